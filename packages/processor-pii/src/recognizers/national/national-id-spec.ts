import type { NationalType } from '../../detect/national-types.js';
import type { Shape } from './shape.js';

/** One layout of an identifier and the score of a match without context. */
export interface ScoredShape {
  shape: Shape;
  /** Score without a context word; `CONTEXT_ONLY` (0): reported only after a context word. */
  score: number;
}

/** How one national identifier is found and checked. */
export interface NationalIdSpec {
  type: NationalType;
  /** Its layouts, tried in order at each standalone word start. */
  shapes: readonly ScoredShape[];
  /** Characters a `_` of a shape may stand for. @default ' -' */
  separators?: string;
  /** Characters a `?` of a shape may stand for. */
  signs?: string;
  /** Checksum or structure rule on the compact value (letters, digits and signs only). */
  validate?: (compact: string) => boolean;
  /**
   * A rule for values that fail `validate` but may still be this identifier (a Korean RRN issued
   * since October 2020 has no check digit): such a value is reported only after a context word,
   * at the context-only score, whatever its shape's score.
   */
  unchecked?: (compact: string) => boolean;
  /** Lower-case context words, in the languages the identifier is used in. */
  words: readonly string[];
}
