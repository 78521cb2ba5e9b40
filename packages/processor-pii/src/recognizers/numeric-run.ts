import { codeAt, isDigit } from './char-class.js';

/** Longest numeric run (digits with single separators) that can hold an entity. */
export const MAX_NUMERIC_RUN = 64;

/** A maximal run of digit groups joined by single separators (space, `-`, `.`, `/`, parentheses). */
export interface NumericRun {
  start: number;
  end: number;
  /** `[start, end)` of each digit group, in order. */
  groups: [number, number][];
}

function isSeparator(c: number): boolean {
  return c === 32 || c === 45 || c === 46 || c === 47; // space - . /
}

/**
 * Reads the numeric run starting at `start` (a digit, or `+` / `(` before a digit). Always returns
 * the run's true end, so callers skip it entirely whatever its length (linear scanning).
 */
export function readNumericRun(text: string, start: number): NumericRun {
  const groups: [number, number][] = [];
  let i = start;
  const first = codeAt(text, i);
  let sawOpen = first === 40;
  if (first === 43 || first === 40) i++; // + (
  for (;;) {
    const groupStart = i;
    while (isDigit(codeAt(text, i))) i++;
    if (i - start <= MAX_NUMERIC_RUN) groups.push([groupStart, i]); // past the cap only the end matters
    let j = i;
    if (codeAt(text, j) === 41) j++; // )
    if (isSeparator(codeAt(text, j))) j++;
    const open = codeAt(text, j) === 40;
    if (open) j++; // (
    if (j > i && isDigit(codeAt(text, j))) {
      sawOpen ||= open;
      i = j;
      continue;
    }
    // a closing parenthesis right after the last group belongs to the run, e.g. "(415)"
    if (codeAt(text, i) === 41 && sawOpen) i++;
    return { start, end: i, groups };
  }
}
