import { describe, expect, it } from 'vitest';
import { ProcessorOptionsError } from '@sluice/core';
import { MemoryCacheStore } from './memory-cache-store.js';

describe('MemoryCacheStore', () => {
  it('get() returns what set() stored, delete() removes it', async () => {
    const store = new MemoryCacheStore();
    await store.set('a', 'value', { ttlMs: 1_000 });
    expect(await store.get('a')).toBe('value');
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond maxEntries', async () => {
    const store = new MemoryCacheStore({ maxEntries: 2 });
    await store.set('a', '1', { ttlMs: 1_000 });
    await store.set('b', '2', { ttlMs: 1_000 });
    await store.get('a');
    await store.set('c', '3', { ttlMs: 1_000 });
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBe('1');
    expect(store.size).toBe(2);
  });

  it('evicts by total UTF-8 bytes beyond maxBytes', async () => {
    const store = new MemoryCacheStore({ maxBytes: 10 });
    await store.set('a', 'éééé', { ttlMs: 1_000 });
    expect(store.bytes).toBe(8);
    await store.set('b', 'xxxx', { ttlMs: 1_000 });
    expect(await store.get('a')).toBeUndefined();
    expect(store.bytes).toBe(4);
  });

  it('drops entries after their ttl (injectable clock)', async () => {
    // lru-cache treats a start time of 0 as "no TTL", so the fake clock starts later.
    let now = 1_000;
    const store = new MemoryCacheStore({ clock: { now: () => now } });
    await store.set('a', 'v', { ttlMs: 100 });
    now = 1_099;
    expect(await store.get('a')).toBe('v');
    now = 1_101;
    expect(await store.get('a')).toBeUndefined();
  });

  it('clear() empties it', async () => {
    const store = new MemoryCacheStore();
    await store.set('a', 'v', { ttlMs: 1_000 });
    store.clear();
    expect(store.size).toBe(0);
  });

  it('rejects non-positive bounds', () => {
    expect(() => new MemoryCacheStore({ maxEntries: 0 })).toThrow(ProcessorOptionsError);
    let error: unknown;
    try {
      new MemoryCacheStore({ maxEntries: -1, maxBytes: 1.5 });
    } catch (caught) {
      error = caught;
    }
    expect(ProcessorOptionsError.isInstance(error) && error.issues.map((issue) => issue.path)).toEqual(['maxEntries', 'maxBytes']);
  });
});
