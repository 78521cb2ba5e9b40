/** Character-class tests on UTF-16 code units, shared by the hand-written scanners. */

/** `0`-`9`. */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** ASCII letter. */
export function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** ASCII letter or digit. */
export function isAlnum(c: number): boolean {
  return isDigit(c) || isLetter(c);
}

/** Letter, digit or `_`: a character that continues a word (used for boundary checks). */
export function isWordChar(c: number): boolean {
  return isAlnum(c) || c === 95;
}

/** Hexadecimal digit. */
export function isHex(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
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
