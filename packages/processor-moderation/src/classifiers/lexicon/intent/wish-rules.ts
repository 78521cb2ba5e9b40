import { anyIn, wordSet } from './phrases.js';
import { targetAt } from './target.js';
import { harmTo, type IntentHit, type RuleResult } from './threat-rules.js';
import { HARM_PARTICIPLES, HARM_VERBS, NEGATORS } from './words.js';

/** Words that wish something on someone. */
export const WISHES = new Set(['hope', 'wish', 'pray']);

/** Subject pronouns, which `targetAt` (objects) does not know. */
const SUBJECTS = new Set(['he', 'she', 'they']);
const BECOME = new Set(['gets', 'get', 'is', 'be', 'got', 'ends', 'end']);
const DIES = new Set(['dies', 'die', 'rots', 'rot', 'suffers', 'suffer']);
/** "choke on ...", "choke to death": wished, a death. */
const CHOKE = new Set(['choke', 'chokes']);
/** Modals and adverbs between a wished-on target and its fate ("you would just die", "they all die"). */
const BEFORE_FATE = wordSet('would will just all actually finally slowly');

/** A harm verb in the third person ("shoots", "stabs", "punches"). */
function harmsVerb(word: string): boolean {
  if (!word.endsWith('s')) return false;
  return HARM_VERBS.has(word.slice(0, -1)) || (word.endsWith('es') && HARM_VERBS.has(word.slice(0, -2)));
}

/**
 * Wishes of harm on a target: "I hope <target> dies / gets shot / gets hit by a bus", or "I hope
 * someone stabs <target>" (or runs <target> over). A negator before the harm ("I hope nobody hurts
 * you") cancels it.
 */
export function wishesOfHarm(words: readonly string[]): RuleResult {
  const hits: IntentHit[] = [];
  let negated = false;
  for (let i = 0; i < words.length; i++) {
    if (!WISHES.has(words[i] ?? '')) continue;
    const at = words[i + 1] === 'that' ? i + 2 : i + 1;
    const found = wishedHarm(words, at);
    if (found === undefined) continue;
    if (anyIn(words, i - 2, found.end, NEGATORS)) negated = true;
    else hits.push(...found.hits);
  }
  return { hits, negated };
}

function wishedHarm(words: readonly string[], at: number): { hits: IntentHit[]; end: number } | undefined {
  const target = SUBJECTS.has(words[at] ?? '') ? { kind: 'person' as const, at, length: 1 } : targetAt(words, at);
  if (target !== undefined) {
    let next = target.at + target.length;
    for (let n = 0; n < 2 && BEFORE_FATE.has(words[next] ?? ''); n++) next++; // "I wish you would just die"
    const verb = words[next] ?? '';
    if (DIES.has(verb) || (CHOKE.has(verb) && (words[next + 1] === 'on' || words[next + 1] === 'to'))) return { hits: harmTo(target.kind, 0.75), end: next + 1 };
    if (BECOME.has(verb) && (HARM_PARTICIPLES.has(words[next + 1] ?? '') || (words[next + 1] === 'hit' && words[next + 2] === 'by'))) {
      return { hits: harmTo(target.kind, 0.75), end: next + 2 };
    }
  }
  // "someone stabs <target>", "a car runs <target> over": the verb within the next three words.
  let verbAt = at;
  while (verbAt < at + 3 && !harmsVerb(words[verbAt] ?? '') && words[verbAt] !== 'runs') verbAt++;
  const verb = words[verbAt] ?? '';
  if (!harmsVerb(verb) && verb !== 'runs') return undefined;
  const victim = targetAt(words, verbAt + 1);
  if (victim === undefined) return undefined;
  const end = victim.at + victim.length;
  if (verb === 'runs' && words[end] !== 'over') return undefined;
  return { hits: harmTo(victim.kind, 0.75), end };
}
