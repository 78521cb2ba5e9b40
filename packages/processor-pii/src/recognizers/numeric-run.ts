import { codeAt, isDigit } from './char-class.js';

/** Longest numeric run (digits with single separators) that can hold an entity. */
export const MAX_NUMERIC_RUN = 64;

/** A maximal run of digit groups joined by single separators (space, `-`, `.`, `/`, parentheses). */
export interface NumericRun {
  start: number;
  end: number;
  /**
   * The digit groups in order, flat: group `g` is `[bounds[2g], bounds[2g + 1])`. One array per
   * run rather than a pair per group: runs are read wherever digits meet a separator, thousands of
   * times per megabyte of dense text.
   */
  bounds: number[];
}

/** How many digit groups `run` has. */
export function groupCount(run: NumericRun): number {
  return run.bounds.length >> 1;
}

/** Start of group `g` of `run`. */
export function groupStart(run: NumericRun, g: number): number {
  return run.bounds[2 * g] ?? 0;
}

/** End of group `g` of `run`. */
export function groupEnd(run: NumericRun, g: number): number {
  return run.bounds[2 * g + 1] ?? 0;
}

/** The number of digits in group `g`. */
export function groupLength(run: NumericRun, g: number): number {
  return groupEnd(run, g) - groupStart(run, g);
}

function isSeparator(c: number): boolean {
  return c === 32 || c === 45 || c === 46 || c === 47; // space - . /
}

/**
 * Reads the numeric run starting at `start` (a digit, or `+` / `(` before a digit). Always returns
 * the run's true end, so callers skip it entirely whatever its length (linear scanning).
 */
export function readNumericRun(text: string, start: number): NumericRun {
  const bounds: number[] = [];
  let i = start;
  const first = codeAt(text, i);
  let sawOpen = first === 40;
  if (first === 43 || first === 40) i++; // + (
  for (;;) {
    const from = i;
    while (isDigit(codeAt(text, i))) i++;
    if (i - start <= MAX_NUMERIC_RUN) bounds.push(from, i); // past the cap only the end matters
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
    return { start, end: i, bounds };
  }
}
