import { Agent, type Processor } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { PIIDetector } from '@sluice/processor-pii';
import { describe, expect, it } from 'vitest';
import type { CacheEvent } from './cache-event.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import { ResponseCache } from './response-cache.js';
import type { ResponseCacheOptions } from './options.js';

const CARD = '4111 1111 1111 1111';
const ANSWER = `Your card on file is ${CARD}, it expires soon.`;

/** The answer text of every entry the store holds (its text deltas joined: a card may span deltas). */
async function storedText(store: MemoryCacheStore, events: readonly CacheEvent[]): Promise<string> {
  const values = (await storedValues(store, events)).split('\n').filter((v) => v !== '');
  return values
    .map((value) => {
      const entry = JSON.parse(value) as { chunks: { type: string; payload: { text?: string } }[] };
      return entry.chunks.filter((c) => c.type === 'text-delta').map((c) => c.payload.text).join('');
    })
    .join('\n');
}

/** Every value the store holds, concatenated. */
async function storedValues(store: MemoryCacheStore, events: readonly CacheEvent[]): Promise<string> {
  const keys = events.filter((e): e is Extract<CacheEvent, { type: 'store' }> => e.type === 'store').map((e) => e.key);
  const values = await Promise.all(keys.map((key) => store.get(key)));
  return values.join('\n');
}

function setup(options: ResponseCacheOptions, layout: (cache: ResponseCache, pii: PIIDetector) => { input: Processor[]; output: Processor[] }, pii = new PIIDetector({ types: ['CREDIT_CARD'] })) {
  const events: CacheEvent[] = [];
  const warnings: string[] = [];
  const store = new MemoryCacheStore();
  const model = new ScriptedModel([{ text: ANSWER }], { loop: true });
  const cache = new ResponseCache({ store, scope: 'global', onEvent: (e) => events.push(e), warn: (m) => warnings.push(m), ...options });
  const { input, output } = layout(cache, pii);
  const agent = new Agent({ id: 'billing', model, inputProcessors: input, outputProcessors: output });
  const run = async () => {
    const result = await agent.generate('Which card do you have on file?');
    await cache.idle();
    return result;
  };
  return { events, warnings, store, model, run };
}

describe("storedOutput: the cache stores the accepted answer, not the model's raw one (#17)", () => {
  it("default 'accepted', cache last in outputProcessors after PII redaction: the card number is not in the store, and a hit replays the redacted answer", async () => {
    const { events, store, model, run } = setup({}, (cache, pii) => ({ input: [pii, cache], output: [pii, cache] }));
    const first = await run();
    expect(first.text).not.toContain(CARD);
    expect(events.some((e) => e.type === 'store')).toBe(true);
    const stored = await storedValues(store, events);
    expect(stored).not.toContain('4111');
    expect(await storedText(store, events)).toBe(first.text);
    expect(await storedText(store, events)).not.toContain(CARD);
    const second = await run();
    expect(model.calls).toHaveLength(1);
    expect(second.text).toBe(first.text);
  });

  it("default 'accepted', cache only in inputProcessors while PII redacts the output: nothing is stored (never the raw card), one warning", async () => {
    const { events, warnings, store, model, run } = setup({}, (cache, pii) => ({ input: [pii, cache], output: [pii] }));
    const first = await run();
    expect(first.text).not.toContain(CARD);
    expect(await storedValues(store, events)).toBe('');
    expect(events.find((e) => e.type === 'skip')).toMatchObject({ reason: 'output-not-seen' });
    await run();
    expect(model.calls).toHaveLength(2);
    expect(warnings.filter((w) => w.includes('outputProcessors'))).toHaveLength(1);
  });

  it("'accepted' with the cache before the redaction in outputProcessors: the change after it is detected and nothing is stored", async () => {
    const { events, store, run } = setup({}, (cache, pii) => ({ input: [pii, cache], output: [cache, pii] }));
    await run();
    expect(await storedValues(store, events)).toBe('');
    expect(events.find((e) => e.type === 'skip')).toMatchObject({ reason: 'output-changed' });
  });

  it("storedOutput 'model': the model's raw answer, card number included, is what the store holds", async () => {
    const { events, store, run } = setup({ storedOutput: 'model' }, (cache, pii) => ({ input: [pii, cache], output: [pii, cache] }));
    const first = await run();
    expect(first.text).not.toContain(CARD);
    expect(await storedText(store, events)).toBe(ANSWER);
    expect(await storedText(store, events)).toContain(CARD);
  });

  it('a blocked answer (PII strategy block: tripwire) is never stored, with either setting', async () => {
    for (const storedOutput of ['accepted', 'model'] as const) {
      const { events, store, model, run } = setup(
        { storedOutput },
        (cache, pii) => ({ input: [cache], output: [pii, cache] }),
        new PIIDetector({ types: ['CREDIT_CARD'], strategy: 'block' }),
      );
      const first = await run();
      expect(first.tripwire).toBeDefined();
      expect(events.some((e) => e.type === 'store')).toBe(false);
      expect(await storedValues(store, events)).toBe('');
      await run();
      expect(model.calls).toHaveLength(2);
    }
  });

  it("no output processor changes the answer: the cache only in inputProcessors still caches (the model's chunks are what the client got)", async () => {
    const events: CacheEvent[] = [];
    const model = new ScriptedModel([{ text: 'We open at nine.' }], { loop: true });
    const cache = new ResponseCache({ scope: 'global', onEvent: (e) => events.push(e) });
    const agent = new Agent({ id: 'support', model, inputProcessors: [cache] });
    await agent.generate('When are you open?');
    await cache.idle();
    await agent.generate('When are you open?');
    expect(model.calls).toHaveLength(1);
  });
});
