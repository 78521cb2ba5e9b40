import { NEGATIVE_ATTRIBUTES, POSITIVE_ATTRIBUTES } from './negative-evaluation.js';
import { isNegatedPositive } from './negated-attributes.js';
import { wordSet } from './phrases.js';

/**
 * How an attribute word judges, read from its form as well as the word lists: a negative
 * attribute, inflected ("laziest", "dumber", "filthiest") or a positive one negated by a prefix
 * ("incapable", "unworthy"), or a noun listed in the plural said in the singular ("a freak"), is negative; a positive attribute is positive. English only; a few
 * set lookups per word.
 */
export function judgement(word: string): 'negative' | 'positive' | undefined {
  if (NEGATIVE_ATTRIBUTES.has(word) || isNegatedPositive(word) || stems(word).some((stem) => NEGATIVE_ATTRIBUTES.has(stem))) return 'negative';
  if (word.length > 3 && NEGATIVE_ATTRIBUTES.has(`${word}s`)) return 'negative'; // a noun listed as its plural ("a freak", "a parasite")
  if (POSITIVE_ATTRIBUTES.has(word)) return 'positive';
  return undefined;
}

/** The stems a comparative or superlative can come from ("laziest" -> "lazy", "dumbest" -> "dumb", "vilest" -> "vile"). */
function stems(word: string): string[] {
  for (const suffix of ['est', 'er']) {
    if (!word.endsWith(suffix) || word.length < suffix.length + 3) continue;
    const stem = word.slice(0, -suffix.length);
    return stem.endsWith('i') ? [`${stem.slice(0, -1)}y`, stem] : [stem, `${stem}e`];
  }
  return [];
}

/** An adverb of degree or manner ("absolutely", "genuinely"): a word ending in "-ly" that is not itself an attribute ("ugly", "smelly"). */
export function isAdverb(word: string): boolean {
  return word.length > 4 && word.endsWith('ly') && word !== 'mentaly' && judgement(word) === undefined;
}

/** Virtues and faculties a group is said to lack ("X have no decency", "X lack intelligence"). */
export const VIRTUES = wordSet(
  'decency morals morality manners brains brain intelligence culture dignity honor honour shame respect value worth future soul souls empathy humanity loyalty integrity class sense conscience self control talent skills skill use purpose',
);

/** Words that say a group lacks what follows. */
export const LACKS = wordSet('lack lacks lacking');

/** Words that may stand between "lack"/"have no" and the virtue ("any sense of", "basic"). */
export const VIRTUE_FILLERS = wordSet('any al basic real the a single shred ounce bit of common human');
