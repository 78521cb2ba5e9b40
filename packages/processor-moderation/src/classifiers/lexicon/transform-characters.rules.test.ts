import { createSimpleTransformer, createStatefulTransformer, type StatefulTransformer } from 'obscenity';
import { describe, expect, it } from 'vitest';
import { createCharacterTransform } from './transform-characters.js';

const upper = createSimpleTransformer((c) => (c >= 0x61 && c <= 0x7a ? c - 32 : c));
const dropX = createSimpleTransformer((c) => (c === 0x78 || c === 0x58 ? undefined : c));
const aToB = createSimpleTransformer((c) => (c === 0x61 ? 0x62 : c));

/** A stateful transformer that drops a character equal to the one before it (state reset per text). */
const dedupe = createStatefulTransformer((): StatefulTransformer => {
  let last: number | undefined;
  return {
    reset: () => {
      last = undefined;
    },
    transform: (c) => {
      if (c === last) return undefined;
      last = c;
      return c;
    },
  };
});

/** A simple transformer that keeps every character and records each one it is called with. */
function countingTransformer() {
  const seen: number[] = [];
  const counting = createSimpleTransformer((c) => {
    seen.push(c);
    return c;
  });
  return { seen, counting };
}

describe('createCharacterTransform() rules', () => {
  it('applies simple transformers in their order', () => {
    expect(createCharacterTransform([aToB, upper])('abc')).toBe('BBC');
    expect(createCharacterTransform([upper, aToB])('abc')).toBe('ABC');
  });

  it('calls a leading simple transformer once per code point of the Basic Multilingual Plane (memoized)', () => {
    const { seen, counting } = countingTransformer();
    const transform = createCharacterTransform([counting]);
    expect(transform('abab')).toBe('abab');
    expect(transform('ba')).toBe('ba');
    expect(seen).toEqual([0x61, 0x62]);
  });

  it('memoizes a dropped character as dropped', () => {
    const transform = createCharacterTransform([dropX]);
    expect(transform('axbx')).toBe('ab');
    expect(transform('xx')).toBe('');
  });

  it('transforms a character beyond the Basic Multilingual Plane every time, as one code point', () => {
    const { seen, counting } = countingTransformer();
    const transform = createCharacterTransform([counting]);
    expect(transform('\u{1f600}\u{1f600}')).toBe('\u{1f600}\u{1f600}');
    expect(seen).toEqual([0x1f600, 0x1f600]);
  });

  it('reads the first and last pairs of the surrogate ranges as one code point each', () => {
    const { seen, counting } = countingTransformer();
    const transform = createCharacterTransform([counting]);
    const text = '\u{10000}\u{103ff}\u{10fc00}\u{10ffff}';
    expect(transform(text)).toBe(text);
    expect(seen).toEqual([0x10000, 0x103ff, 0x10fc00, 0x10ffff]);
  });

  it('keeps a high surrogate not followed by a low one, and reads the next character on its own', () => {
    const transform = createCharacterTransform([upper]);
    expect(transform('\ud83da')).toBe('\ud83dA');
    expect(transform('a\ud83d')).toBe('A\ud83d');
    expect(transform('\ude00a')).toBe('\ude00A');
  });

  it('runs the transformers from the first stateful one on in order, after the leading simple ones', () => {
    expect(createCharacterTransform([upper, dedupe, aToB])('aab')).toBe('AB');
    expect(createCharacterTransform([dedupe, upper])('aab')).toBe('AB');
    expect(createCharacterTransform([dedupe, aToB])('aab')).toBe('bb');
  });

  it('drops a character when a transformer after the first stateful one returns undefined', () => {
    expect(createCharacterTransform([dedupe, dropX])('axb')).toBe('ab');
    expect(createCharacterTransform([dedupe, dropX, upper])('xab')).toBe('AB');
  });

  it('resets stateful transformers at the start of each text', () => {
    const transform = createCharacterTransform([dedupe]);
    expect(transform('a')).toBe('a');
    expect(transform('a')).toBe('a');
    expect(transform('aa')).toBe('a');
  });

  it('with no transformers returns the text as it is', () => {
    expect(createCharacterTransform([])('Some text \u{1f600}')).toBe('Some text \u{1f600}');
  });
});
