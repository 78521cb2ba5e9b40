import type { CategoryScores } from '../classifier.js';
import type { LabelledText } from './parse-labelled-texts.js';

/** Precision and recall of one category (or of "flagged at all"). */
export interface CategoryQuality {
  category: string;
  /** Texts labelled with the category. */
  support: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** tp / (tp + fp); null when nothing was predicted. */
  precision: number | null;
  /** tp / (tp + fn); null when no text has the label. */
  recall: number | null;
}

/**
 * Per-category precision and recall of `scores` (one per item) at `threshold`, plus an `any`
 * row: was a harmful text flagged in some category, was a benign one left alone.
 */
export function measureQuality(
  items: readonly LabelledText[],
  scores: readonly CategoryScores[],
  categories: readonly string[],
  threshold: number,
): CategoryQuality[] {
  const flagged = scores.map((s) => new Set(categories.filter((c) => (s[c] ?? 0) >= threshold)));
  const rows = categories.map((category) =>
    row(category, items.map((item, i) => [item.labels.has(category), flagged[i]?.has(category) ?? false])),
  );
  rows.push(row('any', items.map((item, i) => [item.labels.size > 0, (flagged[i]?.size ?? 0) > 0])));
  return rows;
}

function row(category: string, pairs: readonly (readonly [actual: boolean, predicted: boolean])[]): CategoryQuality {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [actual, predicted] of pairs) {
    if (actual && predicted) tp++;
    else if (predicted) fp++;
    else if (actual) fn++;
  }
  return {
    category,
    support: tp + fn,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: tp + fp === 0 ? null : round(tp / (tp + fp)),
    recall: tp + fn === 0 ? null : round(tp / (tp + fn)),
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
