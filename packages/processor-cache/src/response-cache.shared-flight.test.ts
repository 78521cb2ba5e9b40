import type { LanguageModelV3 } from '@ai-sdk/provider';
import { Agent, RequestContext, type StepOutcome } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { CacheEvent } from './cache-event.js';
import type { CacheStore } from './cache-store.js';
import { RedisCacheStore } from './redis-cache-store.js';
import { ResponseCache, type ResponseCacheState } from './response-cache.js';
import type { SharedFlightStore, SharedFlights } from './shared-flight.js';
import { deferredOutcome, requestArgs, responseArgs, textChunks } from './test/hook-args.js';

const namespace = `sluice:test:${crypto.randomUUID()}:`;

/** A ResponseCache on its own Redis connection: another process as far as Redis can tell. */
function processCache(options: { singleFlightTimeout?: number } = {}) {
  const events: CacheEvent[] = [];
  // Long poll and lease: a release faster than them comes from the holder's own message.
  const store = new RedisCacheStore({ url: inject('redisUrl'), namespace, pollInterval: 5_000, leaseTtl: 10_000 });
  const cache = new ResponseCache({ store, onEvent: (e) => events.push(e), ...options });
  return { store, cache, events };
}

describe('ResponseCache with single-flight across processes (hooks, real Redis)', () => {
  const stores: RedisCacheStore[] = [];
  let raw: Redis;

  beforeAll(() => {
    raw = new Redis(inject('redisUrl'));
  });

  afterAll(async () => {
    const keys = await raw.keys(`${namespace}*`);
    if (keys.length > 0) await raw.del(...keys);
    raw.disconnect();
    await Promise.all(stores.map((store) => store.close()));
  });

  function two() {
    const a = processCache();
    const b = processCache();
    stores.push(a.store, b.store);
    return { a, b };
  }

  it("a waiter replays the holder's accepted answer as soon as it is written", async () => {
    const { a, b } = two();
    const holder: ResponseCacheState = {};
    expect(await a.cache.processLLMRequest(requestArgs({ state: holder, text: 'shared' }))).toBeUndefined();
    const waiting = b.cache.processLLMRequest(requestArgs({ state: {}, text: 'shared' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const releasedAt = performance.now();
    a.cache.processLLMResponse(responseArgs({ state: holder, chunks: textChunks('from process a') }));
    const replay = await waiting;
    expect(performance.now() - releasedAt).toBeLessThan(1_000);
    expect(replay?.response?.chunks).toEqual(textChunks('from process a'));
    expect(b.events.map((e) => e.type)).toEqual(['wait', 'hit']);
    expect(b.events.at(-1)).toMatchObject({ source: 'single-flight' });
  });

  it.each<StepOutcome>(['error', 'tripwire', 'retried', 'aborted'])(
    "a holder whose step ends '%s' releases the waiter at once; it leads, and its answer is stored",
    async (outcome) => {
      const { a, b } = two();
      const text = `not accepted ${outcome}`;
      const holder: ResponseCacheState = {};
      await a.cache.processLLMRequest(requestArgs({ state: holder, text }));
      const waiter: ResponseCacheState = {};
      const waiting = b.cache.processLLMRequest(requestArgs({ state: waiter, text }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const releasedAt = performance.now();
      a.cache.processLLMResponse(responseArgs({ state: holder, outcome }));
      expect(await waiting).toBeUndefined();
      expect(performance.now() - releasedAt).toBeLessThan(1_000);
      expect(b.events.find((e) => e.type === 'miss')).toMatchObject({ leader: true });
      b.cache.processLLMResponse(responseArgs({ state: waiter, chunks: textChunks('takeover') }));
      await Promise.all([a.cache.idle(), b.cache.idle()]);
      expect(b.events.at(-1)).toMatchObject({ type: 'store' });
      const again = await a.cache.processLLMRequest(requestArgs({ state: {}, text }));
      expect(again?.response?.chunks).toEqual(textChunks('takeover'));
    },
  );

  it("a holder whose provider call failed (no processLLMResponse) releases the waiter at its next request", async () => {
    const { a, b } = two();
    const holder: ResponseCacheState = {};
    await a.cache.processLLMRequest(requestArgs({ state: holder, text: 'provider failed' }));
    const waiting = b.cache.processLLMRequest(requestArgs({ state: {}, text: 'provider failed' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const releasedAt = performance.now();
    // The loop retries: the next request of the same run abandons the failed call.
    void a.cache.processLLMRequest(requestArgs({ state: holder, text: 'another prompt' }));
    expect(await waiting).toBeUndefined();
    expect(performance.now() - releasedAt).toBeLessThan(1_000);
  });

  it("a holder's run that fails on a provider error releases the other process's waiter at once", async () => {
    const { a, b } = two();
    let failNow: () => void = () => undefined;
    const failing = new Promise<void>((resolve) => {
      failNow = resolve;
    });
    const broken = new ScriptedModel([{ throws: { statusCode: 400, body: { error: 'bad request' } } }]);
    const holderModel: LanguageModelV3 = {
      specificationVersion: 'v3',
      provider: broken.provider,
      modelId: broken.modelId,
      supportedUrls: {},
      doGenerate: (options) => broken.doGenerate(options),
      doStream: async (options) => {
        await failing;
        return broken.doStream(options);
      },
    };
    const user = () => ({ requestContext: new RequestContext([['resourceId', 'user-1']]) });
    const holder = new Agent({ id: 'h', model: holderModel, inputProcessors: [a.cache], modelSettings: { maxRetries: 0 } });
    const waiterModel = new ScriptedModel([{ text: 'after the failure' }]);
    const waiter = new Agent({ id: 'w', model: waiterModel, inputProcessors: [b.cache] });
    const held = holder.generate('provider error run', user());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waited = waiter.generate('provider error run', user());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(b.events.map((e) => e.type)).toEqual(['wait']);
    const failedAt = performance.now();
    failNow();
    await expect(held).rejects.toThrow();
    expect((await waited).text).toBe('after the failure');
    expect(performance.now() - failedAt).toBeLessThan(1_000);
  });

  it('a holder that was aborted releases the waiter at once', async () => {
    const { a, b } = two();
    const controller = new AbortController();
    await a.cache.processLLMRequest(requestArgs({ state: {}, text: 'aborted', abortSignal: controller.signal }));
    const waiting = b.cache.processLLMRequest(requestArgs({ state: {}, text: 'aborted' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const releasedAt = performance.now();
    controller.abort();
    expect(await waiting).toBeUndefined();
    expect(performance.now() - releasedAt).toBeLessThan(1_000);
  });

  it("a holder whose lease was taken over does not overwrite the new holder's entry (skip 'lease-lost')", async () => {
    const { a, b } = two();
    const former: ResponseCacheState = {};
    await a.cache.processLLMRequest(requestArgs({ state: former, text: 'fenced' }));
    const miss = a.events.find((e): e is Extract<CacheEvent, { type: 'miss' }> => e.type === 'miss');
    const leaseKey = `${namespace}{${miss?.key ?? ''}}:lease`;
    expect(await raw.exists(leaseKey)).toBe(1);
    await raw.pexpire(leaseKey, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const current: ResponseCacheState = {};
    expect(await b.cache.processLLMRequest(requestArgs({ state: current, text: 'fenced' }))).toBeUndefined();
    b.cache.processLLMResponse(responseArgs({ state: current, chunks: textChunks('newer') }));
    await b.cache.idle();
    a.cache.processLLMResponse(responseArgs({ state: former, chunks: textChunks('stale') }));
    await a.cache.idle();
    expect(a.events.at(-1)).toMatchObject({ type: 'skip', reason: 'lease-lost' });
    const read = await processCache().cache.processLLMRequest(requestArgs({ state: {}, text: 'fenced' }));
    expect(read?.response?.chunks).toEqual(textChunks('newer'));
  });

  it('a waiter never waits past singleFlightTimeout: then it makes its own call', async () => {
    const holder = processCache();
    const waiter = processCache({ singleFlightTimeout: 300 });
    stores.push(holder.store, waiter.store);
    const held: ResponseCacheState = {};
    await holder.cache.processLLMRequest(requestArgs({ state: held, text: 'slow holder' }));
    const started = performance.now();
    expect(await waiter.cache.processLLMRequest(requestArgs({ state: {}, text: 'slow holder' }))).toBeUndefined();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(1_300);
    expect(waiter.events.find((e) => e.type === 'miss')).toMatchObject({ reason: 'single-flight-fallback' });
    holder.cache.processLLMResponse(responseArgs({ state: held, outcome: 'error' }));
    await holder.cache.idle();
  });

  it('one lease per process and key: 10 identical concurrent misses in one process ask Redis once', async () => {
    const redis = new RedisCacheStore({ url: inject('redisUrl'), namespace });
    stores.push(redis);
    const shared = redis.sharedFlights!;
    let leads = 0;
    const counting: SharedFlights = {
      tryLead: (key, options) => {
        leads++;
        return shared.tryLead(key, options);
      },
      awaitLeader: (key, options) => shared.awaitLeader(key, options),
    };
    const store: SharedFlightStore & CacheStore = {
      get: (key) => redis.get(key),
      set: (key, value, options) => redis.set(key, value, options),
      delete: (key) => redis.delete(key),
      sharedFlights: counting,
    };
    const cache = new ResponseCache({ store });
    const states = Array.from({ length: 10 }, (): ResponseCacheState => ({}));
    const { promise, resolve } = deferredOutcome();
    const requests = states.map((state) => cache.processLLMRequest(requestArgs({ state, text: 'one lease' })));
    // The leader is whichever request resolves first (its key hash may finish before the others'):
    // the waiters resolve only once it answered.
    const leader = await Promise.race(requests.map((request, index) => request.then((result) => ({ index, result }))));
    expect(leader.result).toBeUndefined();
    cache.processLLMResponse({ ...responseArgs({ state: states[leader.index]! }), stepOutcome: promise });
    resolve('accepted');
    const rest = await Promise.all(requests.filter((_, index) => index !== leader.index));
    expect(rest.every((result) => result?.response !== undefined)).toBe(true);
    expect(leads).toBe(1);
  });
});
