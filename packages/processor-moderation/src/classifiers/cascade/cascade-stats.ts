/** What one stage of a cascade has scored. */
export interface CascadeStageStats {
  /** The stage classifier's id. */
  readonly id: string;
  /** Texts sent to it. */
  readonly texts: number;
  /** `classify` calls made to it (a call carries every uncertain text of one cascade call). */
  readonly calls: number;
}

/**
 * Counters of a cascade since it was created (all runs and processors using the instance).
 * For two stages: `escalated + saved === texts`.
 */
export interface CascadeStats {
  /** Texts the cascade was asked to score (all go to the first stage). */
  readonly texts: number;
  /** Texts sent beyond the first stage (uncertain there). */
  readonly escalated: number;
  /** Texts the last, most expensive stage did not have to score. */
  readonly saved: number;
  /** Per stage, in order. */
  readonly stages: readonly CascadeStageStats[];
}
