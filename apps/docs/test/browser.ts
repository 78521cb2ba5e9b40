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

/** A page plus the console errors and uncaught exceptions it produced. */
export interface TrackedPage {
  page: Page;
  errors: string[];
}

/** Opens `sitePath` on the served site and records console errors and page errors. */
export async function open(browser: Browser, sitePath: string): Promise<TrackedPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => errors.push(`requestfailed: ${request.url()}`));
  const response = await page.goto(`${baseUrl()}${sitePath}`, { waitUntil: 'networkidle' });
  if (!response?.ok()) errors.push(`HTTP ${String(response?.status())} for ${sitePath}`);
  return { page, errors };
}

/** Saves a full-page screenshot under apps/docs/screenshots/. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
