import { MessageList, ProcessorOptionsError, RequestContext } from '@sluice/core';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_CONTROL_KEY } from './cache-control.js';
import type { CacheEvent } from './cache-event.js';
import type { CacheStore } from './cache-store.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import { ResponseCache, type ResponseCacheState } from './response-cache.js';
import { ResponseCacheOptionsError } from './response-cache-options-error.js';
import {
  forResource,
  hookContext,
  requestArgs,
  responseArgs,
  textChunks,
  type RequestArgsOptions,
  type ResponseArgsOptions,
} from './test/hook-args.js';

function setup(options: ConstructorParameters<typeof ResponseCache>[0] = {}) {
  const events: CacheEvent[] = [];
  const cache = new ResponseCache({ onEvent: (e) => events.push(e), warn: () => undefined, ...options });
  /** One model call through both hooks: returns the replayed chunks on a hit, else stores `chunks`. */
  async function call(
    request: Omit<RequestArgsOptions, 'state'> = {},
    response: Omit<ResponseArgsOptions, 'state'> = {},
  ) {
    const state: ResponseCacheState = {};
    const result = await cache.processLLMRequest(requestArgs({ ...request, state }));
    const replay = result?.response?.chunks;
    cache.processLLMResponse(
      responseArgs({ ...response, state, fromCache: replay !== undefined, chunks: replay ?? response.chunks ?? textChunks('Hi there!') }),
    );
    await cache.idle();
    return replay;
  }
  return { cache, events, call, types: () => events.map((e) => e.type) };
}

