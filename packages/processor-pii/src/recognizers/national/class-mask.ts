import { asciiClass, DIGIT_CLASS, isLetter, LETTER_CLASS } from '../char-class.js';
import type { Shape } from './shape.js';

/** How many leading characters of a match the masks describe: bit `k` stands for character `k`. */
export const MASK_POSITIONS = 30;

/** The character classes a layout needs at a match's leading characters, one bit per position. */
export interface ClassMask {
  /** Positions that must hold a digit (`9`). */
  digits: number;
  /** Positions that must hold an ASCII letter (`A`, or a literal letter such as the `D` of `DE`). */
  letters: number;
  /** Positions that must hold a letter or a digit (`X`). */
  alnums: number;
}

/**
 * What a layout needs, written without separators (`bare`) and with one at every `_` (`spaced`,
 * absent when the layout takes none): `matchShape` reads a match one way or the other, so a
 * position that fits neither mask rules the layout out before it is matched. `reach` is how many
 * characters the wider of the two reads (at most `MASK_POSITIONS`).
 */
export interface LayoutMask {
  bare: ClassMask;
  spaced: ClassMask | undefined;
  reach: number;
}

/** The classes of the characters at and after a start position, one bit per position. */
export interface CharClasses {
  digits: number;
  letters: number;
}

function classMask(shape: Shape, withSeparators: boolean): { mask: ClassMask; length: number } {
  const mask: ClassMask = { digits: 0, letters: 0, alnums: 0 };
  let k = 0;
  for (let i = 0; i < shape.length && k < MASK_POSITIONS; i++) {
    const want = shape.charCodeAt(i);
    if (want === 95 && !withSeparators) continue; // _ read as nothing
    const bit = 1 << k;
    if (want === 57) mask.digits |= bit; // 9
    else if (want === 88) mask.alnums |= bit; // X
    else if (want !== 95 && want !== 63 && isLetter(want)) mask.letters |= bit; // A or a literal letter
    // `_` read as a separator, a `?` sign and literal punctuation: any character may fit here
    k++;
  }
  return { mask, length: k };
}

/** The `LayoutMask` of `shape` with the separators its spec allows. */
export function layoutMask(shape: Shape, separators: string): LayoutMask {
  const bare = classMask(shape, false);
  if (separators === '' || !shape.includes('_')) return { bare: bare.mask, spaced: undefined, reach: bare.length };
  const spaced = classMask(shape, true);
  return { bare: bare.mask, spaced: spaced.mask, reach: Math.max(bare.length, spaced.length) };
}

/**
 * Reads the classes of `text[start, start + reach)` into `into` (positions past the end of the
 * text are neither digits nor letters). `reach` is at most `MASK_POSITIONS`.
 */
export function readClasses(text: string, start: number, reach: number, into: CharClasses): void {
  let digits = 0;
  let letters = 0;
  // bits from a table, not a branch per class: the classes of the characters after a word start are
  // as good as random to the branch predictor
  const inside = Math.min(reach, text.length - start);
  for (let k = 0; k < inside; k++) {
    const bits = asciiClass(text.charCodeAt(start + k));
    letters |= (bits & LETTER_CLASS) << k; // LETTER_CLASS is bit 0
    digits |= ((bits & DIGIT_CLASS) >> 1) << k; // DIGIT_CLASS is bit 1
  }
  into.digits = digits;
  into.letters = letters;
}

function fitsMask(mask: ClassMask, classes: CharClasses): boolean {
  return (
    (classes.digits & mask.digits) === mask.digits &&
    (classes.letters & mask.letters) === mask.letters &&
    ((classes.digits | classes.letters) & mask.alnums) === mask.alnums
  );
}

/**
 * False when the layout cannot match where `classes` were read: a necessary condition of
 * `matchShape`, checked with a few bit operations instead of reading the text again.
 */
export function mayFit(layout: LayoutMask, classes: CharClasses): boolean {
  return fitsMask(layout.bare, classes) || (layout.spaced !== undefined && fitsMask(layout.spaced, classes));
}
