import { codeAt, isDigit } from '../char-class.js';

/**
 * A fixed layout of one identifier, read left to right without backtracking:
 * `9` a digit, `A` an upper-case letter, `X` an upper-case letter or a digit, `_` an optional
 * separator from the spec's set (the same one at every `_` of a match, or none at all), `?` one
 * character of the spec's `signs` (e.g. the century sign of a Finnish HETU); any other character
 * is itself (a literal `-`, `.`, `DE`...). Matching reads at most the shape's length (plus its
 * separators): constant work per start position.
 */
export type Shape = string;

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
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
    else if (want === 65) ok = isUpper(c); // A
    else if (want === 88) ok = isDigit(c) || isUpper(c); // X
    else if (want === 63) ok = c !== -1 && signs.includes(text.charAt(i)); // ?
    else ok = c === want;
    if (!ok) return -1;
    i++;
  }
  return i;
}

/**
 * The value of a match without separators and literal punctuation: its letters, digits and
 * sign characters, e.g. `9434765919` for `943 476 5919`, `131052-308T` for a HETU (`-` is its sign).
 */
export function compactValue(text: string, start: number, end: number, signs: string): string {
  let compact = '';
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c) || isUpper(c) || signs.includes(text.charAt(i))) compact += text.charAt(i);
  }
  return compact;
}