describe('ResponseCache', () => {
  it('processLLMRequest() misses, then replays the stored chunks identically', async () => {
    const { call, types } = setup();
    const chunks = textChunks('The answer is 42.', 5);
    expect(await call({}, { chunks })).toBeUndefined();
    expect(await call()).toEqual(chunks);
    expect(types()).toEqual(['miss', 'store', 'hit']);
  });

  it('processLLMResponse() does not store replayed chunks again', async () => {
    const { call, types } = setup();
    await call();
    await call();
    await call();
    expect(types()).toEqual(['miss', 'store', 'hit', 'hit']);
  });

  it.each(['retried', 'tripwire', 'error', 'aborted'] as const)(
    'processLLMResponse() never stores a step whose outcome is %s',
    async (outcome) => {
      const { call, events } = setup();
      await call({}, { outcome });
      expect(events.at(-1)).toMatchObject({ type: 'skip', reason: 'not-accepted' });
      expect(await call()).toBeUndefined();
    },
  );

  it('processLLMResponse() never stores a response holding an error chunk', async () => {
    const { call, events } = setup();
    await call({}, { chunks: [...textChunks('partial'), { type: 'error', payload: { error: 'boom' } }] });
    expect(events.at(-1)).toMatchObject({ type: 'skip', reason: 'unsafe-chunks' });
    expect(await call()).toBeUndefined();
  });

  it('processLLMResponse() waits for the run to settle before storing', async () => {
    const { cache, events } = setup();
    const state: ResponseCacheState = {};
    await cache.processLLMRequest(requestArgs({ state }));
    let settle: (o: 'accepted') => void = () => undefined;
    const outcome = new Promise<'accepted'>((r) => (settle = r));
    cache.processLLMResponse(responseArgs({ state, outcome }));
    await new Promise((r) => setTimeout(r, 5));
    expect(events.map((e) => e.type)).toEqual(['miss']);
    settle('accepted');
    await cache.idle();
    expect(events.map((e) => e.type)).toEqual(['miss', 'store']);
  });

  describe('scope', () => {
    it('never serves one resource the answer of another', async () => {
      const { call } = setup();
      await call({ resource: 'tenant-a' }, { chunks: textChunks('for A') });
      expect(await call({ resource: 'tenant-b' })).toBeUndefined();
      expect(await call({ resource: 'tenant-a' })).toEqual(textChunks('for A'));
    });

    it('caches nothing for a call without a resource id by default', async () => {
      const { call, events } = setup();
      await call({ resource: undefined });
      expect(await call({ resource: undefined })).toBeUndefined();
      expect(events).toEqual([
        { type: 'skip', reason: 'no-scope' },
        { type: 'skip', reason: 'no-scope' },
      ]);
    });

    it("shares between every caller with scope: 'global'", async () => {
      const { call } = setup({ scope: 'global' });
      await call({ resource: undefined }, { chunks: textChunks('shared') });
      expect(await call({ resource: 'someone' })).toEqual(textChunks('shared'));
    });

    it('uses a scope function of the request context', async () => {
      const { call } = setup({ scope: ({ requestContext }) => requestContext.get('org') as string | undefined });
      const org = (id: string) => new RequestContext([['org', id]]);
      await call({ requestContext: org('o1') }, { chunks: textChunks('org one') });
      expect(await call({ requestContext: org('o2') })).toBeUndefined();
      expect(await call({ requestContext: org('o1') })).toEqual(textChunks('org one'));
    });
  });

  describe('key', () => {
    it.each([
      ['the prompt', { text: 'other question' }],
      ['the model', { model: new MockLanguageModelV3({ provider: 'test', modelId: 'model-2' }) }],
      ['the provider', { model: new MockLanguageModelV3({ provider: 'other', modelId: 'model-1' }) }],
      ['the tools', { callOptions: { tools: [{ name: 'weather', inputSchema: { type: 'object' } }] } }],
      ['the tool choice', { callOptions: { toolChoice: { type: 'required' } } }],
      ['the settings', { callOptions: { settings: { temperature: 0.7 } } }],
      ['the output schema', { callOptions: { responseFormat: { type: 'json', schema: { type: 'object' } } } }],
      ['the provider options', { callOptions: { providerOptions: { openai: { reasoningEffort: 'high' } } } }],
    ])('changes with %s', async (_what, change) => {
      const { call } = setup();
      await call();
      expect(await call(change)).toBeUndefined();
    });

    it('ignores transport headers and retry settings', async () => {
      const { call } = setup();
      await call({ callOptions: { settings: { temperature: 0, headers: { 'x-request-id': '1' }, maxRetries: 2 } } });
      const replay = await call({ callOptions: { settings: { maxRetries: 0, headers: { 'x-request-id': '2' }, temperature: 0 } } });
      expect(replay).toEqual(textChunks('Hi there!'));
    });
  });

  describe('per-call control', () => {
    it('bypass neither reads nor writes', async () => {
      const { call, events } = setup();
      await call();
      const bypass = forResource('user-1').set(CACHE_CONTROL_KEY, { bypass: true });
      expect(await call({ requestContext: bypass }, { chunks: textChunks('fresh') })).toBeUndefined();
      expect(events.at(-1)).toEqual({ type: 'skip', reason: 'bypass' });
      expect(await call()).toEqual(textChunks('Hi there!'));
    });

    it('bust deletes the entry and stores the fresh answer', async () => {
      const { call, events } = setup();
      await call();
      const bust = forResource('user-1').set(CACHE_CONTROL_KEY, { bust: true });
      expect(await call({ requestContext: bust }, { chunks: textChunks('fresh') })).toBeUndefined();
      expect(events.slice(-2).map((e) => e.type)).toEqual(['miss', 'store']);
      expect(events.at(-2)).toMatchObject({ reason: 'bust' });
      expect(await call()).toEqual(textChunks('fresh'));
    });
  });

  it('expires entries after ttl (injectable clock)', async () => {
    let now = 1_000;
    const clock = { now: () => now };
    const { call, events } = setup({ ttl: 60_000, clock, store: new MemoryCacheStore({ clock }) });
    await call();
    now += 59_999;
    expect(await call()).toEqual(textChunks('Hi there!'));
    now += 2;
    expect(await call()).toBeUndefined();
    expect(events.filter((e) => e.type === 'miss').map((e) => e.type === 'miss' && e.reason)).toEqual(['absent', 'absent']);
  });

  it('expires entries by its own clock even when the store keeps them', async () => {
    let now = 0;
    const { call, events } = setup({ ttl: 1_000, clock: { now: () => now } });
    await call();
    now = 1_000;
    expect(await call()).toBeUndefined();
    expect(events.find((e) => e.type === 'miss' && e.reason === 'expired')).toBeDefined();
  });

  it('treats an entry of another format version as a miss and removes it', async () => {
    const store = new MemoryCacheStore();
    const { cache, call, events } = setup({ store });
    await call();
    const key = events.find((e): e is Extract<CacheEvent, { type: 'store' }> => e.type === 'store')!.key;
    const stored = JSON.parse((await store.get(key))!) as Record<string, unknown>;
    await store.set(key, JSON.stringify({ ...stored, v: 0 }), { ttlMs: 60_000 });
    expect(await call()).toBeUndefined();
    expect(events.at(-2)).toMatchObject({ type: 'miss', reason: 'stale-version' });
    expect(cache.store).toBe(store);
  });

  it('does not store responses over maxEntryBytes', async () => {
    const { call, events } = setup({ maxEntryBytes: 200 });
    await call({}, { chunks: textChunks('x'.repeat(500)) });
    expect(events.at(-1)).toMatchObject({ type: 'skip', reason: 'too-large' });
    expect(await call()).toBeUndefined();
  });

  it('degrades to misses with one warning when the store fails, never failing the call', async () => {
    const failing: CacheStore = {
      get: () => Promise.reject(new Error('store down')),
      set: () => Promise.reject(new Error('store down')),
      delete: () => Promise.reject(new Error('store down')),
    };
    const warn = vi.fn();
    const { call, events } = setup({ store: failing, warn });
    expect(await call()).toBeUndefined();
    expect(await call()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('store down');
    expect(events.filter((e) => e.type === 'error').length).toBeGreaterThanOrEqual(2);
  });

  it('processOutputStream() delays replayed deltas by replayDelay and passes live ones synchronously', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ResponseCache({ replayDelay: 50 });
      const part = { type: 'text-delta', runId: 'r', from: 'AGENT', payload: { id: 't', text: 'x' } } as const;
      const base = { ...hookContext({ replaying: false }), streamParts: [], messageList: new MessageList() };
      expect(cache.processOutputStream({ ...base, part })).toBe(part);
      let released = false;
      const paced = Promise.resolve(cache.processOutputStream({ ...base, state: { replaying: true }, part })).then((out) => {
        released = true;
        return out;
      });
      await vi.advanceTimersByTimeAsync(49);
      expect(released).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await paced).toBe(part);
    } finally {
      vi.useRealTimers();
    }
  });

  it('swallows errors thrown by onEvent', async () => {
    const cache = new ResponseCache({ onEvent: () => { throw new Error('metrics down'); } });
    const state: ResponseCacheState = {};
    await expect(cache.processLLMRequest(requestArgs({ state }))).resolves.toBeUndefined();
  });

  it('rejects invalid options with CACHE_OPTIONS_INVALID', () => {
    const attempt = () => new ResponseCache({ ttl: -1, store: {} as CacheStore });
    expect(attempt).toThrow(ResponseCacheOptionsError);
    try {
      attempt();
    } catch (error) {
      expect(ResponseCacheOptionsError.isInstance(error)).toBe(true);
      expect((error as ResponseCacheOptionsError).code).toBe('CACHE_OPTIONS_INVALID');
      expect((error as ResponseCacheOptionsError).issues.map((i) => i.path)).toEqual(['store', 'ttl']);
    }
  });

  it('rejects unknown options, naming the nearest valid key', () => {
    expect(() => new ResponseCache({ tll: 5 } as never)).toThrow(ResponseCacheOptionsError);
    try {
      new ResponseCache({ tll: 5 } as never);
      expect.unreachable();
    } catch (error) {
      expect(ProcessorOptionsError.isInstance(error)).toBe(true);
      expect((error as ResponseCacheOptionsError).processorName).toBe('ResponseCache');
      expect((error as ResponseCacheOptionsError).issues).toEqual([
        expect.objectContaining({ path: 'tll', key: 'tll', suggestion: 'ttl' }),
      ]);
    }
  });

  it('lists the allowed scopes of an invalid scope', () => {
    try {
      new ResponseCache({ scope: 'globl' as never });
      expect.unreachable();
    } catch (error) {
      expect((error as ResponseCacheOptionsError).issues).toEqual([
        { path: 'scope', message: 'invalid value (or expected a function)', suggestion: 'global', allowed: ['resource', 'global'] },
      ]);
    }
  });
});
