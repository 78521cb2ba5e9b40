/** Built-in entity types the detector recognizes. */
export const BUILT_IN_TYPES = [
  'EMAIL',
  'PHONE',
  'CREDIT_CARD',
  'IBAN',
  'US_SSN',
  'US_ITIN',
  'IPV4',
  'IPV6',
  'MAC_ADDRESS',
  'URL',
  'BTC_ADDRESS',
  'ETH_ADDRESS',
  'AWS_ACCESS_KEY',
  'GITHUB_TOKEN',
  'SLACK_TOKEN',
  'STRIPE_KEY',
  'OPENAI_KEY',
  'JWT',
  'PRIVATE_KEY',
  'DATE_OF_BIRTH',
] as const;

/**
 * Built-in types that only run when listed in `types` (they are not in `BUILT_IN_TYPES`, the
 * default): `DOMAIN`, bare domain names such as `example.com`, has lower precision than the
 * others (a word, a dot and a country code can be a file name or code), so it is opt-in:
 * `types: [...BUILT_IN_TYPES, ...OPT_IN_TYPES]`.
 */
export const OPT_IN_TYPES = ['DOMAIN'] as const;

/** A built-in entity type name that runs by default. */
export type BuiltInType = (typeof BUILT_IN_TYPES)[number];

/** A built-in entity type name that runs only when listed in `types`. */
export type OptInType = (typeof OPT_IN_TYPES)[number];

/** One detected entity: a half-open span `[start, end)` of the scanned text. */
export interface PIIEntity {
  /** Entity type, a built-in one or a custom recognizer's `type`. */
  type: string;
  start: number;
  end: number;
  /** Confidence in [0, 1]; compared with the type's threshold. */
  score: number;
}

/** Collects entities found by a recognizer. */
export type EntitySink = (type: string, start: number, end: number, score: number) => void;
