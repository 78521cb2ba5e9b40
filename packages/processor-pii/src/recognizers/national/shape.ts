import { codeAt, isDigit } from '../char-class.js';

/**
 * A fixed layout of one identifier, read left to right without backtracking:
 * `9` a digit, `A` a letter, `X` a letter or a digit (letters of either case, as Presidio's
 * case-insensitive patterns; the recognizer scores a match with a lower-case letter lower), `_` an optional
 * separator from the spec's set (the same one at every `_` of a match, or none at all), `?` one
 * character of the spec's `signs` (e.g. the century sign of a Finnish HETU); any other character
 * is itself (a literal `-`, `.`, `DE`...). Matching reads at most the shape's length (plus its
 * separators): constant work per start position.
 */
export type Shape = string;

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** The upper-case code of an ASCII letter, any other code unchanged. */
function upper(c: number): number {
  return isLower(c) ? c - 32 : c;
}

/** True when `text` has an ASCII lower-case letter between `start` and `end`. */
export function hasLowerCase(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (isLower(text.charCodeAt(i))) return true;
  return false;
}

/**
 * End of `shape` matched at `start` of `text`, or -1 when it does not fit. `separators` are the
 * characters a `_` may stand for, `signs` those a `?` may stand for. Allocates nothing.
 */
export function matchShape(text: string, start: number, shape: Shape, separators: string, signs: string): number {
  let i = start;
  let sep = -2; // -2: not chosen yet, -1: no separators in this match
  for (let k = 0; k < shape.length; k++) {
    const want = shape.charCodeAt(k);
    const c = codeAt(text, i);
    if (want === 95) {
      // _
      if (sep === -2) sep = c !== -1 && separators.includes(text.charAt(i)) ? c : -1;
      if (sep !== -1) {
        if (c !== sep) return -1;
        i++;
      }
      continue;
    }
    let ok: boolean;
    if (want === 57) ok = isDigit(c); // 9
    else if (want === 65) ok = isUpper(upper(c)); // A
    else if (want === 88) ok = isDigit(c) || isUpper(upper(c)); // X
    else if (want === 63) ok = c !== -1 && signs.includes(String.fromCharCode(upper(c))); // ?
    else ok = upper(c) === want;
    if (!ok) return -1;
    i++;
  }
  return i;
}

/**
 * The value of a match without separators and literal punctuation, upper-cased: its letters,
 * digits and sign characters, e.g. `9434765919` for `943 476 5919`, `131052-308T` for a HETU (`-`
 * is its sign), `AB123456C` for `ab123456c`. Checks always read this upper-case value.
 */
export function compactValue(text: string, start: number, end: number, signs: string): string {
  let compact = '';
  for (let i = start; i < end; i++) {
    const c = upper(text.charCodeAt(i));
    const char = String.fromCharCode(c);
    if (isDigit(c) || isUpper(c) || signs.includes(char)) compact += char;
  }
  return compact;
}
