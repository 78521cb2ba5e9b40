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

/** A shape matched at a position: where it ends and its value without separators and literal punctuation. */
export interface ShapeMatch {
  end: number;
  /** Letters, digits and sign characters of the match, e.g. `9434765919` for `943 476 5919`. */
  compact: string;
}

/**
 * Matches `shape` at `start` of `text`; undefined when it does not fit. `separators` are the
 * characters a `_` may stand for, `signs` those a `?` may stand for.
 */
export function matchShape(text: string, start: number, shape: Shape, separators: string, signs: string): ShapeMatch | undefined {
  let i = start;
  let compact = '';
  let sep = -2; // -2: not chosen yet, -1: no separators in this match
  for (let k = 0; k < shape.length; k++) {
    const want = shape.charCodeAt(k);
    const c = codeAt(text, i);
    if (want === 95) {
      // _
      if (sep === -2) sep = c !== -1 && separators.includes(String.fromCharCode(c)) ? c : -1;
      if (sep !== -1) {
        if (c !== sep) return undefined;
        i++;
      }
      continue;
    }
    let ok: boolean;
    if (want === 57) ok = isDigit(c); // 9
    else if (want === 65) ok = isUpper(c); // A
    else if (want === 88) ok = isDigit(c) || isUpper(c); // X
    else if (want === 63) ok = c !== -1 && signs.includes(String.fromCharCode(c)); // ?
    else ok = c === want;
    if (!ok) return undefined;
    if (want === 57 || want === 65 || want === 88 || want === 63 || isDigit(c) || isUpper(c)) compact += text.charAt(i);
    i++;
  }
  return { end: i, compact };
}
