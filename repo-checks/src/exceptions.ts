import type { Finding, RuleName } from './finding.js';

/** A finding the repository accepts on purpose, and why. Each one must still excuse something. */
export interface HygieneException {
  readonly package: string;
  readonly rule: RuleName;
  /** Which findings it excuses, matched against the finding's `subject`. */
  readonly subject: RegExp;
  /** Why the finding is right as it is (required, shown when the exception goes stale). */
  readonly reason: string;
}

/** The documented exceptions to the hygiene rules. Keep this list short. */
export const HYGIENE_EXCEPTIONS: readonly HygieneException[] = [
  {
    package: 'create-sluice-processor',
    rule: 'no-workspace-text',
    subject: /^(?:README\.md|dist\/.+)$/,
    reason:
      'the scaffolder documents and implements its --workspace flag, which writes workspace: ranges ' +
      'into the packages it creates inside a Sluice pnpm workspace; its own package.json has none',
  },
  {
    package: '@sluice/conformance',
    rule: 'no-workspace-text',
    subject: /^dist\/cli\.js(?:\.map)?$/,
    reason:
      "the CLI's conformance.json report turns a package's workspace: peer range into the range " +
      'pnpm publishes; workspace: is the input it parses, not a range of its own',
  },
  {
    package: 'create-sluice-processor',
    rule: 'attw',
    subject: /^\. \(node16-cjs\)$/,
    reason: 'ESM only on purpose (a CLI plus an ESM API for scripts): it ships no CommonJS build',
  },
  {
    package: '@sluice/registry',
    rule: 'attw',
    subject: /^\. \(node16-cjs\)$/,
    reason: 'ESM only on purpose (the sluice-registry CLI plus an ESM API for crawl scripts): it ships no CommonJS build',
  },
];

/** The findings of one rule on one package, split into failures and excused ones. */
export interface ExceptionOutcome {
  readonly failures: Finding[];
  readonly excused: Finding[];
  /** Exceptions for this package and rule that excused nothing (stale: delete them). */
  readonly stale: HygieneException[];
}

/** Applies `exceptions` to the `findings` of `rule` on `packageName`. */
export function applyExceptions(
  packageName: string,
  rule: RuleName,
  findings: readonly Finding[],
  exceptions: readonly HygieneException[] = HYGIENE_EXCEPTIONS,
): ExceptionOutcome {
  const relevant = exceptions.filter((e) => e.package === packageName && e.rule === rule);
  const used = new Set<HygieneException>();
  const failures: Finding[] = [];
  const excused: Finding[] = [];
  for (const finding of findings) {
    const exception = relevant.find((e) => e.reason.trim() !== '' && e.subject.test(finding.subject));
    if (exception === undefined) {
      failures.push(finding);
    } else {
      used.add(exception);
      excused.push(finding);
    }
  }
  return { failures, excused, stale: relevant.filter((e) => !used.has(e)) };
}
