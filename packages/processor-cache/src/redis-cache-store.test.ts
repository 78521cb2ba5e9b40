import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { Redis } from 'ioredis';
import type { CacheEvent } from './cache-event.js';
import { CacheStoreError } from './cache-store-error.js';
import { RedisCacheStore } from './redis-cache-store.js';
import { RedisCacheStoreOptionsError } from './redis-cache-store-options-error.js';
import { ResponseCache, type ResponseCacheState } from './response-cache.js';
import { requestArgs, responseArgs, textChunks } from './test/hook-args.js';
import { freePort, RedisServer } from '@sluice/test-services';

const namespace = `sluice:test:${crypto.randomUUID()}:`;

describe('RedisCacheStore on the shared Redis', () => {
  let store: RedisCacheStore;
  let raw: Redis;

  beforeAll(() => {
    store = new RedisCacheStore({ url: inject('redisUrl'), namespace });
    raw = new Redis(inject('redisUrl'));
  });

  afterAll(async () => {
    const keys = await raw.keys(`${namespace}*`);
    if (keys.length > 0) await raw.del(...keys);
    await store.close();
    raw.disconnect();
  });

  it('set() / get() / delete() round-trip under the namespace, the key in a hash tag', async () => {
    await store.set('k1', 'value é', { ttlMs: 60_000 });
    expect(await store.get('k1')).toBe('value é');
    expect(await raw.get(`${namespace}{k1}`)).toBe('value é');
    await store.delete('k1');
    expect(await store.get('k1')).toBeUndefined();
  });

  it('set() gives the key a TTL in Redis', async () => {
    await store.set('k2', 'v', { ttlMs: 30_000 });
    const ttl = await raw.pttl(`${namespace}{k2}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });

  it('get() misses once Redis expired the key', async () => {
    await store.set('k3', 'v', { ttlMs: 30 });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.get('k3')).toBeUndefined();
  });

  it('backs ResponseCache: miss, store, then hit from Redis', async () => {
    const events: CacheEvent[] = [];
    const cache = new ResponseCache({ store, onEvent: (e) => events.push(e) });
    const first: ResponseCacheState = {};
    expect(await cache.processLLMRequest(requestArgs({ state: first, text: 'redis q' }))).toBeUndefined();
    cache.processLLMResponse(responseArgs({ state: first, chunks: textChunks('from redis') }));
    await cache.idle();
    const stored = events.find((e): e is Extract<CacheEvent, { type: 'store' }> => e.type === 'store')!;
    expect(await raw.exists(`${namespace}{${stored.key}}`)).toBe(1);
    const second = await cache.processLLMRequest(requestArgs({ state: {}, text: 'redis q' }));
    expect(second?.response?.chunks).toEqual(textChunks('from redis'));
  });

  it('rejects options with neither or both of client and url (RedisCacheStoreOptionsError)', () => {
    expect(() => new RedisCacheStore({})).toThrow(RedisCacheStoreOptionsError);
    expect(() => new RedisCacheStore({ url: inject('redisUrl'), client: raw })).toThrow(RedisCacheStoreOptionsError);
    expect(() => new RedisCacheStore({ url: inject('redisUrl'), clusterNodes: [] , client: raw })).toThrow(RedisCacheStoreOptionsError);
  });

  it('new RedisCacheStore(client, settings) honours its settings (#17)', async () => {
    const ns = `sluice:test:${crypto.randomUUID()}:two-args:`;
    const store = new RedisCacheStore(raw, { namespace: ns, singleFlight: false, operationTimeout: 300 });
    expect(store.sharedFlights).toBeUndefined();
    await store.set('v2:abc', 'x', { ttlMs: 60_000 });
    expect(await raw.get(`${ns}{v2:abc}`)).toBe('x');
    expect(new RedisCacheStore(raw).sharedFlights).toBeDefined();
  });

  it('a bad second argument throws a typed RedisCacheStoreOptionsError instead of being ignored (#17)', () => {
    const cases: unknown[] = ['sluice:', 500, [], null, { leaseTtl: 0 }, { url: 'redis://x' }, { namespce: 'typo:' }];
    for (const settings of cases) {
      let thrown: unknown;
      try {
        new RedisCacheStore(raw, settings as never);
      } catch (error) {
        thrown = error;
      }
      expect(RedisCacheStoreOptionsError.isInstance(thrown), JSON.stringify(settings)).toBe(true);
      expect(thrown).toMatchObject({ code: 'CACHE_STORE_OPTIONS_INVALID' });
    }
    expect(() => new RedisCacheStore({ client: raw, namespce: 'typo:' } as never)).toThrow(/unknown option `namespce`/);
  });

  it('rejects a namespace with braces and non-integer timings, naming the option', () => {
    expect(() => new RedisCacheStore({ client: raw, namespace: 'app:{x}:' })).toThrow(/namespace/);
    expect(() => new RedisCacheStore({ client: raw, leaseTtl: 0 })).toThrow(/leaseTtl/);
    expect(() => new RedisCacheStore({ client: raw, pollInterval: 2.5 })).toThrow(/pollInterval/);
    expect(() => new RedisCacheStore({ client: raw, operationTimeout: -1 })).toThrow(/operationTimeout/);
  });
});

describe('RedisCacheStore through an outage (private redis-server)', () => {
  let server: RedisServer;

  beforeAll(async () => {
    server = await RedisServer.start();
  });

  afterAll(async () => {
    await server.dispose();
  });

  it('fails fast with CACHE_STORE_UNAVAILABLE while Redis is down, and recovers when it is back', async () => {
    const store = new RedisCacheStore({ url: server.url, namespace, operationTimeout: 300 });
    try {
      await store.set('a', 'before', { ttlMs: 60_000 });
      expect(await store.get('a')).toBe('before');
      await server.stop();
      const failure = await store.get('a').catch((error: unknown) => error);
      expect(CacheStoreError.isInstance(failure)).toBe(true);
      expect((failure as CacheStoreError).code).toBe('CACHE_STORE_UNAVAILABLE');
      await expect(store.set('b', 'during', { ttlMs: 60_000 })).rejects.toMatchObject({ operation: 'set' });
      expect(store.available).toBe(false);
      await server.restart();
      // The client reconnects by itself; the restarted server is empty (no persistence).
      await vi.waitFor(async () => {
        await store.set('c', 'after', { ttlMs: 60_000 });
        expect(await store.get('c')).toBe('after');
      }, { timeout: 5_000, interval: 100 });
      expect(store.available).toBe(true);
      expect(await store.get('a')).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it('ResponseCache degrades to misses with one warning when Redis stops between request and response', async () => {
    const events: CacheEvent[] = [];
    const warn = vi.fn();
    const store = new RedisCacheStore({ url: server.url, namespace, operationTimeout: 300 });
    const cache = new ResponseCache({ store, warn, onEvent: (e) => events.push(e) });
    try {
      const state: ResponseCacheState = {};
      expect(await cache.processLLMRequest(requestArgs({ state, text: 'outage' }))).toBeUndefined();
      await server.stop();
      cache.processLLMResponse(responseArgs({ state }));
      await cache.idle();
      expect(await cache.processLLMRequest(requestArgs({ state: {}, text: 'outage' }))).toBeUndefined();
      expect(events.map((e) => e.type)).toEqual(['miss', 'error', 'error', 'miss']);
      expect(events.at(-1)).toMatchObject({ reason: 'store-error' });
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      await store.close();
      await server.restart();
    }
  });
});

describe('RedisCacheStore with no Redis at startup', () => {
  it('waits once for the first connection, then fails fast until Redis is up', async () => {
    const port = await freePort();
    const store = new RedisCacheStore({ url: `redis://127.0.0.1:${port}`, namespace, operationTimeout: 200 });
    try {
      const first = (await store.get('a').catch((error: unknown) => error)) as CacheStoreError;
      expect(first.code).toBe('CACHE_STORE_UNAVAILABLE');
      expect((first.cause as Error).message).toContain('timed out');
      // The second operation does not wait for a connection again: ioredis refuses it at once.
      const second = (await store.get('a').catch((error: unknown) => error)) as CacheStoreError;
      expect(second.code).toBe('CACHE_STORE_UNAVAILABLE');
      expect((second.cause as Error).message).not.toContain('timed out');
      const server = await RedisServer.start({ port });
      try {
        await vi.waitFor(async () => {
          await store.set('a', 'up', { ttlMs: 60_000 });
          expect(await store.get('a')).toBe('up');
        }, { timeout: 5_000, interval: 100 });
      } finally {
        await server.dispose();
      }
    } finally {
      await store.close();
    }
  });
});
