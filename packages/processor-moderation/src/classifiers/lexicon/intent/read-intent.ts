import { parentCategory } from '../../../categories.js';
import { CARE, FICTION, hasMarker, NOT_FICTION, REPORTED, SEX_EDUCATION, SOFTWARE } from './context.js';
import { sentences } from './sentences.js';
import { selfHarmInstructions, selfHarmIntent } from './self-harm-rules.js';
import { howToHarm, normativeThreats, threats, type IntentHit, type RuleResult } from './threat-rules.js';

/** The top-level categories whose term matches a benign context can lower. */
export type ContextFamily = 'violence' | 'self-harm' | 'harassment' | 'hate' | 'sexual';

/** What the intent rules read in one normalized text. */
export interface IntentReading {
  /** Evidence per category (already lowered where a sentence's context makes it benign). */
  hits: IntentHit[];
  /** Families whose term matches this text's context makes benign (and no rule found intent in). */
  benign: Set<ContextFamily>;
}

/** What an intent hit weighs in a fiction, game, software or reported context. */
export const CONTEXT_FACTOR = 0.4;

/** The families a category's evidence belongs to (a threat is also violence). */
export function familiesOf(category: string): ContextFamily[] {
  const top = parentCategory(category) ?? category;
  const families = FAMILIES.has(top) ? [top as ContextFamily] : [];
  if (category.endsWith('/threatening')) families.push('violence');
  return families;
}

const FAMILIES: ReadonlySet<string> = new Set(['violence', 'self-harm', 'harassment', 'hate', 'sexual']);
const VIOLENCE_RULES = [threats, normativeThreats, howToHarm];
const SELF_HARM_RULES = [selfHarmIntent, selfHarmInstructions];

/**
 * Reads intent toward a target in `normalized` (see `normalizeText`), sentence by sentence:
 * threats, calls for harm and how-to-harm requests aimed at a person or group, and self-harm intent
 * or method requests in the first person; then the contexts that make harm words benign
 * (negation, fiction and games, software, reported speech and counter-speech, care, education).
 * Linear in the text: every rule looks a bounded number of words ahead of each word.
 */
export function readIntent(normalized: string): IntentReading {
  const hits: IntentHit[] = [];
  const benign = new Set<ContextFamily>();
  const intended = new Set<ContextFamily>();
  for (const words of sentences(normalized)) {
    const fiction = hasMarker(words, FICTION) && !hasMarker(words, NOT_FICTION);
    const reported = hasMarker(words, REPORTED);
    const software = hasMarker(words, SOFTWARE);
    const care = hasMarker(words, CARE);
    const framed = fiction || reported || software;
    const violence = run(VIOLENCE_RULES, words);
    const selfHarm = run(SELF_HARM_RULES, words);
    for (const [result, lowered] of [[violence, framed], [selfHarm, fiction || reported || care]] as const) {
      for (const hit of result.hits) {
        hits.push(lowered ? { category: hit.category, weight: hit.weight * CONTEXT_FACTOR } : hit);
        if (!lowered) for (const family of familiesOf(hit.category)) intended.add(family);
      }
    }
    if (violence.negated || framed || care) benign.add('violence');
    if (selfHarm.negated || fiction || reported || care) benign.add('self-harm');
    if (reported || fiction) {
      benign.add('harassment');
      benign.add('hate');
    }
    if (hasMarker(words, SEX_EDUCATION)) benign.add('sexual');
  }
  for (const family of intended) benign.delete(family);
  return { hits, benign };
}

function run(rules: readonly ((words: readonly string[]) => RuleResult)[], words: readonly string[]): RuleResult {
  const hits: IntentHit[] = [];
  let negated = false;
  for (const rule of rules) {
    const result = rule(words);
    hits.push(...result.hits);
    negated ||= result.negated;
  }
  return { hits, negated };
}

/** True when a term of `category` found in a text with `reading` should weigh less. */
export function isBenignFor(category: string, reading: IntentReading): boolean {
  return familiesOf(category).some((family) => reading.benign.has(family));
}
