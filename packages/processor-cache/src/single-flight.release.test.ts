import { Agent } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import type { CacheEvent } from './cache-event.js';
import type { CacheStore } from './cache-store.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import { ResponseCache, type ResponseCacheState } from './response-cache.js';
import { hookContext, requestArgs } from './test/hook-args.js';
import { MessageList } from '@sluice/core';
import { testModel } from './test/hook-args.js';

/** A memory store whose reads take `delayMs` (a slow Redis). */
function slowStore(delayMs: number): CacheStore {
  const inner = new MemoryCacheStore();
  return {
    get: async (key) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return inner.get(key);
    },
    set: (key, value, options) => inner.set(key, value, options),
    delete: (key) => inner.delete(key),
  };
}

describe('single-flight release on every exit path (#17)', () => {
  it('1,000 concurrent identical runs, half aborted at random points: all settle quickly and no flight is left', async () => {
    const model = new ScriptedModel([{ text: 'The opening hours are nine to five.' }], { loop: true, delayMs: 5 });
    const cache = new ResponseCache({ scope: 'global', singleFlightTimeout: 20_000, store: slowStore(3), warn: () => undefined });
    const agent = new Agent({ id: 'support', model, inputProcessors: [cache] });
    let lastAbort = performance.now();
    const runs = Array.from({ length: 1000 }, async (_, i) => {
      const controller = new AbortController();
      if (i % 2 === 0) {
        setTimeout(() => {
          controller.abort();
          lastAbort = Math.max(lastAbort, performance.now());
        }, Math.random() * 60);
      }
      try {
        await agent.generate('When are you open?', { abortSignal: controller.signal });
      } catch {
        // an aborted run rejects
      }
      return performance.now();
    });
    const ends = await Promise.all(runs);
    await cache.idle();
    expect(Math.max(...ends) - lastAbort).toBeLessThan(2_000);
    expect(cache.inFlight).toBe(0);
  }, 60_000);

  it('a leader aborted while store.get() is pending leaves no flight: a later identical call does not wait', async () => {
    const events: CacheEvent[] = [];
    const cache = new ResponseCache({ store: slowStore(50), singleFlightTimeout: 20_000, onEvent: (e) => events.push(e) });
    const controller = new AbortController();
    const leader = cache.processLLMRequest(requestArgs({ state: {}, abortSignal: controller.signal }));
    setTimeout(() => {
      controller.abort();
    }, 10);
    await leader;
    expect(cache.inFlight).toBe(0);
    const started = performance.now();
    expect(await cache.processLLMRequest(requestArgs({ state: {} }))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(events.filter((e) => e.type === 'wait')).toHaveLength(0);
  });

  it('a leader whose provider call failed (processAPIError, no abort, no processLLMResponse) releases its followers at once', async () => {
    const events: CacheEvent[] = [];
    const cache = new ResponseCache({ singleFlightTimeout: 20_000, onEvent: (e) => events.push(e) });
    const leaderState: ResponseCacheState = {};
    await cache.processLLMRequest(requestArgs({ state: leaderState }));
    const follower = cache.processLLMRequest(requestArgs({ state: {} }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    cache.processAPIError({
      ...hookContext(leaderState),
      error: new Error('provider down'),
      messages: [],
      messageList: new MessageList(),
      stepNumber: 0,
      steps: [],
      model: testModel,
    });
    expect(await follower).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(cache.inFlight).toBe(0);
  });

  it('a leader that never reports back (host dropped the call) holds its key only until its deadline, not per later call', async () => {
    const cache = new ResponseCache({ singleFlightTimeout: 300 });
    await cache.processLLMRequest(requestArgs({ state: {} }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await cache.processLLMRequest(requestArgs({ state: {} }));
    // Waited only for the rest of the leader's deadline (~100 ms), not a full timeout.
    expect(performance.now() - started).toBeLessThan(250);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(cache.inFlight).toBe(0);
  });
});
