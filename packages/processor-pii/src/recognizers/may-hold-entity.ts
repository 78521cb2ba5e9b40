import { groupLength, type NumericRun } from './numeric-run.js';

/** True when three groups have a date's lengths: a four-digit year first or last, day and month of one or two digits. */
function hasDateLengths(run: NumericRun, i: number): boolean {
  const a = groupLength(run, i);
  const b = groupLength(run, i + 1);
  const c = groupLength(run, i + 2);
  return b <= 2 && ((a === 4 && c <= 2) || (c === 4 && a <= 2));
}

/**
 * False when groups `i..j` can hold no type: every type needs 7 to 19 digits, or 3 groups (a date)
 * or 4 (an IPv4); three groups with fewer or more digits can only be a date, so they need a
 * date's group lengths ("2.14.1", a version number, has none). Checked before `classify` builds
 * the span's strings.
 */
export function mayHoldEntity(run: NumericRun, i: number, j: number): boolean {
  const count = j - i + 1;
  let n = 0;
  for (let g = i; g <= j; g++) n += groupLength(run, g);
  if (count === 4) return true;
  if (count === 3) return (n >= 7 && n <= 19) || hasDateLengths(run, i);
  return n >= 7 && n <= 19;
}
