import { POSITIVE_ATTRIBUTES } from './negative-evaluation.js';
import { wordSet } from './phrases.js';

/**
 * Negative attributes formed by morphology rather than listed: a positive attribute with a
 * negating prefix ("incapable", "unworthy", "dishonest", "irrational", "inhuman", "unwelcome"), or
 * with "-less" in place of "-ful" ("useless" is listed; "hopeless", "worthless" follow). English
 * only; one or two set lookups per word.
 */
export function isNegatedPositive(word: string): boolean {
  for (const prefix of PREFIXES) {
    if (word.length >= prefix.length + 3 && word.startsWith(prefix) && POSITIVE_ATTRIBUTES.has(word.slice(prefix.length))) return true;
  }
  return word.endsWith('les') && word.length > 6 && POSITIVE_ATTRIBUTES.has(`${word.slice(0, -3)}ful`);
}

/** Prefixes that negate an adjective (squeezed: "il" before "legitimate" stays "il", "ir" before "rational" becomes "i"). */
const PREFIXES: readonly string[] = [...wordSet('un in im ir il dis non')];

/** Collective nouns that, before "of", only count what follows ("a swarm of", "a pack of"). */
export const COLLECTIVES = wordSet('swarm horde hordes pack herd bunch gang flock plague infestation colony nest load mob piece pieces');

/** Words after a copula that reduce the group to what follows ("X are nothing but", "X are no better than", "X are only good for"). */
export const REDUCTIONS = wordSet('nothing litle mere merely');
