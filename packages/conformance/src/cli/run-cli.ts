import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildReport, type ReportPackageJson } from './build-report.js';
import type { ConformanceReport } from './conformance-report.js';
import { findConformanceFiles } from './find-conformance-files.js';
import { formatSummary } from './format-summary.js';
import { runVitest } from './run-vitest.js';

const USAGE = `usage: sluice-conformance <package-dir> [--quiet]

Runs the package's conformance tests (test files calling processorSuite) with vitest, writes
<package-dir>/conformance.json and prints a summary. Exits 1 when a check fails.`;

/** The kit's own version, read from its package.json. */
export async function kitVersion(): Promise<string> {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    try {
      const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@sluice/conformance') return pkg.version ?? '0.0.0';
    } catch {
      // keep looking upwards
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

/** The version of `@sluice/core` the package resolves, if any. */
function installedCoreVersion(dir: string): string | undefined {
  try {
    const require = createRequire(join(dir, 'package.json'));
    return (require('@sluice/core/package.json') as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** What one CLI run did. */
export interface CliResult {
  exitCode: number;
  report?: ConformanceReport;
}

/**
 * The `sluice-conformance` command: `args` without node and script. Writes output through `log`.
 */
export async function runCli(args: readonly string[], log: (line: string) => void = console.log): Promise<CliResult> {
  const positional = args.filter((a) => !a.startsWith('-'));
  if (args.includes('--help') || args.includes('-h') || positional.length !== 1) {
    log(USAGE);
    return { exitCode: positional.length === 1 || args.includes('--help') || args.includes('-h') ? 0 : 2 };
  }
  const dir = resolve(positional[0] ?? '.');
  let pkg: ReportPackageJson;
  try {
    pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as ReportPackageJson;
  } catch (error) {
    log(`sluice-conformance: cannot read ${join(dir, 'package.json')}: ${(error as Error).message}`);
    return { exitCode: 2 };
  }
  const files = await findConformanceFiles(dir);
  if (files.length === 0) {
    log(`sluice-conformance: no test file in ${dir} calls processorSuite(); add one (see the @sluice/conformance README)`);
    return { exitCode: 1 };
  }
  const run = await runVitest(dir, files);
  if (run.report === undefined) {
    log(`sluice-conformance: vitest produced no report (exit ${run.exitCode}):\n${run.output.slice(-4000)}`);
    return { exitCode: 1 };
  }
  const report = buildReport(run.report, pkg, await kitVersion(), new Date(), installedCoreVersion(dir));
  await writeFile(join(dir, 'conformance.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (!args.includes('--quiet')) log(formatSummary(report));
  log(`wrote ${join(dir, 'conformance.json')}`);
  const otherFailures = run.exitCode !== 0 && report.passed;
  if (otherFailures) log('sluice-conformance: other tests in the conformance files failed (see vitest output)');
  return { exitCode: report.passed && run.exitCode === 0 ? 0 : 1, report };
}
