// Adds up vitest's per-package summary lines ("Tests  8 passed | 1 failed | 2 skipped (11)"),
// as turbo prints them (prefixed with the task name, colours included).

/**
 * @typedef {{ passed: number; failed: number; skipped: number; files: number }} Tally
 */

/**
 * A fresh tally.
 * @returns {Tally}
 */
export function emptyTally() {
  return { passed: 0, failed: 0, skipped: 0, files: 0 };
}

const ansi = /\x1b\[[0-9;]*m/g;

/**
 * Counts one output line into `tally` when it is a vitest "Tests" summary line.
 * @param {Tally} tally
 * @param {string} rawLine
 */
export function addSummaryLine(tally, rawLine) {
  const line = rawLine.replace(ansi, '');
  const match = /(?:^|\s)Tests\s+(\d.*)$/.exec(line);
  if (match === null) return;
  tally.files += 1;
  for (const [, count, kind] of (match[1] ?? '').matchAll(/(\d+)\s+(passed|failed|skipped|todo|expected fail)/g)) {
    if (kind === 'passed') tally.passed += Number(count);
    else if (kind === 'failed') tally.failed += Number(count);
    else if (kind === 'expected fail') tally.passed += Number(count); // vitest counts a `.fails` test that failed as a pass
    else tally.skipped += Number(count);
  }
}

/**
 * The closing line: "tests: N passed, N failed, N skipped".
 * @param {Tally} tally
 */
export function formatTally(tally) {
  return `tests: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`;
}
