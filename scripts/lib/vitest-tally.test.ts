import { expect, it } from 'vitest';
import { addSummaryLine, emptyTally, formatTally } from './vitest-tally.mjs';

it('adds up the Tests lines turbo prints, colours and task prefixes included, and nothing else', () => {
  const tally = emptyTally();
  const lines = [
    '@sluice/core:test:       \x1b[2mTests \x1b[22m \x1b[1m\x1b[32m232 passed\x1b[39m\x1b[22m\x1b[90m (232)\x1b[39m',
    '@sluice/ai-sdk:test:       Tests  39 passed | 5 expected fail | 4 skipped (48)',
    '@sluice/pii:test:       Tests  2 failed | 167 passed | 3 skipped (172)',
    '@sluice/pii:test:  Test Files  1 failed | 20 passed (21)',
    '@sluice/docs:test: it("Tests 9 passed") in a log line that is not a summary',
    'Tests  1 todo (1)',
  ];
  for (const line of lines) addSummaryLine(tally, line);
  expect(tally).toEqual({ passed: 232 + 39 + 5 + 167, failed: 2, skipped: 4 + 3 + 1, files: 4 });
  expect(formatTally(tally)).toBe('tests: 443 passed, 2 failed, 8 skipped');
});
