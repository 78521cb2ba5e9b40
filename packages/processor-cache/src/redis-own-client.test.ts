import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RedisServer } from '@sluice/test-services';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheStoreError } from './cache-store-error.js';
import { RedisCacheStore } from './redis-cache-store.js';

/** ioredis' offline queue (commands waiting for a connection). */
function offlineQueueLength(client: Redis): number {
  return (client as unknown as { offlineQueue: { length: number } }).offlineQueue.length;
}

describe('RedisCacheStore when Redis goes down (#17)', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("with the user's own client (offline queue on): operations fail fast instead of waiting operationTimeout, nothing is queued, and it resumes", async () => {
    const server = await RedisServer.start();
    const port = Number(new URL(server.url).port);
    cleanups.push(() => server.dispose());
    const client = new Redis(server.url); // ioredis defaults: offline queue on, retries forever
    client.on('error', () => undefined);
    cleanups.push(() => { client.disconnect(); });
    const store = new RedisCacheStore({ client, operationTimeout: 1_000, namespace: 'sluice:test:own:' });
    await store.set('v2:k', 'value', { ttlMs: 60_000 });
    expect(await store.get('v2:k')).toBe('value');

    await server.dispose();
    await vi.waitFor(() => { expect(client.status).not.toBe('ready'); });
    const started = performance.now();
    for (let i = 0; i < 20; i++) {
      await expect(store.get('v2:k')).rejects.toSatisfy((error: unknown) => CacheStoreError.isInstance(error));
    }
    // 20 operations in far less than one operationTimeout (1 s): each failed at once.
    expect(performance.now() - started).toBeLessThan(500);
    expect(offlineQueueLength(client)).toBe(0);
    expect(store.available).toBe(false);

    const again = await RedisServer.start({ port });
    cleanups.push(() => again.dispose());
    await vi.waitFor(async () => {
      await store.set('v2:k', 'back', { ttlMs: 60_000 });
    }, { timeout: 10_000, interval: 100 });
    expect(await store.get('v2:k')).toBe('back');
  });

  it('close() lets the process exit within 100 ms although Redis is down (child process)', async () => {
    const server = await RedisServer.start();
    let serverUp = true;
    cleanups.push(async () => { if (serverUp) await server.dispose(); });
    const file = fileURLToPath(new URL('./test/fixtures/close-child.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', file, server.url], { stdio: 'pipe' });
    cleanups.push(() => { child.kill('SIGKILL'); });
    let output = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => { output += text; });
    child.stderr.setEncoding('utf8').on('data', (text: string) => { stderr += text; });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => { resolve(code); }));
    await vi.waitFor(() => { expect(output).toContain('connected'); }, { timeout: 20_000, interval: 50 });
    await server.dispose();
    serverUp = false;
    child.stdin.write('go\n');
    expect(await exited, stderr).toBe(0);
    const closed = /closed (\d+) failed-in (\d+)/.exec(output);
    const exit = /exit (\d+)/.exec(output);
    expect(closed, output).not.toBeNull();
    expect(exit, output).not.toBeNull();
    expect(Number(closed?.[1])).toBeLessThan(100);
    expect(Number(closed?.[2])).toBeLessThan(100);
    expect(Number(exit?.[1])).toBeLessThan(100);
  }, 30_000);
});
