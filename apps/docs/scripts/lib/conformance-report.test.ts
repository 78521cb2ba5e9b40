import { describe, expect, it } from 'vitest';
import { summarizeConformance } from './conformance-report.js';

describe('summarizeConformance()', () => {
  it('counts an array of checks and reads latency in microseconds', () => {
    const summary = summarizeConformance({
      version: '1.2.0',
      kit: { version: '0.3.0' },
      checks: [
        { name: 'a', status: 'passed' },
        { name: 'b', status: 'failed', message: 'boom' },
        { name: 'c', status: 'skipped' },
      ],
      latency: { p50Ms: 0.004, p95Ms: 0.01 },
    });
    expect(summary).toMatchObject({ status: 'fail', passed: 1, failed: 1, skipped: 1, kitVersion: '0.3.0', version: '1.2.0' });
    expect(summary.p50Us).toBeCloseTo(4);
    expect(summary.p95Us).toBeCloseTo(10);
    expect(summary.checks[1]).toEqual({ name: 'b', status: 'failed', message: 'boom' });
  });

  it('reads per-processor checks and plain counts', () => {
    const perProcessor = summarizeConformance({ processors: [{ id: 'pii', checks: [{ title: 'x', result: 'pass' }] }] });
    expect(perProcessor).toMatchObject({ status: 'pass', passed: 1, checks: [{ name: 'x', status: 'passed', processorId: 'pii' }] });
    expect(summarizeConformance({ summary: { passed: 40, failed: 0, skipped: 2 } })).toMatchObject({ status: 'pass', passed: 40, skipped: 2 });
  });

  it('calls a report it cannot read unreadable instead of guessing', () => {
    expect(summarizeConformance({ hello: 'world' }).status).toBe('unreadable');
    expect(summarizeConformance('nope').status).toBe('unreadable');
  });
});
