import { describe, expect, it } from 'vitest';
import { buildReport, publishedRange } from './build-report.js';

describe('buildReport', () => {
  it('keeps only kit checks, strips skip notes and collects latency', () => {
    const report = buildReport(
      {
        testResults: [
          {
            assertionResults: [
              { ancestorTitles: ['sluice conformance', 'hold-back'], title: 'a() x (skipped: supports.holdsBackText is true)', status: 'skipped' },
              { ancestorTitles: ['sluice conformance', 'latency'], title: 'b() y', status: 'passed', meta: { sluice: { latency: { p50Micros: 1, p95Micros: 2, chunks: 3 } } } },
              { ancestorTitles: ['my own tests'], title: 'unrelated', status: 'failed' },
              { ancestorTitles: ['sluice conformance', 'contract shape'], title: 'c() z', status: 'failed', failureMessages: ['ConformanceError: bad id\n    at x (file.ts:1:1)'] },
            ],
          },
        ],
      },
      { name: 'p', version: '1.0.0', peerDependencies: { '@sluice/core': 'workspace:^' } },
      '0.1.0',
      new Date(0),
      '0.3.0',
    );
    expect(report.coreRange).toBe('^0.3.0');
    expect(report.checks).toEqual([
      { suite: 'sluice conformance', concern: 'hold-back', name: 'a() x', status: 'skip', message: 'supports.holdsBackText is true' },
      { suite: 'sluice conformance', concern: 'latency', name: 'b() y', status: 'pass' },
      { suite: 'sluice conformance', concern: 'contract shape', name: 'c() z', status: 'fail', message: 'bad id' },
    ]);
    expect(report.latency).toEqual([{ suite: 'sluice conformance', p50Micros: 1, p95Micros: 2, chunks: 3 }]);
    expect(report.summary).toEqual({ pass: 1, fail: 1, skip: 1 });
    expect(report.passed).toBe(false);
  });

  it("reports the kit's time-out message, and names a test runner time-out instead of its placeholder stack", () => {
    const report = buildReport(
      {
        testResults: [
          {
            assertionResults: [
              { ancestorTitles: ['sluice conformance', 'hold-back'], title: 'a()', status: 'failed', failureMessages: ["HookTimeoutError: processOutputStream of 'p' did not settle within 10 ms\n    at x (file.ts:1:1)"] },
              { ancestorTitles: ['sluice conformance', 'hold-back'], title: 'b()', status: 'failed', failureMessages: ['Error: STACK_TRACE_ERROR\n    at x (file.ts:1:1)'] },
            ],
          },
        ],
      },
      { name: 'p' },
      '0.1.0',
      new Date(0),
      undefined,
    );
    expect(report.checks.map((c) => c.message)).toEqual([
      "processOutputStream of 'p' did not settle within 10 ms",
      expect.stringContaining("did not finish within the test runner's timeout"),
    ]);
  });

  it('resolves workspace ranges as pnpm publishes them', () => {
    expect(publishedRange('workspace:~', '1.2.3')).toBe('~1.2.3');
    expect(publishedRange('workspace:*', '1.2.3')).toBe('1.2.3');
    expect(publishedRange('workspace:^1.0.0', '1.2.3')).toBe('^1.0.0');
    expect(publishedRange('^2.0.0', '1.2.3')).toBe('^2.0.0');
    expect(publishedRange(undefined, '1.2.3')).toBeNull();
  });
});
