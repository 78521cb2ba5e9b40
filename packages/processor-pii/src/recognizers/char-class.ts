/** Character-class tests on UTF-16 code units, shared by the hand-written scanners. */

/** `0`-`9`. */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The bit of an ASCII letter in `asciiClass`. */
export const LETTER_CLASS = 1;
/** The bit of a digit in `asciiClass`. */
export const DIGIT_CLASS = 2;
const LETTER = LETTER_CLASS;
const DIGIT = DIGIT_CLASS;
const UNDERSCORE = 4;
const HEX_LETTER = 8;

/**
 * The class bits of each ASCII code. A table read instead of range comparisons: on the random
 * characters of keys, tokens and addresses the comparisons' branches are mispredicted about every
 * other character (counting the letters and digits of a PEM body took 7 ns per character that
 * way, 2.5 ns through the table).
 */
const CLASSES = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  CLASSES[c] =
    (letter ? LETTER : 0) |
    (c >= 48 && c <= 57 ? DIGIT : 0) |
    (c === 95 ? UNDERSCORE : 0) |
    ((c >= 65 && c <= 70) || (c >= 97 && c <= 102) ? HEX_LETTER : 0);
}

/** True when `c` is an ASCII code with one of the class bits `mask` (false for -1 and non-ASCII). */
function hasClass(c: number, mask: number): boolean {
  return (asciiClass(c) & mask) !== 0;
}

/**
 * The class bits of `c` (`LETTER_CLASS`, `DIGIT_CLASS`, among others), 0 for -1 and non-ASCII:
 * for scanners that record classes as bits without a branch per class.
 */
export function asciiClass(c: number): number {
  // `>>> 0` turns -1 into an index past the table, and the NaN of a read past the end into 0 (no class)
  const i = c >>> 0;
  return i < 128 ? (CLASSES[i] as number) : 0;
}

/** ASCII letter. */
export function isLetter(c: number): boolean {
  return hasClass(c, LETTER);
}

/** ASCII letter or digit. */
export function isAlnum(c: number): boolean {
  return hasClass(c, LETTER | DIGIT);
}

/** Letter, digit or `_`: a character that continues a word (used for boundary checks). */
export function isWordChar(c: number): boolean {
  return hasClass(c, LETTER | DIGIT | UNDERSCORE);
}

/** Hexadecimal digit. */
export function isHex(c: number): boolean {
  return hasClass(c, DIGIT | HEX_LETTER);
}

/** Char code at `i`, or -1 outside the text (so boundary checks treat the edges as boundaries). */
export function codeAt(text: string, i: number): number {
  return i >= 0 && i < text.length ? text.charCodeAt(i) : -1;
}

/** True when the word continues on either side of `[start, end)` (not a standalone token). */
export function touchesWord(text: string, start: number, end: number): boolean {
  return isWordChar(codeAt(text, start - 1)) || isWordChar(codeAt(text, end));
}

/**
 * End of the run of characters satisfying `test` that contains position `from`. Used to skip an
 * over-long run whole, so patterns can stay bounded (V8 overflows its stack on unbounded
 * quantifiers over multi-megabyte runs) and scanning stays linear.
 */
export function runEnd(text: string, from: number, test: (c: number) => boolean): number {
  let i = from;
  while (i < text.length && test(text.charCodeAt(i))) i++;
  return i;
}
