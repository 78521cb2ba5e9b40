import { Agent, createTool, InMemoryStorage, RequestContext, type ChunkType, type Processor } from '@sluice/core';
import { z } from 'zod';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { ScriptedModel, ScriptedModelV2 } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import type { CacheEvent } from './cache-event.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import { ResponseCache } from './response-cache.js';

/** Reads a run's full stream, without the run id (which differs per run). */
async function drain(stream: ReadableStream<ChunkType>): Promise<unknown[]> {
  const chunks: unknown[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    const { runId: _runId, ...rest } = value;
    chunks.push(rest);
  }
}

function setup(options: ConstructorParameters<typeof ResponseCache>[0] = {}, delayMs = 0) {
  const events: CacheEvent[] = [];
  const model = new ScriptedModel([{ text: 'The opening hours are nine to five.' }], { loop: true, delayMs });
  const cache = new ResponseCache({ onEvent: (e) => events.push(e), warn: () => undefined, ...options });
  const agent = new Agent({
    id: 'support',
    model,
    instructions: 'Answer briefly.',
    inputProcessors: [cache],
    memory: { storage: new InMemoryStorage() },
  });
  let thread = 0;
  /** A run of `resource` on a fresh thread (so the prompt holds no history). */
  const run = async (resource: string, input = 'When are you open?', extra: Parameters<Agent['stream']>[1] = {}) => {
    thread += 1;
    const result = await agent.stream(input, { memory: { thread: `thread-${thread}`, resource }, ...extra });
    const chunks = await drain(result.fullStream);
    await cache.idle();
    return chunks;
  };
  return { model, cache, agent, events, run };
}

