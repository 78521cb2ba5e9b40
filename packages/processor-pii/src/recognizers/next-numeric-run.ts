import { isDigit } from './char-class.js';

/**
 * The first digit of a maximal digit run that may start a numeric entity: one led by `+` or `(`,
 * one of 7 or more digits, or one that continues into another group (a separator, optionally after
 * `)`, then a digit or `(`). A lone short number ("2024", "12%", "room 204 to") is passed over by
 * the regex engine itself, so prose costs no per-number work in JavaScript. The lookahead is
 * bounded (a run of 7 or more matches `\d{6}` after its first digit), and a leading `\d` lets the engine skip to digits, so matching stays linear.
 */
const INTERESTING_RUN = /\d(?<!\d\d)(?:(?<=[+(]\d)|\d{6}|\d*(?=\)[ \-./()][\d(]|\)\d|[ \-./(][\d(]))/g;

/** Index of the first digit of the next run at or after `from` that may hold an entity, or -1. */
export function nextNumericRun(text: string, from: number): number {
  INTERESTING_RUN.lastIndex = from;
  if (!INTERESTING_RUN.test(text)) return -1;
  let first = INTERESTING_RUN.lastIndex - 1;
  while (first > 0 && isDigit(text.charCodeAt(first - 1))) first--;
  return first;
}
