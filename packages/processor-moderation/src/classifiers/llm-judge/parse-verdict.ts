import { z } from 'zod';
import type { CategoryScores } from '../../classifier.js';

/** The verdict the judge must return (validated; anything else is an invalid response). */
export const verdictSchema = z.object({
  results: z.array(
    z.object({
      index: z.number().int().min(0),
      scores: z.record(z.string(), z.number().min(0).max(1)),
    }),
  ),
});

/**
 * Extracts and validates the judge's JSON (tolerating a code fence or text around it) and returns
 * one `CategoryScores` per text; undefined when it is not a complete, valid verdict.
 */
export function parseVerdict(raw: string, count: number): CategoryScores[] | undefined {
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw.slice(start, end + 1));
  } catch {
    return undefined;
  }
  const parsed = verdictSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const scores: (CategoryScores | undefined)[] = Array.from({ length: count }, () => undefined);
  for (const result of parsed.data.results) {
    if (result.index < count) scores[result.index] = result.scores;
  }
  return scores.every((s) => s !== undefined) ? scores : undefined;
}
