import type { Recognizer } from './scan-context.js';

/** The resolved detection settings of one `PIIDetector`. */
export interface DetectorPolicy {
  /** Enabled types (built-in and custom). */
  enabled: ReadonlySet<string>;
  /** Minimum score per type. */
  thresholds: ReadonlyMap<string, number>;
  /** Threshold for types without their own. */
  defaultThreshold: number;
  /** Minimum score of each enabled type (its threshold, or the default one, at least `minScore`); absent when disabled. */
  minScores: ReadonlyMap<string, number>;
  /** The `minScore` floor, also applied to the `entityDetector`'s spans. */
  minScore: number;
  phoneRegion: string;
  /** The national identifier recognizer, when a national type is enabled (`locales`, `types`). */
  national: readonly Recognizer[];
  /** Extra recognizers (custom ones, then the `recognizers` option's). */
  custom: readonly Recognizer[];
  /** Characters the stream holds back: `HOLD_CHARS`, or more for a recognizer with a longer `maxLength`. */
  holdChars: number;
}
