import type { CategoryDefinition } from '../../categories.js';
import type { CategoryScores } from '../../classifier.js';

/** Scores from `min` (included) to `max` (excluded) are uncertain. */
export interface UncertainBand {
  min: number;
  max: number;
}

/**
 * True when a result is uncertain: its highest score over the checked categories (over all its
 * scores when none are given) is at least `min` and below `max`. A result whose highest score is
 * below `min` is confidently clean; one with a score at or above `max` is confidently flagged.
 */
export function isUncertain(
  scores: CategoryScores,
  band: UncertainBand,
  categories: readonly CategoryDefinition[],
): boolean {
  const values = categories.length === 0 ? Object.values(scores) : categories.map((c) => scores[c.name]);
  let top = 0;
  for (const value of values) if (value !== undefined && value > top) top = value;
  return top >= band.min && top < band.max;
}