describe('ResponseCache through agent.stream()', () => {
  it('the second identical run makes no model call and streams identical chunks', async () => {
    const { model, run, events } = setup();
    const first = await run('user-1');
    const second = await run('user-1');
    expect(model.calls).toHaveLength(1);
    expect(second).toEqual(first);
    expect(events.map((e) => e.type)).toEqual(['miss', 'store', 'hit']);
  });

  it('scopes entries per resource: another resource calls the model', async () => {
    const { model, run } = setup();
    await run('tenant-a');
    await run('tenant-b');
    await run('tenant-a');
    expect(model.calls).toHaveLength(2);
  });

  it('uses a resourceId set on requestContext when the call has no memory', async () => {
    const { model, agent, cache } = setup();
    for (let i = 0; i < 2; i++) {
      const requestContext = new RequestContext([['resourceId', 'user-9']]);
      await agent.generate('When are you open?', { requestContext });
      await cache.idle();
    }
    await agent.generate('When are you open?');
    await cache.idle();
    expect(model.calls).toHaveLength(2);
  });

  it('never caches a response that errored mid-stream', async () => {
    const events: CacheEvent[] = [];
    const model = new ScriptedModel(
      [{ text: 'partial answer', streamError: { error: new Error('connection reset'), after: 2 } }, { text: 'full answer' }],
    );
    const cache = new ResponseCache({ scope: 'global', onEvent: (e) => events.push(e) });
    const agent = new Agent({ id: 'a', model, inputProcessors: [cache], modelSettings: { maxRetries: 0 } });
    await expect(agent.generate('question')).rejects.toBeDefined();
    await cache.idle();
    const second = await agent.generate('question');
    await cache.idle();
    expect(second.text).toBe('full answer');
    expect(model.calls).toHaveLength(2);
    expect(events.filter((e) => e.type === 'store')).toHaveLength(1);
  });

  it('never caches a response an output processor tripped on', async () => {
    const model = new ScriptedModel([{ text: 'a forbidden answer' }], { loop: true });
    const cache = new ResponseCache({ scope: 'global' });
    const guard: Processor = {
      id: 'guard',
      processOutputStream: ({ part, abort }) => {
        if (part.type === 'text-delta' && part.payload.text.includes('forbidden')) abort('blocked');
        return part;
      },
    };
    const agent = new Agent({ id: 'a', model, inputProcessors: [cache], outputProcessors: [guard] });
    const blocked = await agent.generate('question');
    await cache.idle();
    expect(blocked.tripwire).toBeDefined();
    // Without the guard the same call must reach the model again: nothing was stored.
    await agent.generate('question', { outputProcessors: [] });
    await cache.idle();
    expect(model.calls).toHaveLength(2);
  });

  it('never caches a step an output processor retried', async () => {
    const model = new ScriptedModel([{ text: 'first draft' }, { text: 'second draft' }, { text: 'third' }]);
    const events: CacheEvent[] = [];
    const cache = new ResponseCache({ scope: 'global', onEvent: (e) => events.push(e) });
    const reviewer: Processor = {
      id: 'reviewer',
      processOutputStep: ({ text, abort }) => {
        if (text === 'first draft') abort('try again', { retry: true });
      },
    };
    const agent = new Agent({ id: 'a', model, inputProcessors: [cache], outputProcessors: [reviewer], maxProcessorRetries: 1 });
    const result = await agent.generate('question');
    await cache.idle();
    expect(result.text).toBe('second draft');
    expect(events.filter((e) => e.type === 'skip' && e.reason === 'not-accepted')).toHaveLength(1);
    // The retried attempt was not stored: the same first call goes to the model again.
    const again = await agent.generate('question', { outputProcessors: [] });
    expect(again.text).toBe('third');
    expect(model.calls).toHaveLength(3);
  });

  it('replays a tool-calling step: the tool runs again and the next step hits too', async () => {
    const model = new ScriptedModel([
      { toolCalls: [{ toolName: 'hours', input: { day: 'monday' } }] },
      { text: 'Open nine to five on Monday.' },
    ]);
    let executions = 0;
    const hours = createTool({
      id: 'hours',
      description: 'Opening hours for a day',
      inputSchema: z.object({ day: z.string() }),
      execute: ({ day }) => {
        executions += 1;
        return Promise.resolve({ day, open: '9-17' });
      },
    });
    const cache = new ResponseCache({ scope: 'global' });
    const agent = new Agent({ id: 'a', model, tools: { hours }, inputProcessors: [cache] });
    const first = await agent.generate('When are you open on Monday?');
    await cache.idle();
    const second = await agent.generate('When are you open on Monday?');
    expect(second.text).toBe(first.text);
    expect(model.calls).toHaveLength(2);
    expect(executions).toBe(2);
  });

  it('100 concurrent identical runs make one model call (single-flight)', async () => {
    const { model, agent, cache } = setup({}, 2);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        agent.generate('When are you open?', { memory: { thread: `concurrent-${i}`, resource: 'user-1' } }),
      ),
    );
    await cache.idle();
    expect(model.calls).toHaveLength(1);
    expect(new Set(results.map((r) => r.text))).toEqual(new Set(['The opening hours are nine to five.']));
  });

  it('waiters make their own call as soon as the leader run fails on a provider error', async () => {
    const scripted = new ScriptedModel(
      [(_options, callIndex) => (callIndex === 0 ? { throws: { statusCode: 400, body: { error: 'bad request' } } } : { text: 'answer' })],
      { loop: true },
    );
    // The provider rejects only once the two other runs are waiting for this call.
    let othersWaiting: () => void = () => undefined;
    const bothWaiting = new Promise<void>((resolve) => {
      othersWaiting = resolve;
    });
    const model: LanguageModelV3 = {
      specificationVersion: 'v3',
      provider: scripted.provider,
      modelId: scripted.modelId,
      supportedUrls: {},
      doGenerate: (options) => scripted.doGenerate(options),
      doStream: async (options) => {
        if (scripted.calls.length === 0) await bothWaiting;
        return scripted.doStream(options);
      },
    };
    const events: CacheEvent[] = [];
    // A timeout far beyond the test's own: passing proves the waiters were released early.
    const cache = new ResponseCache({
      scope: 'global',
      singleFlightTimeout: 60_000,
      onEvent: (e) => {
        events.push(e);
        if (events.filter((x) => x.type === 'wait').length === 2) othersWaiting();
      },
    });
    const agent = new Agent({ id: 'a', model, inputProcessors: [cache], modelSettings: { maxRetries: 0 } });
    const runs = await Promise.allSettled(Array.from({ length: 3 }, () => agent.generate('question')));
    await cache.idle();
    expect(runs.map((r) => r.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(events.filter((e) => e.type === 'miss' && e.reason === 'single-flight-fallback')).toHaveLength(2);
  });

  it('expires entries after ttl (injectable clock)', async () => {
    let now = 1_000;
    const clock = { now: () => now };
    const { model, run } = setup({ ttl: 5_000, clock, store: new MemoryCacheStore({ clock }) });
    await run('user-1');
    now += 4_999;
    await run('user-1');
    expect(model.calls).toHaveLength(1);
    now += 2;
    await run('user-1');
    expect(model.calls).toHaveLength(2);
  });
});

describe('ResponseCache replay pacing', () => {
  it('replays the same chunks when also an output processor with replayDelay', async () => {
    const model = new ScriptedModel([{ text: 'paced words here' }], { loop: true });
    const cache = new ResponseCache({ scope: 'global', replayDelay: 1 });
    const agent = new Agent({ id: 'a', model, inputProcessors: [cache], outputProcessors: [cache] });
    const first = await drain((await agent.stream('q')).fullStream);
    await cache.idle();
    const second = await drain((await agent.stream('q')).fullStream);
    expect(model.calls).toHaveLength(1);
    expect(second).toEqual(first);
  });
});

describe('ResponseCache with an AI SDK V2 model', () => {
  it('misses, then replays without calling the V2 model', async () => {
    const model = new ScriptedModelV2([{ text: 'from a v2 model' }], { loop: true });
    const cache = new ResponseCache({ scope: 'global' });
    const agent = new Agent({ id: 'a', model, inputProcessors: [cache] });
    const first = await drain((await agent.stream('q')).fullStream);
    await cache.idle();
    const second = await drain((await agent.stream('q')).fullStream);
    expect(model.calls).toHaveLength(1);
    expect(second).toEqual(first);
  });
});
