import type { CategoryScores } from './classifier.js';

/** One flagged category of one text: never the text itself. */
export interface CategoryFlag {
  category: string;
  /** The classifier's score, rounded to 3 decimals. */
  score: number;
  /** The threshold it met. */
  threshold: number;
}

/** Thresholds of the checked categories: category name -> threshold. */
export type ThresholdTable = ReadonlyMap<string, number>;

/**
 * The checked categories whose score is at or above their threshold, highest score first.
 * Categories a classifier did not score count as 0; unchecked categories are ignored.
 */
export function evaluateScores(scores: CategoryScores, thresholds: ThresholdTable): CategoryFlag[] {
  const flags: CategoryFlag[] = [];
  for (const [category, threshold] of thresholds) {
    const score = scores[category] ?? 0;
    if (score >= threshold && score > 0) {
      flags.push({ category, score: Math.round(score * 1000) / 1000, threshold });
    }
  }
  return flags.sort((a, b) => b.score - a.score);
}
