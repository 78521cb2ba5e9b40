import { describe, expect, it, vi } from 'vitest';
import type { CacheEvent } from './cache-event.js';
import { ResponseCache, type ResponseCacheState } from './response-cache.js';
import { SingleFlight, waitForFlight } from './single-flight.js';
import { deferredOutcome, requestArgs, responseArgs, textChunks } from './test/hook-args.js';

/** Resolves once `count` calls are waiting on a flight (key hashing is asynchronous). */
async function waitingCalls(events: readonly CacheEvent[], count: number): Promise<void> {
  await vi.waitFor(() => {
    expect(events.filter((e) => e.type === 'wait')).toHaveLength(count);
  });
}

describe('SingleFlight', () => {
  it('lead() returns undefined while a flight for the key runs, and a new one after it settles', () => {
    const flights = new SingleFlight();
    const first = flights.lead('k', {});
    expect(first).toBeDefined();
    expect(flights.lead('k', {})).toBeUndefined();
    first?.settle('v');
    expect(flights.size).toBe(0);
    expect(flights.lead('k', {})).toBeDefined();
  });

  it('settle() keeps the first value', async () => {
    const flight = new SingleFlight().lead('k', {})!;
    flight.settle('first');
    flight.settle('second');
    expect(await flight.result).toBe('first');
  });

  it('waitForFlight() gives up with undefined on timeout and on abort', async () => {
    const flight = new SingleFlight().lead('k', {})!;
    expect(await waitForFlight(flight, 5, new AbortController().signal)).toBeUndefined();
    const controller = new AbortController();
    const waiting = waitForFlight(flight, 60_000, controller.signal);
    controller.abort();
    expect(await waiting).toBeUndefined();
  });
});

describe('ResponseCache single-flight', () => {
  function setup(options: ConstructorParameters<typeof ResponseCache>[0] = {}) {
    const events: CacheEvent[] = [];
    const cache = new ResponseCache({ onEvent: (e) => events.push(e), ...options });
    return { cache, events };
  }

  it('processLLMRequest() makes identical concurrent misses wait for the leader, then replay its answer', async () => {
    const { cache, events } = setup();
    const leader: ResponseCacheState = {};
    expect(await cache.processLLMRequest(requestArgs({ state: leader }))).toBeUndefined();
    const followers = Array.from({ length: 5 }, () => cache.processLLMRequest(requestArgs({ state: {} })));
    await waitingCalls(events, 5);
    const outcome = deferredOutcome();
    const chunks = textChunks('only once');
    cache.processLLMResponse(responseArgs({ state: leader, chunks, outcome: outcome.promise }));
    outcome.resolve('accepted');
    const results = await Promise.all(followers);
    for (const result of results) expect(result?.response?.chunks).toEqual(chunks);
    expect(events.filter((e) => e.type === 'hit' && e.source === 'single-flight')).toHaveLength(5);
    expect(events.filter((e) => e.type === 'miss')).toEqual([expect.objectContaining({ leader: true })]);
  });

  it.each(['tripwire', 'error', 'retried', 'aborted'] as const)(
    'followers fall back to their own call when the leader step is %s',
    async (outcome) => {
      const { cache, events } = setup();
      const leader: ResponseCacheState = {};
      await cache.processLLMRequest(requestArgs({ state: leader }));
      const follower = cache.processLLMRequest(requestArgs({ state: {} }));
      await waitingCalls(events, 1);
      cache.processLLMResponse(responseArgs({ state: leader, outcome }));
      expect(await follower).toBeUndefined();
      expect(events.at(-1)).toMatchObject({ type: 'miss', reason: 'single-flight-fallback' });
    },
  );

  it('followers fall back after singleFlightTimeout', async () => {
    const { cache, events } = setup({ singleFlightTimeout: 10 });
    await cache.processLLMRequest(requestArgs({ state: {} }));
    expect(await cache.processLLMRequest(requestArgs({ state: {} }))).toBeUndefined();
    expect(events.at(-1)).toMatchObject({ type: 'miss', reason: 'single-flight-fallback', leader: false });
  });

  it('a leader whose call never reached processLLMResponse releases its followers on its next request', async () => {
    const { cache, events } = setup();
    const leader: ResponseCacheState = {};
    await cache.processLLMRequest(requestArgs({ state: leader }));
    const follower = cache.processLLMRequest(requestArgs({ state: {} }));
    await waitingCalls(events, 1);
    // Provider error, then the loop retries the same call: the leader must not wait on itself.
    expect(await cache.processLLMRequest(requestArgs({ state: leader }))).toBeUndefined();
    expect(await follower).toBeUndefined();
  });

  it('a leader aborted by its caller releases its followers', async () => {
    const { cache, events } = setup();
    const controller = new AbortController();
    await cache.processLLMRequest(requestArgs({ state: {}, abortSignal: controller.signal }));
    const follower = cache.processLLMRequest(requestArgs({ state: {} }));
    await waitingCalls(events, 1);
    controller.abort();
    expect(await follower).toBeUndefined();
  });

  it('does not deduplicate when singleFlight is false', async () => {
    const { cache, events } = setup({ singleFlight: false });
    await cache.processLLMRequest(requestArgs({ state: {} }));
    await cache.processLLMRequest(requestArgs({ state: {} }));
    expect(events.map((e) => e.type === 'miss' && e.leader)).toEqual([false, false]);
  });
});
