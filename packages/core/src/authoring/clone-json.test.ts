import { describe, expect, it } from 'vitest';
import { cloneJson } from './clone-json.js';

describe('cloneJson', () => {
  it('copies objects, arrays and Dates deeply, sharing nothing with the source', () => {
    const when = new Date('2026-01-02T03:04:05Z');
    const source = { a: [1, { b: 'x', c: null }], d: { e: true, when }, f: undefined };
    const copy = cloneJson(source);
    expect(copy).toEqual(source);
    expect(copy).not.toBe(source);
    expect(copy.a).not.toBe(source.a);
    expect(copy.a[1]).not.toBe(source.a[1]);
    expect(copy.d.when).toBeInstanceOf(Date);
    expect(copy.d.when).not.toBe(when);
    expect(copy.d.when.getTime()).toBe(when.getTime());
    (copy.a[1] as { b: string }).b = 'changed';
    expect((source.a[1] as { b: string }).b).toBe('x');
  });

  it('returns primitives as they are, and copies a root array or Date', () => {
    expect(cloneJson('text')).toBe('text');
    expect(cloneJson(null)).toBeNull();
    expect(cloneJson([1, [2]])).toEqual([1, [2]]);
    const date = new Date(5);
    expect(cloneJson(date)).not.toBe(date);
    expect(cloneJson(date).getTime()).toBe(5);
  });

  it('keeps array positions (a hole becomes undefined) and the order of keys', () => {
    const sparse: unknown[] = [3];
    sparse[2] = 5;
    const copy = cloneJson({ z: 1, a: 2, m: sparse });
    expect(Object.keys(copy)).toEqual(['z', 'a', 'm']);
    expect(copy.m).toHaveLength(3);
    expect(copy.m[2]).toBe(5);
  });

  it('copies a value nested 200,000 levels deep without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200_000; i++) deep = i % 2 === 0 ? [deep] : { next: deep };
    const copy = cloneJson(deep);
    let node: unknown = copy;
    let depth = 0;
    while (typeof node === 'object' && node !== null) {
      node = Array.isArray(node) ? node[0] : (node as { next: unknown }).next;
      depth++;
    }
    expect(depth).toBe(200_000);
    expect(node).toBe('leaf');
  });
});
