import { parentCategory } from '../../../categories.js';
import { CARE, FICTION, hasMarker, NOT_FICTION, REPORTED, SEX_EDUCATION, SOFTWARE } from './context.js';
import { selfHarmInstructions, selfHarmIntent } from './self-harm-rules.js';
import { sexualRequests } from './sexual-rules.js';
import { howToHarm, normativeThreats, threats, type IntentHit, type RuleResult } from './threat-rules.js';
import { isCountered } from './counter-speech.js';
import { readDerogation } from './read-derogation.js';
import { isSelfReference } from './self-reference.js';
import { contextSentences, ruleSentences } from './triggered-sentences.js';
import { wishesOfHarm } from './wish-rules.js';
import { HARM, NORMATIVE, SELF_HARM, SEX, triggersOf } from './triggers.js';

/** The top-level categories whose term matches a benign context can lower. */
export type ContextFamily = 'violence' | 'self-harm' | 'harassment' | 'hate' | 'sexual';

/** What the intent rules read in one normalized text. */
export interface IntentReading {
  /** Evidence per category (already lowered where a sentence's context makes it benign). */
  hits: IntentHit[];
  /** Families a rule found intent in, outside any benign context (term matches stay whole there). */
  intended: Set<ContextFamily>;
  /** Families whose harm wording the rules saw negated ("I would never hurt anyone") or countered ("saying X are vermin is hateful"). */
  negated: Set<ContextFamily>;
}

/** What an intent hit weighs in a fiction, game, software, reported, care or education context. */
export const CONTEXT_FACTOR = 0.4;

/** The families a category's evidence belongs to (a threat is also violence). */
export function familiesOf(category: string): ContextFamily[] {
  const top = parentCategory(category) ?? category;
  const families = FAMILIES.has(top) ? [top as ContextFamily] : [];
  if (category.endsWith('/threatening')) families.push('violence');
  return families;
}

const FAMILIES: ReadonlySet<string> = new Set(['violence', 'self-harm', 'harassment', 'hate', 'sexual']);

/** The contexts of one sentence. */
interface SentenceContext {
  fiction: boolean;
  reported: boolean;
  software: boolean;
  care: boolean;
  education: boolean;
}

function contextOf(words: readonly string[]): SentenceContext {
  return {
    fiction: hasMarker(words, FICTION) && !hasMarker(words, NOT_FICTION),
    reported: hasMarker(words, REPORTED),
    software: hasMarker(words, SOFTWARE),
    care: hasMarker(words, CARE),
    education: hasMarker(words, SEX_EDUCATION),
  };
}

/** Whether a hit of `category` is lowered in `context`. */
function lowers(context: SentenceContext, category: string): boolean {
  const top = parentCategory(category) ?? category;
  if (top === 'sexual') return context.education;
  if (top === 'self-harm') return context.fiction || context.reported || context.care;
  return context.fiction || context.reported || context.software;
}

/**
 * Reads intent toward a target in `normalized` (see `normalizeText`), sentence by sentence:
 * threats, calls for harm, wishes of harm and how-to-harm requests aimed at a person or group, self-harm intent
 * or method requests in the first person, requests for sexual content and sexual content naming a
 * minor; group derogation (`readDerogation`: a protected group and a negative evaluation of it).
 * A hit in a sentence whose context makes it benign (fiction and games, software, reported
 * speech and counter-speech, care, education) weighs `CONTEXT_FACTOR` of its weight. Only sentences
 * with a rule's trigger word are split into words; every rule looks a bounded number of words
 * ahead of each word, so the cost is linear in the text.
 */
export function readIntent(normalized: string): IntentReading {
  const hits: IntentHit[] = [];
  const intended = new Set<ContextFamily>();
  const negated = new Set<ContextFamily>();
  for (const words of ruleSentences(normalized)) {
    const bits = triggersOf(words);
    const results: RuleResult[] = [];
    if ((bits & HARM) !== 0) {
      const violence = [threats(words), howToHarm(words), wishesOfHarm(words)];
      if (violence.some((result) => result.negated)) negated.add('violence');
      results.push(...violence);
    }
    if ((bits & NORMATIVE) !== 0) {
      const normative = normativeThreats(words);
      if (normative.negated) negated.add('violence'); // "no one deserves to die"
      results.push(normative);
    }
    if ((bits & SELF_HARM) !== 0) {
      const selfHarm = [selfHarmIntent(words), selfHarmInstructions(words)];
      if (selfHarm.some((result) => result.negated)) negated.add('self-harm');
      results.push(...selfHarm);
    }
    if ((bits & SEX) !== 0) results.push(sexualRequests(words));
    addHits(results.flatMap((result) => result.hits), words, hits, intended);
  }
  for (const finding of readDerogation(normalized)) {
    if (finding.negated) negated.add('hate');
    if (finding.threatNegated) negated.add('violence');
    addHits(finding.hits, finding.words, hits, intended);
  }
  return { hits, intended, negated };
}

/** Adds the hits of one sentence, lowered where its context makes them benign, and the families meant outside such a context. */
function addHits(found: readonly IntentHit[], words: readonly string[], hits: IntentHit[], intended: Set<ContextFamily>): void {
  if (found.length === 0) return;
  const context = contextOf(words);
  // Harm to a group said in a sentence that reports, quotes or condemns it is counter-speech.
  const countered = found.some((hit) => hit.category.startsWith('hate')) && isCountered(words);
  for (const hit of found) {
    if (countered && (hit.category.startsWith('hate') || hit.category === 'violence')) continue;
    const lowered = lowers(context, hit.category);
    hits.push(lowered ? { category: hit.category, weight: hit.weight * CONTEXT_FACTOR } : hit);
    if (!lowered) for (const family of familiesOf(hit.category)) intended.add(family);
  }
}

/**
 * The families whose term matches `normalized`'s context makes benign: negated harm wording (from
 * `reading`), fiction and games, software, reported speech and counter-speech, care, education;
 * never a family a rule found intent in. Computed only for texts where some term matched.
 */
export function benignFamilies(normalized: string, reading: IntentReading): Set<ContextFamily> {
  const benign = new Set<ContextFamily>(reading.negated);
  for (const words of contextSentences(normalized)) {
    const context = contextOf(words);
    if (context.fiction || context.reported || context.software || context.care) benign.add('violence');
    if (context.fiction || context.reported || context.care) benign.add('self-harm');
    if (context.fiction || context.reported) {
      benign.add('harassment');
      benign.add('hate');
    }
    if (context.education) benign.add('sexual');
  }
  if (isSelfReference(normalized)) {
    benign.add('hate');
    benign.add('harassment');
  }
  for (const family of reading.intended) benign.delete(family);
  return benign;
}
