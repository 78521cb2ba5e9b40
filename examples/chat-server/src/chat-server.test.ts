import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatAgent } from './chat-agent.js';
import { createChatServer } from './chat-server.js';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

let server: Server;
let browser: Browser;
let base: string;

beforeAll(async () => {
  server = createChatServer(createChatAgent());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}, 60_000);

afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
});

async function say(page: Page, text: string): Promise<void> {
  const before = await page.locator('.message[data-role="assistant"]').count();
  await page.fill('#input', text);
  await page.click('button[type="submit"]');
  await page.locator('.message[data-role="assistant"]').nth(before).waitFor();
  await page.waitForFunction(() => document.body.dataset.status !== 'streaming', undefined, { timeout: 20_000 });
}

describe('chat-server example in Chromium', () => {
  it('renders the conversation: redacted text, reasoning, the tool call and its result, and a tripwire', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(base);
    await page.waitForFunction(() => document.body.dataset.status === 'ready');

    await say(page, 'Hello, I am ada@example.com');
    const first = page.locator('.message[data-role="assistant"]').nth(0);
    const firstText = await first.locator('.text').innerText();
    expect(firstText).toContain('You wrote:');
    expect(firstText).not.toContain('ada@example.com');
    expect(firstText).not.toContain('support@example.com');

    await say(page, 'What is the weather?');
    const second = page.locator('.message[data-role="assistant"]').nth(1);
    expect(await second.locator('.reasoning').innerText()).toContain('weather');
    const tool = second.locator('.tool');
    expect(await tool.getAttribute('data-state')).toBe('output-available');
    expect(await tool.innerText()).toContain('"forecast":"sunny"');
    expect(await second.locator('.text').innerText()).toContain('It is sunny in Paris.');

    await say(page, 'please say forbidden');
    const third = page.locator('.message[data-role="assistant"]').nth(2);
    expect(await third.locator('.tripwire').innerText()).toBe('Blocked by word-guard: the answer used a forbidden word');
    expect(await third.innerText()).not.toMatch(/forbidden"/);

    expect(await page.locator('.message[data-role="user"]').count()).toBe(3);
    expect(await page.evaluate(() => document.body.dataset.status)).toBe('ready');
    expect(requests.every((url) => url.startsWith(base))).toBe(true);
    await page.close();
  }, 60_000);

  it('answers a useChat request body with a UI message stream, and rejects a malformed one', async () => {
    const response = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'c1', trigger: 'submit-message', messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'hi' }] }] }),
    });
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    const body = await response.text();
    expect(body).toContain('"type":"start"');
    expect(body).toContain('"type":"text-delta"');
    expect(body.trimEnd().endsWith('data: [DONE]')).toBe(true);
    const bad = await fetch(`${base}/api/chat`, { method: 'POST', body: '{}' });
    expect(bad.status).toBe(400);
  });
});
