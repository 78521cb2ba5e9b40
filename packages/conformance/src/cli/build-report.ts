import { CONCERNS } from '../suite/concerns.js';
import type { CheckStatus, ConformanceReport, ReportCheck, ReportLatency } from './conformance-report.js';

/** The parts of vitest's JSON report the CLI reads. */
export interface VitestJsonReport {
  testResults?: {
    name?: string;
    message?: string;
    assertionResults?: {
      ancestorTitles?: string[];
      title?: string;
      status?: string;
      failureMessages?: string[];
      meta?: Record<string, unknown>;
    }[];
  }[];
}

/** The package.json fields the report needs. */
export interface ReportPackageJson {
  name?: string;
  version?: string;
  peerDependencies?: Record<string, string>;
  sluice?: { processors?: { id?: string }[] };
}

function statusOf(status: string | undefined): CheckStatus {
  if (status === 'passed') return 'pass';
  if (status === 'failed') return 'fail';
  return 'skip';
}

/** What vitest's own test timeout reports (its placeholder stack), said plainly. */
const RUNNER_TIMEOUT =
  "the check did not finish within the test runner's timeout (a hook or create() that never settles?); the kit's timeLimitMs should have caught it first";

function firstLines(text: string, lines = 3): string {
  if (text.startsWith('Error: STACK_TRACE_ERROR')) return RUNNER_TIMEOUT;
  return text.replace(/^(ConformanceError|HookTimeoutError): /, '').split('\n').filter((line) => !/^\s+at /.test(line)).slice(0, lines).join('\n').trim();
}

/** Turns a vitest JSON report of a package's conformance tests into its `conformance.json`. */
export function buildReport(
  vitest: VitestJsonReport,
  pkg: ReportPackageJson,
  kitVersion: string,
  now: Date = new Date(),
  coreVersion?: string,
): ConformanceReport {
  const checks: ReportCheck[] = [];
  const latency: ReportLatency[] = [];
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const ancestors = test.ancestorTitles ?? [];
      const concernIndex = ancestors.findIndex((title) => (CONCERNS as readonly string[]).includes(title));
      if (concernIndex < 0) continue;
      const suite = ancestors.slice(0, concernIndex).join(' > ');
      const rawName = test.title ?? '';
      const skipNote = /\(skipped: (.*)\)$/.exec(rawName);
      const status = statusOf(test.status);
      const check: ReportCheck = {
        suite,
        concern: ancestors[concernIndex] ?? '',
        name: rawName.replace(/ \(skipped: .*\)$/, ''),
        status,
      };
      const failure = test.failureMessages?.[0];
      if (status === 'fail' && failure !== undefined) check.message = firstLines(failure);
      if (status === 'skip' && skipNote?.[1] !== undefined) check.message = skipNote[1];
      checks.push(check);
      const figures = (test.meta?.sluice as { latency?: Omit<ReportLatency, 'suite'> } | undefined)?.latency;
      if (figures !== undefined) latency.push({ suite, ...figures });
    }
  }
  const summary = {
    pass: checks.filter((c) => c.status === 'pass').length,
    fail: checks.filter((c) => c.status === 'fail').length,
    skip: checks.filter((c) => c.status === 'skip').length,
  };
  return {
    reportVersion: 1,
    package: pkg.name ?? '(unnamed)',
    version: pkg.version ?? '0.0.0',
    coreRange: publishedRange(pkg.peerDependencies?.['@sluice/core'], coreVersion),
    kitVersion,
    processors: (pkg.sluice?.processors ?? []).flatMap((p) => (typeof p.id === 'string' ? [p.id] : [])),
    generatedAt: now.toISOString(),
    passed: summary.fail === 0 && summary.pass > 0,
    summary,
    checks,
    latency,
  };
}

/**
 * The range as it will be published: pnpm turns `workspace:^` into `^<version>` (and `~`, `*`
 * likewise) on publish, so the report does the same with the installed core version.
 */
export function publishedRange(range: string | undefined, coreVersion: string | undefined): string | null {
  if (range === undefined || range === '') return null;
  if (!range.startsWith('workspace:')) return range;
  const rest = range.slice('workspace:'.length);
  if (coreVersion === undefined) return rest;
  if (rest === '^' || rest === '~') return `${rest}${coreVersion}`;
  if (rest === '*') return coreVersion;
  return rest;
}
