import { describe, expect, it } from 'vitest';
import { toolResultText } from './tool-result-text.js';

describe('toolResultText()', () => {
  it('gives strings as they are and every text leaf of anything else, one per line', () => {
    expect(toolResultText('hi')).toBe('hi');
    expect(toolResultText({ a: [1, 'x'] })).toBe('a\n1\nx');
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(toolResultText(cyclic)).toBe('name\nloop\nself');
    expect(toolResultText({ n: 10n })).toBe('n\n10');
    expect(toolResultText(undefined)).toBe('');
  });

  it('reads Maps, class instances, null-prototype objects and Errors, which JSON loses or hides', () => {
    class Row {
      constructor(readonly body: string) {}
    }
    const bare = Object.assign(Object.create(null) as object, { note: 'in a bare object' });
    const text = toolResultText([new Map([['k', 'in a map']]), new Row('in a row'), bare, new Error('in an error')]);
    for (const piece of ['in a map', 'in a row', 'in a bare object', 'in an error']) expect(text).toContain(piece);
  });

  it('does not overflow the stack on a result nested a million levels deep', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 1_000_000; i++) deep = { d: deep };
    expect(() => toolResultText(deep)).not.toThrow();
  });
});
