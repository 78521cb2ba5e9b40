import type { ModerationCategory } from '../../../categories.js';
import { anyIn, findFrom, matchAt } from './phrases.js';
import { objectOf, targetAt, type Target, type TargetKind } from './target.js';
import { DIE, HARM_PARTICIPLES, HARM_VERBS, HOMONYM_OBJECTS, HOW_TO, INTENT_MARKERS, NEGATORS, NORMATIVE_MARKERS, THING_NOUNS } from './words.js';

/** One category a rule found evidence for, and how much. */
export interface IntentHit {
  category: ModerationCategory;
  weight: number;
}

/** What a rule found in one sentence: hits, and whether it saw harm wording that was negated. */
export interface RuleResult {
  hits: IntentHit[];
  negated: boolean;
}

/** The categories a harm aimed at `kind` scores. */
export function harmTo(kind: TargetKind, weight: number): IntentHit[] {
  switch (kind) {
    case 'you':
      return [{ category: 'violence', weight }, { category: 'harassment/threatening', weight }];
    case 'group':
      return [{ category: 'violence', weight }, { category: 'hate/threatening', weight }];
    case 'person':
      return [{ category: 'violence', weight }];
    case 'animal':
      return [{ category: 'violence', weight: weight * 0.8 }];
  }
}

/** A harm verb in `[from, to)` whose object is a target (not a homonym such as "shoot you an email"). */
function harmWithTarget(words: readonly string[], from: number, to: number): { verb: number; target: Target } | undefined {
  for (let verb = Math.max(0, from); verb < Math.min(to, words.length); verb++) {
    if (!HARM_VERBS.has(words[verb] ?? '')) continue;
    const target = objectOf(words, verb);
    if (target === undefined) continue;
    const after = target.at + target.length;
    if (anyIn(words, after, after + 3, HOMONYM_OBJECTS)) continue;
    return { verb, target };
  }
  return undefined;
}

/**
 * Threats: an intent marker ("I will", "I'm gonna", "going to", "wanna") then, within three
 * words, a harm verb whose object is a person, a group, the addressee or an animal ("I'm gonna
 * stab him", "we will hurt them"). A negator in the three words before the marker or between it
 * and the verb ("I'm not going to hurt him", "I would never") cancels the threat.
 */
export function threats(words: readonly string[]): RuleResult {
  const hits: IntentHit[] = [];
  let negated = false;
  for (let i = 0; i < words.length; i++) {
    if (HARM_VERBS.has(words[i] ?? '') && anyIn(words, i - 3, i, NEGATORS)) negated = true;
    const marker = matchAt(words, i, INTENT_MARKERS);
    if (marker === 0) continue;
    const found = harmWithTarget(words, i + marker, i + marker + 3);
    if (found === undefined) continue;
    if (anyIn(words, i - 3, found.verb, NEGATORS)) negated = true;
    else hits.push(...harmTo(found.target.kind, 0.85));
  }
  return { hits, negated };
}

/**
 * "that referee", "the ref": a definite determiner and a noun, taken as a person before "should be
 * shot"; not a noun of a thing that is run, stopped or taken ("this command must be executed",
 * "the process should be killed", "that scene should be shot at night").
 */
function namedThing(words: readonly string[], at: number): Target | undefined {
  return DEFINITE.has(words[at] ?? '') && at + 1 < words.length && !THING_NOUNS.has(words[at + 1] ?? '') ? { kind: 'person', at, length: 2 } : undefined;
}

const DEFINITE = new Set(['that', 'this', 'the', 'my', 'his', 'her', 'their', 'our']);

/**
 * Normative threats and calls for harm: a target, then "should / must / deserve to", then "die"
 * or "be killed / shot / hanged ..." ("people like him should be hanged", "they deserve to die");
 * or "someone should beat <target>".
 */
export function normativeThreats(words: readonly string[]): RuleResult {
  const hits: IntentHit[] = [];
  let negated = false;
  for (let i = 0; i < words.length; i++) {
    const target = targetAt(words, i) ?? namedThing(words, i);
    if (target === undefined) continue;
    let at = target.at + target.length;
    if (words[at] === 'like') at += 2; // "people like him"
    const marker = findFrom(words, at, at + 2, NORMATIVE_MARKERS);
    if (marker === undefined) continue;
    let next = marker.at + marker.length;
    if (words[next] === 'al' || words[next] === 'just') next++;
    const negatedHere = anyIn(words, i - 2, next + 1, NEGATORS);
    let result: IntentHit[] = [];
    if (DIE.has(words[next] ?? '')) result = harmTo(target.kind, 0.8);
    else if (words[next] === 'be' && HARM_PARTICIPLES.has(words[next + 1] ?? '')) result = harmTo(target.kind, 0.8);
    else {
      const harm = harmWithTarget(words, next, next + 1);
      if (harm !== undefined) result = harmTo(harm.target.kind, 0.8);
    }
    if (result.length === 0) continue;
    if (negatedHere) negated = true;
    else hits.push(...result);
  }
  return { hits, negated };
}

/**
 * Requests for how to harm a person: a how-to or method marker ("how do I", "best way to",
 * "where should I") then, within six words, a harm verb whose object is a person ("how do I poison
 * my husband", "best way to hurt someone without leaving marks").
 */
export function howToHarm(words: readonly string[]): RuleResult {
  const hits: IntentHit[] = [];
  for (let i = 0; i < words.length; i++) {
    const marker = matchAt(words, i, HOW_TO);
    if (marker === 0) continue;
    const found = harmWithTarget(words, i + marker, i + marker + 6);
    if (found === undefined) continue;
    hits.push(...harmTo(found.target.kind, 0.85));
    i = found.verb;
  }
  return { hits, negated: false };
}
