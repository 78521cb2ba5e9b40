import { normalizeText } from '../../normalize-text.js';
import { readIntent } from '../read-intent.js';

/** The strongest weight per category the intent rules give `text` (tests only). */
export function intentWeights(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { category, weight } of readIntent(normalizeText(text)).hits) out[category] = Math.max(out[category] ?? 0, weight);
  return out;
}

/** The strongest weight of any `hate` category (`hate` or `hate/threatening`) for `text` (tests only). */
export function strongestHate(text: string): number {
  let out = 0;
  for (const [category, weight] of Object.entries(intentWeights(text))) if (category.startsWith('hate')) out = Math.max(out, weight);
  return out;
}
