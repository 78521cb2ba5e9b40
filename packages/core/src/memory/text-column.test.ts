import { describe, expect, it } from 'vitest';
import { fromTextColumn, toTextColumn } from './text-column.js';

describe('toTextColumn / fromTextColumn', () => {
  const hard = ['nul \u0000 inside', 'lone high \ud800', 'lone low \udc00 end', '\u0001 starts with the marker', 'pair 👩🏽‍💻 is fine'];

  it('round-trips every string, and what it writes has no NUL and no lone surrogate', () => {
    for (const value of [...hard, '', 'plain', 'back\\slash "quoted"']) {
      const text = toTextColumn(value);
      expect(fromTextColumn(text)).toBe(value);
      // eslint-disable-next-line no-control-regex -- checking that no NUL is written
      expect(text).not.toMatch(/\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
  });

  it('leaves ordinary strings as they are and keeps distinct strings distinct', () => {
    expect(toTextColumn('thread ü 🧵 "x" \\ y')).toBe('thread ü 🧵 "x" \\ y');
    const written = new Set([...hard, 'nul \\u0000 inside'].map((v) => toTextColumn(v)));
    expect(written.size).toBe(hard.length + 1);
  });

  it('passes null and undefined through', () => {
    expect(toTextColumn(null)).toBeNull();
    expect(fromTextColumn(null)).toBeNull();
    expect(fromTextColumn(undefined)).toBeUndefined();
  });
});
