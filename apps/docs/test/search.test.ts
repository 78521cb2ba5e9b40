import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, open, screenshot } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

it('local search finds processOutputStream and leads to the hook reference', async () => {
  const { page, errors } = await open(browser, '/');
  await page.locator('.VPNavBarSearch button').click();
  const input = page.locator('.VPLocalSearchBox input');
  await input.fill('processOutputStream');
  const results = page.locator('.VPLocalSearchBox .result');
  await results.first().waitFor();
  const titles = await results.allTextContents();
  expect(titles.some((t) => t.includes('processOutputStream'))).toBe(true);
  await screenshot(page, 'search', false);
  const hookResult = page.locator('.VPLocalSearchBox a.result[href*="reference/hooks"]').first();
  await hookResult.click();
  await page.waitForURL(/reference\/hooks/);
  expect(errors).toEqual([]);
});
