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

/** A built-in entity type name. */
export type BuiltInType = (typeof BUILT_IN_TYPES)[number];

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
