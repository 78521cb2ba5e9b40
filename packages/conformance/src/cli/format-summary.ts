import type { ConformanceReport } from './conformance-report.js';

const MARK = { pass: '✓', fail: '✗', skip: '-' } as const;

/** A readable multi-line summary of a report for the terminal. */
export function formatSummary(report: ConformanceReport): string {
  const lines: string[] = [];
  lines.push(`${report.package}@${report.version}  core ${report.coreRange ?? '(no peer range)'}  kit ${report.kitVersion}`);
  let concern = '';
  for (const check of report.checks) {
    if (check.concern !== concern) {
      concern = check.concern;
      lines.push(`  ${concern}`);
    }
    const note = check.status === 'skip' && check.message !== undefined ? ` (skipped: ${check.message})` : '';
    lines.push(`    ${MARK[check.status]} ${check.name}${note}`);
    if (check.status === 'fail' && check.message !== undefined) {
      for (const line of check.message.split('\n')) lines.push(`        ${line}`);
    }
  }
  for (const figure of report.latency) {
    lines.push(`  added latency per chunk${figure.suite === '' ? '' : ` (${figure.suite})`}: p50 ${figure.p50Micros} µs, p95 ${figure.p95Micros} µs over ${figure.chunks} chunks`);
  }
  const { pass, fail, skip } = report.summary;
  lines.push(`${report.passed ? 'PASS' : 'FAIL'}  ${pass} passed, ${fail} failed, ${skip} skipped`);
  return lines.join('\n');
}
