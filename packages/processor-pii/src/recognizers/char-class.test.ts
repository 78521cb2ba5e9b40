import { describe, expect, it } from 'vitest';
import { asciiClass, DIGIT_CLASS, isAlnum, isDigit, isHex, isLetter, isWordChar, LETTER_CLASS } from './char-class.js';

/** Every code unit the tests read: ASCII, the edges of the ranges, and a few beyond ASCII. */
const CODES = [...Array.from({ length: 160 }, (_, c) => c), 0xe9, 0xff10, 0xff21, 0x0660, 0x2028, -1, Number.NaN];

describe('character classes', () => {
  it('match the ASCII ranges they name, and nothing beyond ASCII, -1 or NaN', () => {
    const ch = (c: number) => (Number.isInteger(c) && c >= 0 ? String.fromCharCode(c) : '');
    for (const c of CODES) {
      expect(isLetter(c), `isLetter(${String(c)})`).toBe(/^[A-Za-z]$/.test(ch(c)));
      expect(isAlnum(c), `isAlnum(${String(c)})`).toBe(/^[A-Za-z0-9]$/.test(ch(c)));
      expect(isWordChar(c), `isWordChar(${String(c)})`).toBe(/^[A-Za-z0-9_]$/.test(ch(c)));
      expect(isHex(c), `isHex(${String(c)})`).toBe(/^[A-Fa-f0-9]$/.test(ch(c)));
      expect((asciiClass(c) & LETTER_CLASS) !== 0).toBe(isLetter(c));
      expect((asciiClass(c) & DIGIT_CLASS) !== 0).toBe(isDigit(c));
    }
  });
});
