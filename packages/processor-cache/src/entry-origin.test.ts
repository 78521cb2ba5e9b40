import { Agent, createTool } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CacheEvent } from './cache-event.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import { ResponseCache } from './response-cache.js';

type StoreEvent = Extract<CacheEvent, { type: 'store' }>;

function refundTool(schema: z.ZodType, executions: string[], label: string) {
  return createTool({
    id: 'refund',
    description: 'Refund an order',
    inputSchema: schema,
    execute: () => {
      executions.push(label);
      return Promise.resolve({ ok: true });
    },
  });
}

/**
 * One store, two configurations of the same app (another tool set or model): each run's key is
 * recorded so a test can move an entry written for one under the other's key, as a shared store
 * with a colliding or foreign writer would hold it.
 */
function setup() {
  const events: CacheEvent[] = [];
  const store = new MemoryCacheStore();
  const cache = new ResponseCache({ store, scope: 'global', onEvent: (e) => events.push(e), warn: () => undefined });
  const lastKey = () => events.filter((e): e is StoreEvent => e.type === 'store').at(-1)!.key;
  const moveLastEntryTo = async (key: string, from: string) => {
    await store.set(key, (await store.get(from))!, { ttlMs: 60_000 });
  };
  return { events, store, cache, lastKey, moveLastEntryTo };
}

describe('entries are replayed only for the model and tool set they were written for (#17)', () => {
  it('same prompt, different tools: a miss, and a tool call stored for another tool set is never replayed (executed)', async () => {
    const { events, cache, lastKey, moveLastEntryTo } = setup();
    const executions: string[] = [];
    const modelA = new ScriptedModel([{ toolCalls: [{ toolName: 'refund', input: { order: 'o-1' } }] }, { text: 'Refunded.' }]);
    const agentA = new Agent({ id: 'a', model: modelA, tools: { refund: refundTool(z.object({ order: z.string() }), executions, 'A') }, inputProcessors: [cache] });
    await agentA.generate('Refund my last order', { maxSteps: 1 });
    await cache.idle();
    const keyA = lastKey();

    const modelB = new ScriptedModel([{ text: 'I cannot refund orders here.' }], { loop: true });
    const agentB = new Agent({
      id: 'a',
      model: modelB,
      tools: { refund: refundTool(z.object({ order: z.string(), amount: z.number() }), executions, 'B') },
      inputProcessors: [cache],
    });
    // Different tools: the key differs, a plain miss.
    const first = await agentB.generate('Refund my last order', { maxSteps: 1 });
    await cache.idle();
    expect(first.text).toBe('I cannot refund orders here.');
    const keyB = lastKey();
    expect(keyB).not.toBe(keyA);

    // A's entry (a refund tool call) under B's key: not replayed, B's tool never runs from it.
    await moveLastEntryTo(keyB, keyA);
    events.length = 0;
    const second = await agentB.generate('Refund my last order', { maxSteps: 1 });
    await cache.idle();
    expect(second.text).toBe('I cannot refund orders here.');
    expect(executions).toEqual(['A']);
    expect(modelB.calls).toHaveLength(2);
    expect(events.find((e) => e.type === 'invalid-entry')).toMatchObject({ reason: 'mismatch', issues: [{ path: 'tools' }] });
    expect(events.find((e) => e.type === 'miss')).toMatchObject({ reason: 'mismatch' });
  });

  it('different model id: a miss, and an entry written for another model id is never served', async () => {
    const { events, cache, lastKey, moveLastEntryTo } = setup();
    const small = new ScriptedModel([{ text: 'answer of the small model' }], { loop: true, modelId: 'small' });
    const large = new ScriptedModel([{ text: 'answer of the large model' }], { loop: true, modelId: 'large' });
    const agent = (model: ScriptedModel) => new Agent({ id: 'a', model, inputProcessors: [cache] });
    await agent(small).generate('Summarize');
    await cache.idle();
    const smallKey = lastKey();
    expect((await agent(large).generate('Summarize')).text).toBe('answer of the large model');
    await cache.idle();
    const largeKey = lastKey();
    expect(largeKey).not.toBe(smallKey);

    await moveLastEntryTo(largeKey, smallKey);
    events.length = 0;
    expect((await agent(large).generate('Summarize')).text).toBe('answer of the large model');
    expect(large.calls).toHaveLength(2);
    expect(events.find((e) => e.type === 'invalid-entry')).toMatchObject({ reason: 'mismatch', issues: [{ path: 'modelId' }] });
  });
});
