import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSchema } from '@sluice/registry';
import type { CatalogData } from '../scripts/lib/catalog-data.js';
import { generatedDir, repoRoot } from '../scripts/lib/paths.js';
import { listWorkspacePackages } from '../scripts/lib/workspace-packages.js';
import { launch, open, screenshot } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const catalogPackages = listWorkspacePackages(repoRoot).filter((p) => 'sluice' in p.manifest);
const data = JSON.parse(readFileSync(path.join(generatedDir, 'catalog.json'), 'utf8')) as CatalogData;

describe('catalog', () => {
  it('lists every workspace package with a "sluice" entry, with its conformance status', async () => {
    const { page, errors } = await open(browser, '/catalog/');
    expect(catalogPackages.length).toBeGreaterThan(0);
    for (const pkg of catalogPackages) {
      const row = page.locator(`tr[data-package="${pkg.name}"]`);
      await expect(row.count(), pkg.name).resolves.toBe(1);
      const status = await row.locator('[data-test="package-conformance"]').textContent();
      expect(status, pkg.name).toMatch(/^(pass|fail) \(\d+ passed|^no report$|^unreadable report$/);
    }
    await screenshot(page, 'catalog');
    expect(errors).toEqual([]);
  });

  it('shows a card with a conformance badge for every declared processor', async () => {
    const { page } = await open(browser, '/catalog/');
    const declared = catalogPackages.flatMap((pkg) => {
      const sluice = pkg.manifest.sluice as { processors?: { id: string }[] } | undefined;
      return (sluice?.processors ?? []).map((p) => p.id);
    });
    for (const id of declared) {
      const card = page.locator(`a.card[data-processor="${id}"]`);
      await expect(card.count(), id).resolves.toBe(1);
      await expect(card.locator('[data-test="conformance"]').textContent()).resolves.toMatch(/^conformance: /);
    }
    await expect(page.locator('[data-test="count"]').textContent()).resolves.toBe(`${data.processors.length} of ${data.processors.length} processors`);
  });

  it('every built-in package has a verdict from the registry\'s verifier, and its cards show it', () => {
    const verified = catalogSchema.parse(JSON.parse(readFileSync(path.join(generatedDir, 'builtins-verified.json'), 'utf8')));
    for (const pkg of catalogPackages) {
      const report = verified.packages.find((p) => p.name === pkg.name);
      expect(report, pkg.name).toBeDefined();
      for (const processor of data.processors.filter((p) => p.packageName === pkg.name)) {
        expect(processor.verifiedAt, processor.id).toBe(report?.verifiedAt);
        expect(processor.conformance.status, processor.id).toBe(report?.status === 'verified' && !processor.verdictReason ? 'pass' : 'fail');
      }
    }
  });

  it('filters by category and by hook', async () => {
    const { page } = await open(browser, '/catalog/');
    const first = data.processors[0];
    if (!first) {
      await expect(page.locator('.empty').textContent()).resolves.toContain('No package declares a processor yet');
      return;
    }
    await page.selectOption('[data-test="filter-category"]', first.category);
    const inCategory = data.processors.filter((p) => p.category === first.category).length;
    await expect(page.locator('a.card').count()).resolves.toBe(inCategory);
    await page.selectOption('[data-test="filter-category"]', '');
    const hook = first.hooks[0] ?? '';
    await page.selectOption('[data-test="filter-hook"]', hook);
    await expect(page.locator('a.card').count()).resolves.toBe(data.processors.filter((p) => p.hooks.includes(hook as never)).length);
  });

  it('renders each processor page with install command, core range and badges', async () => {
    for (const p of data.processors.filter((x) => x.source === 'workspace')) {
      const { page, errors } = await open(browser, `${p.link}.html`);
      await expect(page.locator('h1').first().textContent()).resolves.toContain(p.name);
      await expect(page.locator('div.language-sh code').first().textContent()).resolves.toContain(`pnpm add @sluice/core ${p.packageName}`);
      await expect(page.locator('.processor-badges .VPBadge').count()).resolves.toBeGreaterThanOrEqual(3);
      await expect(page.locator('main').textContent()).resolves.toContain('Core compatibility');
      // Built-ins are verified by the registry's verifier, like published packages.
      await expect(page.locator('main').textContent()).resolves.toContain('by sluice-registry on the built package');
      await screenshot(page, `catalog-${p.id}`, false);
      expect(errors, p.id).toEqual([]);
    }
  });
});
