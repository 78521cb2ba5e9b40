import { isDigit } from './char-class.js';

/**
 * Matches inside the first digit run that may start a numeric entity: at a `+` or `(` before
 * a digit, at the first of 7 or more digits, or at the last digit of a run that continues into
 * another group (a separator, optionally after `)`, then a digit or `(`). A lone short number
 * ("2024", "12%", "room 204 to") matches nowhere, so the regex engine passes over prose without
 * returning to JavaScript. Every alternative reads at most 7 characters: linear. The pattern
 * consumes only its first character (the rest is a lookahead), so `test` leaves `lastIndex` just
 * past the match's start and no match array is built per run.
 */
const INTERESTING_RUN = /[+(](?=\d)|\d(?=\d{6}|\)[ \-./()][\d(]|\)\d|[ \-./(][\d(])/g;

/**
 * Index of the first digit of the next run at or after `from` that may hold an entity, or -1.
 * `from` must not be inside a digit run (it is 0 or just past a run's end).
 */
export function nextNumericRun(text: string, from: number): number {
  INTERESTING_RUN.lastIndex = from;
  if (!INTERESTING_RUN.test(text)) return -1;
  const at = INTERESTING_RUN.lastIndex - 1;
  if (!isDigit(text.charCodeAt(at))) return at + 1; // after the + or (
  let first = at;
  while (first > from && isDigit(text.charCodeAt(first - 1))) first--;
  return first;
}
