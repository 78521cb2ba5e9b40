/** The names a scaffolded processor package uses, derived from what the user typed. */
export interface ProcessorNames {
  /** npm package name, e.g. `sluice-processor-shout` or `@acme/sluice-processor-shout`. */
  packageName: string;
  /** Directory name, e.g. `sluice-processor-shout`. */
  directory: string;
  /** Processor id (kebab-case), e.g. `shout`. */
  id: string;
  /** Display name, e.g. `Shout`. */
  displayName: string;
  /** Class name, e.g. `ShoutProcessor`. */
  className: string;
  /** Options type name, e.g. `ShoutOptions`. */
  optionsName: string;
  /** File stem of the processor source, e.g. `shout-processor`. */
  fileStem: string;
}

const PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/;

/**
 * Derives every name from `input`: a bare name (`shout`, becoming `sluice-processor-shout`), an
 * unscoped package name that already starts with `sluice-processor-`, or a scoped package name.
 *
 * @throws TypeError when `input` is not a valid lower-case npm package name.
 */
export function deriveNames(input: string): ProcessorNames {
  const raw = input.trim();
  if (!PACKAGE_NAME.test(raw) || raw.length > 214) {
    throw new TypeError(`"${input}" is not a valid package name: use lower-case letters, digits, "-", "." or "_" (optionally @scope/name)`);
  }
  const scoped = raw.startsWith('@');
  const base = scoped ? raw.slice(raw.indexOf('/') + 1) : raw;
  const packageName = scoped || base.startsWith('sluice-processor-') ? raw : `sluice-processor-${base}`;
  const id = base.replace(/^(sluice-)?processor-/, '').replace(/[._]+/g, '-').replace(/^-+|-+$/g, '') || 'processor';
  const words = id.split('-').filter((w) => w !== '');
  const pascal = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  const safePascal = /^[A-Za-z]/.test(pascal) ? pascal : `P${pascal}`;
  return {
    packageName,
    directory: packageName.replace(/^@[^/]+\//, ''),
    id,
    displayName: words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '),
    className: `${safePascal}Processor`,
    optionsName: `${safePascal}Options`,
    fileStem: `${id}-processor`,
  };
}

/** The catalog categories a processor may declare. */
export const CATEGORIES = ['guardrail', 'redaction', 'recovery', 'caching', 'limits'] as const;

/** One of `CATEGORIES`. */
export type ProcessorCategory = (typeof CATEGORIES)[number];
