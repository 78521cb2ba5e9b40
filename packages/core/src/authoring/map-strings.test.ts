import { describe, expect, it } from 'vitest';
import { mapStrings } from './map-strings.js';

describe('mapStrings()', () => {
  const upper = (text: string) => text.toUpperCase();

  it('maps every string of plain objects and arrays, keys kept, other values untouched', () => {
    const when = new Date(0);
    const input = { a: 'x', list: ['y', 1, null, { b: 'z' }], when, n: 5, nested: Object.assign(Object.create(null) as object, { c: 'w' }) };
    expect(mapStrings(input, upper)).toEqual({ a: 'X', list: ['Y', 1, null, { b: 'Z' }], when, n: 5, nested: { c: 'W' } });
    expect(input.a).toBe('x');
    expect(mapStrings('plain', upper)).toBe('PLAIN');
    expect(mapStrings(42, upper)).toBe(42);
  });

  it('survives a cycle and a value nested a million levels deep', () => {
    const cyclic: { name: string; self?: unknown } = { name: 'loop' };
    cyclic.self = cyclic;
    const mapped = mapStrings(cyclic, upper) as { name: string; self: unknown };
    expect(mapped.name).toBe('LOOP');
    let deep: unknown = 'leaf';
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    let out = mapStrings(deep, upper);
    for (let i = 0; i < 1_000_000; i++) out = (out as unknown[])[0];
    expect(out).toBe('LEAF');
  }, 60_000);
});
