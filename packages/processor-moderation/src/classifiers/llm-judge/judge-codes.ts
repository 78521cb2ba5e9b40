import { parentCategory, type CategoryDefinition } from '../../categories.js';
import type { CategoryScores } from '../../classifier.js';
import { HAZARD_CODES, HAZARDS, type HazardCode } from './hazards.js';

/** One code the judge may name: a hazard (S1 to S14) or an extra category (S15 on). */
export interface JudgeCode {
  readonly code: string;
  readonly title: string;
  readonly description: string;
  /** The categories a violation of this code scores. */
  readonly categories: readonly string[];
}

/**
 * The codes of one judge call: the 14 hazards with their mapped categories, then, from S15 on,
 * every checked category no hazard maps to (with its description), so each checked category can
 * be scored.
 */
export function judgeCodes(
  categories: readonly CategoryDefinition[],
  mapping: Readonly<Record<HazardCode, readonly string[]>>,
): JudgeCode[] {
  const codes: JudgeCode[] = HAZARD_CODES.map((code) => ({ code, ...HAZARDS[code], categories: mapping[code] }));
  const covered = new Set(codes.flatMap((code) => code.categories));
  for (const category of categories) {
    if (covered.has(category.name)) continue;
    codes.push({ code: `S${codes.length + 1}`, title: category.name, description: category.description, categories: [category.name] });
  }
  return codes;
}

/**
 * The scores of one verdict: every checked category 0, then, for each violated code, its checked
 * categories (and their parents) at least the violation's confidence.
 */
export function codeScores(
  violations: ReadonlyMap<string, number>,
  codes: readonly JudgeCode[],
  categories: readonly CategoryDefinition[],
): CategoryScores {
  const scores: Record<string, number> = Object.fromEntries(categories.map((c) => [c.name, 0]));
  // Without checked categories (a call outside the processor), every mapped category is scored.
  const checked = (category: string) => categories.length === 0 || Object.hasOwn(scores, category);
  const raise = (category: string | undefined, score: number) => {
    if (category !== undefined && checked(category)) scores[category] = Math.max(scores[category] ?? 0, score);
  };
  for (const code of codes) {
    const score = violations.get(code.code);
    if (score === undefined) continue;
    for (const category of code.categories) {
      raise(category, score);
      raise(parentCategory(category), score);
    }
  }
  return scores;
}
