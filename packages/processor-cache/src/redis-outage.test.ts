import { Agent } from '@sluice/core';
import { CACHE_ENTRY_VERSION } from './cache-entry.js';
import { ScriptedModel } from '@sluice/conformance';
import { freePort, RedisServer } from '@sluice/test-services';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import type { CacheEvent } from './cache-event.js';
import { RedisCacheStore } from './redis-cache-store.js';
import { ResponseCache } from './response-cache.js';

const namespace = `sluice:test:${crypto.randomUUID()}:`;

function cacheOn(store: RedisCacheStore, events: CacheEvent[], warn = vi.fn()): ResponseCache {
  return new ResponseCache({ store, scope: 'global', warn, onEvent: (e) => events.push(e) });
}

describe('outages with cross-process single-flight on', () => {
  it('Redis unreachable at start: the agent answers within the store timeout, and a Redis that comes up is picked up', async () => {
    const port = await freePort();
    const events: CacheEvent[] = [];
    const store = new RedisCacheStore({ url: `redis://127.0.0.1:${port}`, namespace, operationTimeout: 200 });
    const model = new ScriptedModel([{ text: 'answered without redis' }], { loop: true });
    const cache = cacheOn(store, events);
    const agent = new Agent({ id: 'a', model, inputProcessors: [cache] });
    try {
      const started = performance.now();
      expect((await agent.generate('q')).text).toBe('answered without redis');
      expect(performance.now() - started).toBeLessThan(200 + 500);
      await cache.idle();
      expect(events.find((e) => e.type === 'miss')).toMatchObject({ reason: 'store-error', leader: true });
      expect(events.some((e) => e.type === 'wait')).toBe(false);
      const server = await RedisServer.start({ port });
      try {
        await vi.waitFor(async () => {
          await agent.generate('q');
          await cache.idle();
          expect(events.at(-1)).toMatchObject({ type: 'store' });
        }, { timeout: 5_000, interval: 100 });
        await agent.generate('q');
        expect(events.at(-1)).toMatchObject({ type: 'hit', source: 'store' });
      } finally {
        await store.close();
        await server.dispose();
      }
    } finally {
      await store.close();
    }
  });

  describe('Redis killed while a process waits for another one (private redis-server)', () => {
    let server: RedisServer;

    beforeAll(async () => {
      server = await RedisServer.start();
    });

    afterAll(async () => {
      await server.dispose();
    });

    it('both runs answer, the waiter within the store timeout of the outage; caching and single-flight resume after a restart', async () => {
      const options = { url: server.url, namespace, operationTimeout: 300, pollInterval: 5_000, leaseTtl: 10_000 };
      const holderStore = new RedisCacheStore(options);
      const waiterStore = new RedisCacheStore(options);
      const holderEvents: CacheEvent[] = [];
      const waiterEvents: CacheEvent[] = [];
      const holderModel = new ScriptedModel([{ text: 'holder answer' }], { loop: true, delayMs: 150 });
      const waiterModel = new ScriptedModel([{ text: 'waiter answer' }], { loop: true });
      const holderCache = cacheOn(holderStore, holderEvents);
      const waiterCache = cacheOn(waiterStore, waiterEvents);
      const holder = new Agent({ id: 'h', model: holderModel, inputProcessors: [holderCache] });
      const waiter = new Agent({ id: 'w', model: waiterModel, inputProcessors: [waiterCache] });
      try {
        const holding = holder.generate('outage q');
        await vi.waitFor(() => { expect(holderEvents.map((e) => e.type)).toContain('miss'); });
        const waiting = waiter.generate('outage q');
        await vi.waitFor(() => { expect(waiterEvents.map((e) => e.type)).toEqual(['wait']); });
        const stoppedAt = performance.now();
        await server.stop();
        expect((await waiting).text).toBe('waiter answer');
        // Long poll and lease: only the lost connection could release it this early.
        expect(performance.now() - stoppedAt).toBeLessThan(300 + 700);
        expect(waiterEvents.find((e) => e.type === 'miss')).toMatchObject({ reason: 'store-error' });
        expect((await holding).text).toBe('holder answer');
        await Promise.all([holderCache.idle(), waiterCache.idle()]);
        expect(holderEvents.some((e) => e.type === 'error' && e.operation === 'commit')).toBe(true);

        await server.restart();
        await vi.waitFor(async () => {
          await holderStore.get('probe');
          await waiterStore.get('probe');
        }, { timeout: 5_000, interval: 100 });
        const before = holderModel.calls.length + waiterModel.calls.length;
        const [a, b] = await Promise.all([holder.generate('after restart'), waiter.generate('after restart')]);
        expect(a.text).toBe(b.text);
        expect(holderModel.calls.length + waiterModel.calls.length - before).toBe(1);
      } finally {
        await Promise.all([holderStore.close(), waiterStore.close()]);
      }
    }, 30_000);
  });
});

