import type { CategoryScores } from '../../classifier.js';
import type { ModerationResult } from './moderation-response.js';

/**
 * The scores of one endpoint result: `category_scores` where they are numbers; where a score is
 * missing or null, the endpoint's own `categories` verdict (`true` -> 1, `false` -> 0). Undefined
 * when the result is `flagged` but names no flagged category and has no score: such a result
 * cannot be mapped to categories and must not count as clean.
 */
export function resultScores(result: ModerationResult): CategoryScores | undefined {
  const scores: Record<string, number> = {};
  for (const [category, score] of Object.entries(result.category_scores ?? {})) {
    if (score !== null) scores[category] = Math.min(1, Math.max(0, score));
  }
  let flaggedCategory = false;
  for (const [category, flagged] of Object.entries(result.categories ?? {})) {
    if (flagged === true) flaggedCategory = true;
    if (flagged !== null && scores[category] === undefined) scores[category] = flagged ? 1 : 0;
  }
  const scored = Object.values(scores).some((score) => score > 0);
  if (result.flagged === true && !flaggedCategory && !scored) return undefined;
  return scores;
}
