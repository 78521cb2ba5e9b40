import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { docsRoot } from '../scripts/lib/paths.js';

/** Debian's chromium, driven headless; never a downloaded browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Where screenshots go (git-ignored). */
export const screenshotDir = path.join(docsRoot, 'screenshots');

/** The served site's base URL; throws a clear error when the site was not built first. */
export function baseUrl(): string {
  const url = inject('baseUrl');
  if (!url) throw new Error('apps/docs/.vitepress/dist is missing: run `pnpm --filter @sluice/docs build` before the browser tests.');
  return url;
}

/** Launches chromium. */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args, headless: true });
}

/** A page plus the console errors and uncaught exceptions it produced since the last visit. */
export interface TrackedPage {
  page: Page;
  errors: string[];
}

const tracked = new WeakMap<Browser, TrackedPage>();

/**
 * Navigates the browser's one reusable page to `sitePath` on the served site (a new page per visit
 * costs about a second on this machine) and returns it with the console errors, page errors and
 * failed requests of this visit.
 */
export async function open(browser: Browser, sitePath: string): Promise<TrackedPage> {
  let current = tracked.get(browser);
  if (!current) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const state: TrackedPage = { page, errors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') state.errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => state.errors.push(`pageerror: ${error.message}`));
    page.on('requestfailed', (request) => {
      // Leaving a page cancels VitePress's link prefetches (net::ERR_ABORTED): not a site error.
      const failure = request.failure()?.errorText ?? '';
      if (!failure.includes('ERR_ABORTED')) state.errors.push(`requestfailed: ${request.url()} ${failure}`);
    });
    tracked.set(browser, state);
    current = state;
  }
  const errors: string[] = [];
  current.errors = errors;
  // VitePress hydrates in its module script, which runs before the load event.
  const response = await current.page.goto(`${baseUrl()}${sitePath}`, { waitUntil: 'load' });
  if (!response?.ok()) errors.push(`HTTP ${String(response?.status())} for ${sitePath}`);
  return { page: current.page, errors };
}

/** Saves a screenshot (full page unless `fullPage` is false) under apps/docs/screenshots/. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
