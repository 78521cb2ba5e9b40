import { judgement } from './attribute-forms.js';
import { matchAt, phrases, wordSet } from './phrases.js';
import type { GroupReference } from './group-target.js';
import { NEGATED_COPULAS } from './structure-words.js';

/**
 * Ways a sentence generalizes over a whole group that `derogations` reads around the group (word
 * checks only, no finding of their own): asides that say "all of them" ("as a group", "every X
 * I've met"), "no X who isn't ...", a bare list of flaws after the group, "X make bad ...", "X
 * have a violent nature". Each looks a bounded number of words ahead.
 */

/** Asides between a group and its predicate that generalize it ("X as a group are ..."). */
const ASIDES = phrases('as a group', 'as a whole', 'on the whole', 'in general', 'by nature', 'by and large', 'for the most part', 'as a rule');
/** The speaker as a witness ("I've met", "we know"): "every X I've met is ...". */
const WITNESSES = wordSet('i ive we weve');
const WITNESS_HELPERS = wordSet('have ve ever');
const MET = wordSet('met know knew seen encountered');

/**
 * Past an aside after the group's end `k` ("as a group", "in general"), a modifier phrase before
 * the copula ("like him", "around here"), or a clause that says the speaker has known them ("(that)
 * I've (ever) met", "I know"), or `k` itself.
 */
export function pastAside(words: readonly string[], k: number): number {
  const aside = matchAt(words, k, ASIDES);
  if (aside > 0) return k + aside;
  const modified = pastModifier(words, k);
  if (modified > k) return modified;
  let j = words[k] === 'that' || words[k] === 'who' ? k + 1 : k;
  if (!WITNESSES.has(words[j] ?? '')) return k;
  j++;
  while (j < k + 4 && WITNESS_HELPERS.has(words[j] ?? '')) j++;
  return MET.has(words[j] ?? '') ? j + 1 : k;
}

/** Words of a short phrase that picks out members of the group ("like him", "of that sort", "around here", "these days"). */
const MODIFIER_WORDS = wordSet(
  'like just such as him her them you that this these those of sort kind type over there here around nowadays today now days in our my your country town city area neighbourhood neighborhood',
);

/**
 * Past a phrase of up to four modifier words between the group's end `k` and its predicate ("X
 * like him are ...", "the X around here should ...", "X these days never ..."), or `k` itself
 * when the sentence ends inside it.
 */
function pastModifier(words: readonly string[], k: number): number {
  for (let j = k; j <= k + 4 && j < words.length; j++) {
    if (!MODIFIER_WORDS.has(words[j] ?? '')) return j;
  }
  return k;
}

/** Words before "a X" that deny any exception ("I've never met a", "name one", "show me a"). */
const NO_EXCEPTION = phrases('never met', 'never known', 'never seen', 'name one', 'name a', 'name me one', 'show me one', 'show me a', 'find me one', 'find me a');
const POSITIVE_COPULAS = wordSet('is was are were');

/**
 * "I've never met a X who wasn't ...", "Name one X who isn't ...": every member said to have what
 * follows. Where the attribute starts (after the relative clause's negated copula), or -1.
 */
export function noExceptionAttribute(words: readonly string[], target: GroupReference): number {
  const article = words[target.at - 1] === 'a' || words[target.at - 1] === 'an' || words[target.at - 1] === 'one' ? target.at - 1 : target.at;
  let opened = false;
  for (let s = Math.max(0, target.at - 4); s < target.at; s++) {
    const end = s + matchAt(words, s, NO_EXCEPTION);
    if (end > s && (end === target.at || end === article)) opened = true; // "name one X", "never met a X"
  }
  if (!opened || (words[target.end] !== 'who' && words[target.end] !== 'that')) return -1;
  const copula = target.end + 1;
  if (NEGATED_COPULAS.has(words[copula] ?? '')) return copula + 1;
  return POSITIVE_COPULAS.has(words[copula] ?? '') && words[copula + 1] === 'not' ? copula + 2 : -1;
}

/**
 * "Immigrants: dirty, lazy and dangerous" (the punctuation is gone): a sentence that opens on the
 * group and goes straight on to two negative attributes within four words, with no verb between.
 */
export function listedFlaws(words: readonly string[], target: GroupReference): boolean {
  if (target.at > 1 || (target.at === 1 && words[0] !== 'al')) return false;
  if (judgement(words[target.end] ?? '') !== 'negative') return false;
  for (let j = target.end + 1; j <= target.end + 3; j++) {
    const word = words[j] ?? '';
    if (judgement(word) === 'negative') return true;
    if (word !== 'and' && word !== 'or') return false;
  }
  return false;
}

/** "make" and "makes", read by several sentence forms. */
export const MAKE = wordSet('make makes');

/** "X make terrible leaders", "X make bad neighbours": a negative attribute, then a plural noun, after "make" at `k`. */
export function makeBadOnes(words: readonly string[], k: number): boolean {
  if (!MAKE.has(words[k] ?? '')) return false;
  const at = words[k + 1] === 'such' || words[k + 1] === 'realy' || words[k + 1] === 'very' ? k + 2 : k + 1;
  const noun = words[at + 1] ?? '';
  return judgement(words[at] ?? '') === 'negative' && noun.length > 3 && noun.endsWith('s') && judgement(noun) === undefined;
}

/** What a group is said to have by nature ("a violent nature", "a criminal mentality"). */
const NATURES = wordSet('nature natures streak mentality mindset character temperament instinct instincts culture gene genes');

/** "X have a violent nature", "X have a criminal mentality", from `k` (past the auxiliaries, "have" among them). */
export function flawedNature(words: readonly string[], k: number): boolean {
  if (words[k - 1] !== 'have' && words[k - 1] !== 'has') return false;
  const at = words[k] === 'a' || words[k] === 'an' || words[k] === 'such' ? k + 1 : k;
  return judgement(words[at] ?? '') === 'negative' && NATURES.has(words[at + 1] ?? '');
}

/** Heads of a gendered group ("trans women"), which a denial of its own kind names again. */
const GENDERED = new Map([
  ['women', 'women'], ['woman', 'women'], ['girls', 'women'], ['girl', 'women'], ['ladies', 'women'], ['lady', 'women'],
  ['men', 'men'], ['man', 'men'], ['boys', 'men'], ['boy', 'men'],
]);
const DENIED_LINKS = phrases('are not', 'arent', 'is not', 'isnt', 'are never', 'wil never be', 'can never be', 'wil not be');
const KIND_FILLERS = wordSet('real actual true proper a an genuine');

/**
 * "Trans women are not (real) women", "a trans man isn't a man": the group's own kind, named by
 * its head, denied of it. Not "trans women are not men" (which affirms it).
 */
export function deniedOwnKind(words: readonly string[], target: GroupReference): boolean {
  const kind = GENDERED.get(words[target.end - 1] ?? '');
  if (kind === undefined || target.end - target.at < 2) return false;
  const link = matchAt(words, target.end, DENIED_LINKS);
  if (link === 0) return false;
  let k = target.end + link;
  while (k < target.end + link + 2 && KIND_FILLERS.has(words[k] ?? '')) k++;
  return GENDERED.get(words[k] ?? '') === kind;
}
