import { describe, expect, it } from 'vitest';
import { keyFromText, keyToText, UNSAFE_IN_SQLITE_TEXT } from './key-text.js';

describe('key text', () => {
  it('keeps ordinary strings as they are', () => {
    for (const value of ['t1', 'thread ü 🧵', 'עברית e\u0301 漢字', '']) expect(keyToText(value)).toBe(value);
  });

  it('round-trips NUL, lone surrogates and the marker itself, with no NUL or lone surrogate in the stored text', () => {
    for (const value of ['a\u0000b', 'lone \ud800', '\udc00 low', '\u0001"already marked"', '\u0001']) {
      const stored = keyToText(value);
      expect(stored).not.toMatch(UNSAFE_IN_SQLITE_TEXT);
      expect(keyFromText(stored)).toBe(value);
    }
  });

  it('never maps two strings to the same text', () => {
    const values = ['x', '\u0001"x"', 'x\u0000', '\u0001x', 'x\ud800'];
    expect(new Set(values.map(keyToText)).size).toBe(values.length);
  });
});
