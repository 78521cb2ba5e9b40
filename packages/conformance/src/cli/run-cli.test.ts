import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ConformanceReport } from './conformance-report.js';
import { runCli } from './run-cli.js';

const fixtures = join(import.meta.dirname, 'fixtures');

afterAll(async () => {
  for (const name of ['good-processor', 'bad-processor', 'hanging-processor']) await rm(join(fixtures, name, 'conformance.json'), { force: true });
});

describe('sluice-conformance', () => {
  it('runs a passing package, writes conformance.json and exits 0', async () => {
    const lines: string[] = [];
    const result = await runCli([join(fixtures, 'good-processor')], (line) => lines.push(line));
    expect(result.exitCode, lines.join('\n')).toBe(0);
    const report = JSON.parse(await readFile(join(fixtures, 'good-processor', 'conformance.json'), 'utf8')) as ConformanceReport;
    expect(report).toMatchObject({ package: '@fixture/good-processor', version: '1.2.3', coreRange: '^0.1.0', processors: ['good'], passed: true });
    expect(report.kitVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(report.summary.fail).toBe(0);
    expect(report.summary.pass).toBeGreaterThan(10);
    expect(report.checks.find((c) => c.name === 'catalog entry lists exactly the implemented hooks')?.status).toBe('pass');
    expect(report.checks.find((c) => c.name.startsWith('processOutputStream() emits each text delta'))?.status).toBe('pass');
    expect(report.latency).toHaveLength(1);
    expect(report.latency[0]?.p95Micros).toBeTypeOf('number');
    expect(lines.join('\n')).toContain('PASS');
  }, 120_000);

  it('reports failing checks with their messages and exits 1', async () => {
    const lines: string[] = [];
    const result = await runCli([join(fixtures, 'bad-processor')], (line) => lines.push(line));
    expect(result.exitCode).toBe(1);
    const report = result.report as ConformanceReport;
    expect(report.passed).toBe(false);
    expect(report.coreRange).toBeNull();
    const failedNames = report.checks.filter((c) => c.status === 'fail').map((c) => c.name);
    expect(failedNames).toEqual([
      'catalog entry lists exactly the implemented hooks',
      'package.json has the sluice-processor keyword and a peer range on @sluice/core',
      'processOutputStream() keeps memory bounded over a 100,000-chunk stream',
    ]);
    expect(report.checks.find((c) => c.name === 'catalog entry lists exactly the implemented hooks')?.message).toContain('not declared: processOutputStream');
    const summary = lines.join('\n');
    expect(summary).toContain('✗ processOutputStream() keeps memory bounded');
    expect(summary).toMatch(/FAIL {2}\d+ passed, 3 failed/);
  }, 120_000);

  it("reports a hook that never settles with the kit's time-out message, not the runner's", async () => {
    const result = await runCli([join(fixtures, 'hanging-processor'), '--quiet'], () => undefined);
    expect(result.exitCode).toBe(1);
    const failed = (result.report as ConformanceReport).checks.filter((c) => c.status === 'fail');
    expect(failed.length).toBeGreaterThan(3);
    for (const check of failed) {
      expect(check.message, check.name).toMatch(/^processOutputStream of 'hanging' did not settle within 200 ms/);
    }
  }, 120_000);

  it('prints usage and exits 2 without a package directory', async () => {
    const lines: string[] = [];
    expect((await runCli([], (line) => lines.push(line))).exitCode).toBe(2);
    expect(lines[0]).toContain('usage: sluice-conformance <package-dir>');
  });
});