describe('corrupt or foreign values under our keys (shared Redis)', () => {
  let raw: Redis;
  let store: RedisCacheStore;

  beforeAll(() => {
    raw = new Redis(inject('redisUrl'));
    store = new RedisCacheStore({ url: inject('redisUrl'), namespace, pollInterval: 5_000 });
  });

  afterAll(async () => {
    const keys = await raw.keys(`${namespace}*`);
    if (keys.length > 0) await raw.del(...keys);
    raw.disconnect();
    await store.close();
  });

  /** The key the cache uses for `prompt` (from a first run's `store` event), then emptied. */
  async function keyOf(prompt: string): Promise<string> {
    const events: CacheEvent[] = [];
    const cache = cacheOn(store, events);
    await new Agent({ id: 'k', model: new ScriptedModel([{ text: 'x' }]), inputProcessors: [cache] }).generate(prompt);
    await cache.idle();
    const stored = events.find((e): e is Extract<CacheEvent, { type: 'store' }> => e.type === 'store');
    if (stored === undefined) throw new Error('nothing stored');
    await raw.del(`${namespace}{${stored.key}}`);
    return stored.key;
  }

  it.each([
    ['a string that is not JSON', (name: string) => raw.set(name, 'not json {')],
    ['JSON of another shape', (name: string) => raw.set(name, JSON.stringify({ v: CACHE_ENTRY_VERSION, chunks: 'nope' }))],
    ['a hash (another Redis type)', (name: string) => raw.hset(name, 'field', 'value')],
  ])('%s is a miss (malformed), reported, never replayed, and replaced', async (_, plant) => {
    const prompt = `corrupt ${crypto.randomUUID()}`;
    const key = await keyOf(prompt);
    await plant(`${namespace}{${key}}`);
    const events: CacheEvent[] = [];
    const warn = vi.fn();
    const cache = cacheOn(store, events, warn);
    const model = new ScriptedModel([{ text: 'live answer' }]);
    const result = await new Agent({ id: 'c', model, inputProcessors: [cache] }).generate(prompt);
    await cache.idle();
    expect(result.text).toBe('live answer');
    expect(model.calls).toHaveLength(1);
    expect(events.find((e) => e.type === 'miss')).toMatchObject({ reason: 'malformed' });
    expect(warn).not.toHaveBeenCalled();
    expect(events.at(-1)).toMatchObject({ type: 'store' });
    expect(await raw.type(`${namespace}{${key}}`)).toBe('string');
  });

  it("a waiter handed a corrupt entry by a foreign 'done' never replays it: it makes its own call", async () => {
    const prompt = `foreign ${crypto.randomUUID()}`;
    const key = await keyOf(prompt);
    await raw.set(`${namespace}{${key}}:lease`, 'someone-else', 'PX', 10_000);
    const events: CacheEvent[] = [];
    const cache = cacheOn(store, events);
    const model = new ScriptedModel([{ text: 'own answer' }]);
    const running = new Agent({ id: 'f', model, inputProcessors: [cache] }).generate(prompt);
    await vi.waitFor(() => { expect(events.map((e) => e.type)).toEqual(['wait']); });
    await raw.set(`${namespace}{${key}}`, JSON.stringify({ v: CACHE_ENTRY_VERSION, garbage: true }));
    await raw.publish(`${namespace}{${key}}:flight`, 'done');
    expect((await running).text).toBe('own answer');
    expect(events.find((e) => e.type === 'miss')).toMatchObject({ reason: 'malformed' });
  });
});
