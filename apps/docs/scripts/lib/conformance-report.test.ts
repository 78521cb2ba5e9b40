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

describe('summarizeConformance() on the kit CLI format (reportVersion 1)', () => {
  const report = {
    reportVersion: 1,
    package: '@sluice/processor-x',
    version: '0.2.0',
    coreRange: 'workspace:^',
    kitVersion: '0.1.0',
    processors: ['x-input', 'x-output'],
    generatedAt: '2026-12-02T16:00:00.000Z',
    passed: false,
    summary: { pass: 3, fail: 1, skip: 1 },
    checks: [
      { suite: 'x-input', concern: 'contract shape', name: 'has an id', status: 'pass' },
      { suite: 'x-input', concern: 'hold-back', name: 'releases by finish', status: 'skip', message: 'no processOutputStream' },
      { suite: 'x-output', concern: 'contract shape', name: 'has an id', status: 'pass' },
      { suite: 'x-output', concern: 'hold-back', name: 'releases by finish', status: 'fail', message: 'lost text' },
      { suite: 'sluice conformance', concern: 'latency', name: 'measures', status: 'pass' },
    ],
    latency: [
      { suite: 'x-input', p50Micros: 0.4, p95Micros: 0.9, chunks: 10000 },
      { suite: 'x-output', p50Micros: 2.5, p95Micros: 6, chunks: 10000 },
    ],
  };

  it('summarizes the whole package', () => {
    expect(summarizeConformance(report)).toMatchObject({ status: 'fail', passed: 3, failed: 1, skipped: 1, kitVersion: '0.1.0', version: '0.2.0', p50Us: 2.5, p95Us: 6 });
  });

  it('attributes checks and latency to the processor a suite names', () => {
    const input = summarizeConformance(report, 'x-input');
    expect(input).toMatchObject({ status: 'pass', passed: 2, failed: 0, skipped: 1, p50Us: 0.4, p95Us: 0.9 });
    expect(input.checks.map((c) => c.concern)).toEqual(['contract shape', 'hold-back', 'latency']);
    expect(summarizeConformance(report, 'x-output')).toMatchObject({ status: 'fail', passed: 2, failed: 1, p50Us: 2.5 });
  });
});
