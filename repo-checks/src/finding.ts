/** The hygiene rules, each checked on every publishable package's packed tarball. */
export const RULE_NAMES = [
  'metadata',
  'license-file',
  'declared-imports',
  'no-workspace-text',
  'readme-links',
  'publint',
  'attw',
] as const;

/** One hygiene rule's name. */
export type RuleName = (typeof RULE_NAMES)[number];

/** One broken rule in one package: what (`subject`, e.g. a file or a field) and why. */
export interface Finding {
  /** The package name, e.g. `@sluice/core`. */
  readonly package: string;
  readonly rule: RuleName;
  /** What the finding is about: a file in the tarball, a package.json field, an entry point. */
  readonly subject: string;
  readonly message: string;
}

/** `@sluice/core [declared-imports] dist/index.d.ts: imports ...`: package, rule, subject, why. */
export function formatFinding(finding: Finding): string {
  return `${finding.package} [${finding.rule}] ${finding.subject}: ${finding.message}`;
}
