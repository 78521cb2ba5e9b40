import { ELIMINATION, GROUP_THREAT, HATE, type Finding } from './findings.js';
import type { GroupReference } from './group-target.js';
import { anyIn, matchAt, phrases, wordSet } from './phrases.js';
import { INTENT_MARKERS, NEGATORS, NORMATIVE_MARKERS } from './words.js';

/**
 * A group's destruction or absence called for or wished, read before the group (word checks
 * only): "there should be a purge of X", "time for a genocide of X", "the world would be better
 * without X", "... better if all X were dead". Written from how eliminationist speech is phrased,
 * English only; each check looks a bounded number of words back.
 */

/** Nouns of a group's mass destruction. */
const MASS_HARMS = wordSet('purge genocide massacre extermination slaughter cleansing holocaust eradication cull culling annihilation');
/** Words that call for what follows ("we need", "time for", "bring on"; "there should be" is a normative marker). */
const CALLS = phrases('need', 'needs', 'time for', 'bring on', 'lets have', 'i want', 'we want', 'i hope for', 'pray for', 'start');
const BETWEEN_OF = wordSet('al the these those');

/**
 * "There should be a purge of (all) X", "time for a genocide of X", "we need a cleansing of X":
 * mass destruction of the group called for, with no negator between the call and the noun.
 */
export function massHarmCalledFor(words: readonly string[], at: number): boolean {
  const of = BETWEEN_OF.has(words[at - 1] ?? '') ? at - 2 : at - 1;
  if (words[of] !== 'of' || !MASS_HARMS.has(words[of - 1] ?? '')) return false;
  const noun = of - 1;
  for (let i = Math.max(0, noun - 5); i < noun; i++) {
    const length = Math.max(matchAt(words, i, NORMATIVE_MARKERS), matchAt(words, i, INTENT_MARKERS), matchAt(words, i, CALLS));
    if (length > 0 && i + length <= noun) return !anyIn(words, Math.max(0, i - 2), noun, NEGATORS);
  }
  return false;
}

const DEATH_STATES = wordSet('dead extinct exterminated wiped');
const ABSENCES = wordSet('gone');

/**
 * "The world would be better (off) without X" (the group wished away), "... better if all X were
 * dead" (wished dead): the group after "better without" or "better if".
 */
export function betterWithout(words: readonly string[], target: GroupReference): Finding {
  const before = BETWEEN_OF.has(words[target.at - 1] ?? '') ? target.at - 1 : target.at;
  const link = words[before - 1] ?? '';
  const better = words[before - 2] === 'beter' ? before - 2 : words[before - 2] === 'of' && words[before - 3] === 'beter' ? before - 3 : -1;
  if (better < 0 || anyIn(words, Math.max(0, better - 3), better, NEGATORS)) return undefined;
  if (link === 'without') return HATE;
  if (link !== 'if' || (words[target.end] !== 'were' && words[target.end] !== 'was')) return undefined;
  const state = words[target.end + 1] ?? '';
  if (DEATH_STATES.has(state)) return state === 'dead' ? GROUP_THREAT : ELIMINATION;
  return ABSENCES.has(state) ? HATE : undefined;
}
