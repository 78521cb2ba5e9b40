import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VerdaccioServer } from '@sluice/test-services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSchema, type Catalog } from '../catalog/catalog-schema.js';
import { FIXTURES, publish, publishZod, scaffoldAndBuild } from '../test/publish-fixtures.js';
import { crawl } from './crawl.js';

const MARKER = '/tmp/sluice-fixture-postinstall-ran';
const BAD = ['mutates', 'postinstall', 'never-settles', 'missing-export', 'env-probe', 'memory-hog'];

describe('crawl (a real Verdaccio, real npm publish)', () => {
  let server: VerdaccioServer;
  let out: string;
  let catalog: Catalog;
  const progress: string[] = [];

  beforeAll(async () => {
    rmSync(MARKER, { force: true });
    server = await VerdaccioServer.start();
    out = mkdtempSync(path.join(tmpdir(), 'sluice-crawl-'));
    await publishZod(server);
    await publish(server, path.join(FIXTURES, 'dep'));
    for (const name of BAD) await publish(server, path.join(FIXTURES, name));
    await publish(server, await scaffoldAndBuild('sluice-processor-shout'));
    // A secret in the crawler's environment must never reach a package.
    process.env.SLUICE_TEST_SECRET_TOKEN = 'do-not-leak';
    try {
      catalog = (await crawl({ registry: server.url, outDir: out, timeoutMs: 45_000, hookTimeLimitMs: 1_000, heapMb: 128, log: (line) => progress.push(line) })).catalog;
    } finally {
      delete process.env.SLUICE_TEST_SECRET_TOKEN;
    }
  }, 600_000);

  afterAll(async () => {
    await server.dispose();
    rmSync(out, { recursive: true, force: true });
  });

  const report = (name: string) => catalog.packages.find((p) => p.name === name);

  it('lists only packages with the keyword (zod and the dependency are published but not listed)', () => {
    expect(catalog.packages.map((p) => p.name).sort()).toEqual([...BAD.map((b) => `sluice-fixture-${b}`), 'sluice-processor-shout'].sort());
    expect(catalogSchema.parse(JSON.parse(readFileSync(path.join(out, 'catalog.json'), 'utf8')))).toEqual(catalog);
  });

  it('verifies the scaffolded processor with the kit, with its integrity and the kit and core versions', () => {
    const good = report('sluice-processor-shout');
    expect(good?.status, good?.reason).toBe('verified');
    expect(good?.integrity).toMatch(/^sha512-/);
    expect(good?.processors[0]?.passed).toBeGreaterThan(10);
    expect(good?.processors[0]?.failed).toBe(0);
    expect(good?.coreRange).toBe('^0.1.0');
    expect(good?.readme).toContain('#');
    expect(catalog.kit.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(catalog.core.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('fails a processor that mutates messages it declares it leaves alone, naming the check', () => {
    const mutates = report('sluice-fixture-mutates');
    expect(mutates?.status).toBe('failed');
    expect(mutates?.processors[0]?.failures.some((f) => /mutat|untouched|in place/i.test(`${f.check} ${f.message}`))).toBe(true);
  });

  it('installs dependencies with install scripts off: the postinstall marker never appears', () => {
    expect(report('sluice-fixture-postinstall')?.status, report('sluice-fixture-postinstall')?.reason).toBe('verified');
    expect(existsSync(MARKER)).toBe(false);
  });

  it('turns a hook that never settles into a verdict with a reason', () => {
    const hung = report('sluice-fixture-never-settles');
    expect(['failed', 'error']).toContain(hung?.status);
    const said = `${hung?.reason ?? ''} ${hung?.processors.flatMap((p) => p.failures.map((f) => f.message)).join(' ') ?? ''}`;
    expect(said).toMatch(/settle|timeout|time limit|did not finish/i);
  });

  it('reports a manifest naming a missing export, listing what the package does export', () => {
    const missing = report('sluice-fixture-missing-export');
    expect(missing?.status).toBe('error');
    expect(missing?.code).toBe('EXPORT_MISSING');
    expect(missing?.reason).toContain('SomethingElse');
  });

  it('scrubs the environment: a package probing for secrets sees none', () => {
    expect(report('sluice-fixture-env-probe')?.status, report('sluice-fixture-env-probe')?.reason).toBe('verified');
  });

  it('ends a package that exhausts the heap cap with an error verdict', () => {
    const hog = report('sluice-fixture-memory-hog');
    expect(hog?.status).toBe('error');
    expect(hog?.code).toMatch(/VERIFIER_OUT_OF_MEMORY|VERIFIER_CRASHED/);
  });

  it('writes one progress line per package with its verdict and duration', () => {
    const lines = progress.filter((line) => /^\[\d+\/\d+\]/.test(line));
    expect(lines).toHaveLength(catalog.packages.length + 1);
    expect(lines.filter((line) => line.includes(' skipped (')).map((line) => line.split(' ')[1])).toEqual(['sluice-fixture-dep']);
    expect(lines.some((line) => /sluice-processor-shout@0\.1\.0 verified in \d+\.\d s/.test(line))).toBe(true);
  });

  it('re-crawls incrementally: nothing changed, every verdict reused', async () => {
    const again = await crawl({ registry: server.url, outDir: out });
    expect(again.reused).toBe(catalog.packages.length);
    expect(again.catalog.packages).toEqual(catalog.packages);
  }, 60_000);

  it('refuses a tarball whose bytes do not match dist.integrity', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sluice-tamper-'));
    const tamperedOut = mkdtempSync(path.join(tmpdir(), 'sluice-crawl-tamper-'));
    try {
      const packument = (await (await fetch(`${server.url}/sluice-fixture-env-probe`)).json()) as { versions: Record<string, { dist: { tarball: string } }> };
      const tarballPath = new URL(packument.versions['1.0.0']?.dist.tarball ?? '').pathname;
      const stored = path.join(server.storageDir, 'sluice-fixture-env-probe', path.basename(tarballPath));
      const bytes = readFileSync(stored);
      bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 0xff;
      writeFileSync(stored, bytes);
      // Start from the first crawl's catalog: only the tampered package is fetched again.
      writeFileSync(path.join(tamperedOut, 'catalog.json'), readFileSync(path.join(out, 'catalog.json')));
      const bumped = JSON.parse(readFileSync(path.join(tamperedOut, 'catalog.json'), 'utf8')) as Catalog;
      for (const p of bumped.packages) if (p.name === 'sluice-fixture-env-probe') p.integrity = 'sha512-older';
      writeFileSync(path.join(tamperedOut, 'catalog.json'), JSON.stringify(bumped));
      const result = await crawl({ registry: server.url, outDir: tamperedOut });
      expect(result.reused).toBe(catalog.packages.length - 1);
      const tampered = result.catalog.packages.find((p) => p.name === 'sluice-fixture-env-probe');
      expect(tampered?.status).toBe('error');
      expect(tampered?.code).toBe('INTEGRITY_MISMATCH');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(tamperedOut, { recursive: true, force: true });
    }
  }, 300_000);

  it('an unreachable registry is a typed, transient error, not a crash', async () => {
    await expect(crawl({ registry: 'http://127.0.0.1:9', outDir: out })).rejects.toMatchObject({ code: 'REGISTRY_UNREACHABLE', transient: true });
  });
});
