import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, screenshot } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('pages render without console errors', () => {
  it('home', async () => {
    const { page, errors } = await open(browser, '/');
    await expect(page.locator('.VPHero .name').textContent()).resolves.toContain('Sluice');
    await screenshot(page, 'home');
    expect(errors).toEqual([]);
  });

  it('quick start', async () => {
    const { page, errors } = await open(browser, '/guide/quick-start.html');
    await expect(page.locator('h1').first().textContent()).resolves.toContain('Quick start');
    expect(await page.locator('h2').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Install')]));
    await screenshot(page, 'quick-start', false);
    expect(errors).toEqual([]);
  });

  it('hook reference has a section per hook', async () => {
    const { page, errors } = await open(browser, '/reference/hooks.html');
    for (const hook of ['processinput', 'processinputstep', 'processllmrequest', 'processapierror', 'processoutputstream', 'processllmresponse', 'processoutputstep', 'processtoolresult', 'processoutputresult']) {
      expect(await page.locator(`[id="${hook}"]`).count(), hook).toBe(1);
    }
    await screenshot(page, 'hook-reference', false);
    expect(errors).toEqual([]);
  });

  it('lifecycle diagram links each hook node to its reference section', async () => {
    const { page, errors } = await open(browser, '/concepts/lifecycle.html');
    const links = await page.locator('.lifecycle-svg svg a').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')));
    expect(links).toHaveLength(9);
    expect(new Set(links).size).toBe(9);
    await screenshot(page, 'lifecycle');
    await page.locator('.lifecycle-svg svg a[href$="#processoutputstream"]').click();
    await page.waitForURL(/reference\/hooks\.html#processoutputstream$/);
        expect(errors).toEqual([]);
  });
});
