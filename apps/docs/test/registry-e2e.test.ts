import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crawl, type Catalog } from '@sluice/registry';
import { VerdaccioServer } from '@sluice/test-services';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsRoot } from '../scripts/lib/paths.js';
import { startStaticServer, type StaticServer } from '../scripts/lib/static-server.js';
// The registry package's own test helpers: publish the fixtures exactly as its crawl tests do.
import { FIXTURES, publish, publishZod, scaffoldAndBuild } from '../../../packages/registry/src/test/publish-fixtures.js';
import { launch } from './browser.js';

// End to end, as the marketplace works: scaffold a processor -> publish it and the bad fixtures to a
// real registry (Verdaccio on loopback) -> crawl -> build the docs site from the crawl -> a browser
// sees the good package as verified and each bad one with its reason.

const BAD = ['mutates', 'never-settles', 'missing-export'];
const MARKER = '/tmp/sluice-fixture-postinstall-ran';

function generate(env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], { cwd: docsRoot, env, encoding: 'utf8' });
}

describe('marketplace end to end: scaffold, publish, crawl, docs build, browser', () => {
  let registry: VerdaccioServer;
  let work: string;
  let site: StaticServer;
  let browser: Browser;
  let catalog: Catalog;

  beforeAll(async () => {
    rmSync(MARKER, { force: true });
    work = mkdtempSync(path.join(tmpdir(), 'sluice-e2e-'));
    registry = await VerdaccioServer.start();
    await publishZod(registry);
    await publish(registry, path.join(FIXTURES, 'dep'));
    await publish(registry, path.join(FIXTURES, 'postinstall'));
    for (const name of BAD) await publish(registry, path.join(FIXTURES, name));
    await publish(registry, await scaffoldAndBuild('sluice-processor-e2e-shout'));
    catalog = (await crawl({ registry: registry.url, outDir: path.join(work, 'crawl'), timeoutMs: 45_000, hookTimeLimitMs: 1_000 })).catalog;

    const generated = generate({ ...process.env, SLUICE_CATALOG: path.join(work, 'crawl', 'catalog.json') });
    expect(generated.status, generated.stderr).toBe(0);
    const vitepress = path.join(path.dirname(createRequire(path.join(docsRoot, 'package.json')).resolve('vitepress/package.json')), 'bin', 'vitepress.js');
    const built = spawnSync(process.execPath, [vitepress, 'build', '--outDir', path.join(work, 'site')], { cwd: docsRoot, encoding: 'utf8', timeout: 600_000 });
    expect(built.status, built.stderr.slice(-2000)).toBe(0);
    site = await startStaticServer(path.join(work, 'site'));
    browser = await launch();
  }, 900_000);

  afterAll(async () => {
    await browser.close();
    await site.close();
    await registry.dispose();
    rmSync(work, { recursive: true, force: true });
    generate(process.env); // the generated pages go back to the committed snapshot
  });

  async function pageText(sitePath: string): Promise<string> {
    const page = await browser.newPage();
    try {
      const response = await page.goto(`${site.url}${sitePath}`, { waitUntil: 'load' });
      expect(response?.ok(), sitePath).toBe(true);
      return await page.locator('main').innerText();
    } finally {
      await page.close();
    }
  }

  it('the crawl gives the verdicts the fixtures call for', () => {
    const status = Object.fromEntries(catalog.packages.map((p) => [p.name, p.status]));
    expect(status).toEqual({
      'sluice-processor-e2e-shout': 'verified',
      'sluice-fixture-postinstall': 'verified',
      'sluice-fixture-mutates': 'failed',
      'sluice-fixture-never-settles': expect.stringMatching(/^(failed|error)$/),
      'sluice-fixture-missing-export': 'error',
    });
    expect(existsSync(MARKER)).toBe(false);
  });

  it('the browser sees the scaffolded package verified, with kit, core, install range and usage', async () => {
    const shout = catalog.packages.find((p) => p.name === 'sluice-processor-e2e-shout');
    const id = shout?.processors[0]?.id ?? '';
    const text = await pageText(`/catalog/community/${id}.html`);
    expect(text).toMatch(/Passes the conformance battery: \d+ passed, 0 failed/);
    expect(text).toContain(`by sluice-registry on the published tarball (kit ${catalog.kit.version}, core ${catalog.core.version})`);
    expect(text).toContain('pnpm add sluice-processor-e2e-shout @sluice/core@^0.1.0');
    expect(text).toContain('import { E2eShoutProcessor } from "sluice-processor-e2e-shout";');
  });

  it('the browser sees each bad package with its verdict and reason', async () => {
    const index = await pageText('/catalog/community/');
    expect(index).toMatch(/sluice-fixture-mutates\s+1\.0\.0\s+failed/);
    expect(index).toMatch(/sluice-fixture-missing-export\s+1\.0\.0\s+error[^\n]*NotExported/);
    expect(index).toMatch(/sluice-fixture-never-settles\s+1\.0\.0\s+(failed|error)/);
    const mutates = await pageText('/catalog/community/mutates.html');
    expect(mutates).toContain('Not verified');
    expect(mutates).toMatch(/Fails the conformance battery/);
  });
});
