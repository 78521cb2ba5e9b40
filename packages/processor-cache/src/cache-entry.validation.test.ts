import { Agent } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { CACHE_ENTRY_VERSION, decodeCacheEntry } from './cache-entry.js';
import type { CacheEvent } from './cache-event.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import { ResponseCache } from './response-cache.js';

type Stored = { v: number; chunks: { type: string; payload?: Record<string, unknown> }[] } & Record<string, unknown>;

/** Bad payloads under well-formed chunk types (each used to be served and fail the run). */
const TAMPERINGS: [string, (entry: Stored) => void][] = [
  ['a text-delta whose text is a number', (e) => {
    const delta = e.chunks.find((c) => c.type === 'text-delta')!;
    delta.payload = { ...delta.payload, text: 42 };
  }],
  ['a text-delta without payload', (e) => {
    delete e.chunks.find((c) => c.type === 'text-delta')!.payload;
  }],
  ['a finish whose usage is not an object', (e) => {
    e.chunks.find((c) => c.type === 'finish')!.payload = { stepResult: { reason: 'stop' }, output: { usage: 'lots' } };
  }],
  ['a finish with an unknown reason', (e) => {
    e.chunks.find((c) => c.type === 'finish')!.payload = { stepResult: { reason: 'bananas' }, output: { usage: {} } };
  }],
  ['a tool-call without toolName', (e) => {
    e.chunks.unshift({ type: 'tool-call', payload: { toolCallId: 'c1', args: {} } });
  }],
  ['a control chunk (tripwire) in the step', (e) => {
    e.chunks.push({ type: 'tripwire', payload: { reason: 'x', processorId: 'y' } });
  }],
  ['chunks that are not an array', (e) => {
    (e as Record<string, unknown>).chunks = { 0: { type: 'text-delta' } };
  }],
];

function setup() {
  const events: CacheEvent[] = [];
  const store = new MemoryCacheStore();
  const model = new ScriptedModel([{ text: 'We open at nine.' }], { loop: true });
  const cache = new ResponseCache({ store, scope: 'global', onEvent: (e) => events.push(e), warn: () => undefined });
  const agent = new Agent({ id: 'support', model, inputProcessors: [cache] });
  const run = async () => {
    const result = await agent.generate('When are you open?');
    await cache.idle();
    return result;
  };
  const storedKey = () => events.find((e): e is Extract<CacheEvent, { type: 'store' }> => e.type === 'store')!.key;
  return { events, store, model, cache, run, storedKey };
}

describe('entries are validated in full on read (#17)', () => {
  it.each(TAMPERINGS)('%s: a miss (model called), deleted, reported as invalid-entry, then stored afresh', async (_name, tamper) => {
    const { events, store, model, run, storedKey } = setup();
    await run();
    const key = storedKey();
    const entry = JSON.parse((await store.get(key))!) as Stored;
    tamper(entry);
    await store.set(key, JSON.stringify(entry), { ttlMs: 60_000 });
    events.length = 0;

    const second = await run();
    expect(second.text).toBe('We open at nine.');
    expect(model.calls).toHaveLength(2);
    const invalid = events.find((e) => e.type === 'invalid-entry');
    expect(invalid).toMatchObject({ type: 'invalid-entry', key, reason: 'malformed' });
    expect((invalid as Extract<CacheEvent, { type: 'invalid-entry' }>).issues.length).toBeGreaterThan(0);
    expect(events.find((e) => e.type === 'miss')).toMatchObject({ reason: 'malformed' });
    // The bad value is gone; the fresh answer replaced it and is served again.
    expect(decodeCacheEntry((await store.get(key))!)).toMatchObject({ v: CACHE_ENTRY_VERSION });
    await run();
    expect(model.calls).toHaveLength(2);
  });

  it('an entry of the previous format version is a stale-version miss, reported and deleted', async () => {
    const { events, store, run, storedKey } = setup();
    await run();
    const key = storedKey();
    const entry = JSON.parse((await store.get(key))!) as Stored;
    await store.set(key, JSON.stringify({ ...entry, v: 1 }), { ttlMs: 60_000 });
    events.length = 0;
    await run();
    expect(events.find((e) => e.type === 'invalid-entry')).toMatchObject({ reason: 'stale-version', issues: [] });
  });

  it('issues name paths, never stored values', () => {
    const decoded = decodeCacheEntry(
      JSON.stringify({ v: CACHE_ENTRY_VERSION, createdAt: 0, expiresAt: 1, provider: 'p', modelId: 'm', tools: 'f', warnings: [], chunks: [{ type: 'text-delta', payload: { id: 't', text: 4242424242 } }] }),
    );
    expect(decoded).toMatchObject({ reason: 'malformed', issues: [{ path: 'chunks.0.payload.text' }] });
    expect(JSON.stringify(decoded)).not.toContain('4242424242');
  });
});
