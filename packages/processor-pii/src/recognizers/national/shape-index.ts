import { codeAt, isDigit, isLetter } from '../char-class.js';
import type { Shape } from './shape.js';

/** Longest leading run of digits or capitals a shape can start with (runs are read up to one more). */
const MAX_RUN = 20;

/** Length of the run of digits (or of ASCII letters, either case) at `start`, read up to `MAX_RUN + 1` characters. */
export function leadingRun(text: string, start: number): number {
  const digit = isDigit(codeAt(text, start));
  let i = start;
  while (i - start <= MAX_RUN && (digit ? isDigit(codeAt(text, i)) : isLetter(codeAt(text, i)))) i++;
  return i - start;
}

/**
 * The text runs a shape can match at its start: a shape opening with `999_9` reads a run of 3
 * digits (separated) or 4 (not); one whose opening block is followed by `X` or `?` (which may
 * continue the run) reads any run at least that long (`open`).
 */
export function shapeRuns(shape: Shape): { runs: number[]; open: boolean } {
  const digit = isDigit(shape.charCodeAt(0));
  const inRun = (c: string) => (digit ? c === '9' : c === 'A' || (c >= 'A' && c <= 'Z' && c !== 'X'));
  let separated = 0;
  while (separated < shape.length && inRun(shape.charAt(separated))) separated++;
  let joined = separated;
  let k = separated;
  while (k < shape.length && (shape.charAt(k) === '_' || inRun(shape.charAt(k)))) {
    if (shape.charAt(k) !== '_') joined++;
    k++;
  }
  const next = shape.charAt(k);
  const open = next === 'X' || next === '?' || shape.charAt(0) === 'X' || shape.charAt(0) === '?';
  return { runs: separated === joined ? [separated] : [separated, joined], open };
}

/** Items grouped by the leading run they can start at, so each word start tries only the shapes that fit. */
export class ShapeIndex<T> {
  readonly #exact = new Map<number, T[]>();
  readonly #open: { min: number; item: T }[] = [];

  add(shape: Shape, item: T): void {
    const { runs, open } = shapeRuns(shape);
    if (open) {
      this.#open.push({ min: Math.min(...runs), item });
      return;
    }
    for (const run of runs) {
      const list = this.#exact.get(run) ?? [];
      list.push(item);
      this.#exact.set(run, list);
    }
  }

  /** The `fitting` lists by run length (`leadingRun` reads at most `MAX_RUN + 1`): an array read, not a map lookup, per word start. */
  readonly #cache: (T[] | undefined)[] = [];

  /** The items whose shape can start with a run of `run` characters (computed once per run length). */
  fitting(run: number): readonly T[] {
    let list = this.#cache[run];
    if (list === undefined) {
      list = [...(this.#exact.get(run) ?? []), ...this.#open.filter(({ min }) => run >= min).map(({ item }) => item)];
      this.#cache[run] = list;
    }
    return list;
  }
}
