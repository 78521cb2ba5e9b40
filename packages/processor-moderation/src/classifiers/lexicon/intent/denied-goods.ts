import { judgement, VIRTUE_FILLERS, VIRTUES } from './attribute-forms.js';
import { wordSet } from './phrases.js';
import { NEGATORS } from './words.js';

/**
 * Negated positives about a group, read from the form of the sentence rather than from listed
 * sentences (English only; every check looks a bounded number of words around one word):
 * - a good denied as deserved: "X don't deserve respect", "X will never deserve to be treated as
 *   equals" (not "X don't deserve the abuse": only goods count);
 * - a virtue or faculty denied as had: "X do not have the brains", "X don't have any decency";
 * - a belief negated before its clause, which negates the clause ("I don't think X are smart"
 *   says X are not smart; "I don't think X are dangerous" says they are not dangerous);
 * - the existence of a good member denied: "I've never met an honest X", "there is no such thing
 *   as a decent X", "you will never find a trustworthy X".
 */

/** Things of value a group can be said not to deserve or not to get. */
export const GOODS = wordSet(
  'respect kindnes help rights right love compassion sympathy dignity equality freedom freedoms jobs job pay wages housing healthcare care education ' +
    'vote votes voice happines peace support trust protection mercy chance chances opportunities oportunities opportunity place seat say citizenship benefits welfare ' +
    'home homes safety tolerance acceptance empathy consideration attention recognition success praise credit jobs money life lives future',
);

/** Words that may stand between `deserve` and the good ("any", "our", "the same", "basic human"). */
const GOOD_FILLERS = wordSet('any our the same equal basic human a an their your my his her this that such even single real fair proper al of');
/** "to be treated (as|like|with)": what follows is how the group should be treated. */
export const TREATED = wordSet('treated regarded considered seen handled');
/** Words after such a participle that introduce how ("as", "like", "with"). */
export const AS = wordSet('as like with');

/**
 * After a negated `deserve` (at `k - 1`, or `k - 2` before `to`), whether what is not deserved is a
 * good: a noun of `GOODS` ("respect"), or treatment as a positive ("to be treated as equals",
 * "to be treated with respect", "to be called human").
 */
export function deniedGood(words: readonly string[], k: number): boolean {
  let at = k;
  if (words[at] === 'to') at++; // the loop over auxiliaries may have read it already
  if (words[at] === 'be' && TREATED.has(words[at + 1] ?? '')) {
    at += 2;
    if (AS.has(words[at] ?? '')) at++;
  }
  for (let n = 0; n < 3 && GOOD_FILLERS.has(words[at] ?? ''); n++) at++;
  const word = words[at] ?? '';
  return GOODS.has(word) || judgement(word) === 'positive';
}

/** After a negated `have` or `has` at `k - 1`, whether a virtue or faculty follows ("the brains", "any decency"). */
export function deniedVirtue(words: readonly string[], k: number): boolean {
  let at = k;
  for (let n = 0; n < 4 && VIRTUE_FILLERS.has(words[at] ?? ''); n++) at++;
  return VIRTUES.has(words[at] ?? '');
}

/** Verbs of belief whose negation negates the clause they introduce ("I don't think", "I never believed"). */
const BELIEF = wordSet('think thought believe believed suppose expect feel reckon imagine find consider');

/**
 * Whether a group at `at` is the subject of a clause under a negated verb of belief ("I don't
 * think (that) X are ...", "I do not believe any X is ..."): up to three words back.
 */
export function negatedBelief(words: readonly string[], at: number): boolean {
  let i = at - 1;
  for (let n = 0; n < 2 && BELIEF_FILLERS.has(words[i] ?? ''); n++) i--;
  if (!BELIEF.has(words[i] ?? '')) return false;
  return NEGATORS.has(words[i - 1] ?? '') || (words[i - 1] === 'ever' && NEGATORS.has(words[i - 2] ?? ''));
}

/** Words between a verb of belief and its group ("I don't think that any X ...", "I don't believe a X ..."). */
const BELIEF_FILLERS = wordSet('that any all most the a an every single');

/** Words that introduce one member of a group ("a", "an", "one", "single"). */
const ONE = wordSet('a an one single');
/** Denials of existence before "a good X": "never met", "no such thing as", "never find", "yet to meet". */
const NONE_BEFORE = wordSet('never no not nobody noone cant cannot wont');

/**
 * Whether the singular group word at `at` follows a positive attribute and an article under a
 * denial of existence: "never met an honest X", "no such thing as a decent X", "there is no good
 * X", "you will never find a trustworthy X"; the denial within six words before.
 */
export function deniedGoodMember(words: readonly string[], at: number): boolean {
  const attribute = words[at - 1] ?? '';
  if (judgement(attribute) !== 'positive') return false;
  const i = at - 2;
  if (!ONE.has(words[i] ?? '') && !NONE_BEFORE.has(words[i] ?? '')) return false;
  if (NONE_BEFORE.has(words[i] ?? '')) return true; // "no good X"
  for (let j = i - 1; j >= Math.max(0, i - 6); j--) if (NONE_BEFORE.has(words[j] ?? '')) return true;
  return false;
}

/** Verbs of the speaker's positive regard ("respect", "trust"): negated before a group, a negative emotion. */
const REGARD = wordSet('respect respects trust trusts accept accepts admire admires tolerate');
/** Subjects that make the regard the speaker's (or everyone's, with no subject). */
const SPEAKERS = wordSet('i we im ive id il');
const REFUSE = wordSet('refuse refuses');
const CANT = wordSet('cant cannot');

/**
 * Whether the verb at `verbAt` is the speaker's regard, denied: "I will never respect", "we can't
 * ever trust", "I don't like" (a negator among the three words before the verb, the speaker as
 * subject before that, or nothing before it at all).
 */
export function deniedRegard(words: readonly string[], verbAt: number): boolean {
  if (!REGARD.has(words[verbAt] ?? '')) return false;
  let negator = -1;
  for (let i = verbAt - 1; i >= Math.max(0, verbAt - 3); i--) if (NEGATORS.has(words[i] ?? '') || (REFUSE.has(words[i] ?? '') && words[i + 1] === 'to')) negator = i;
  if (negator < 0) return false;
  for (let i = negator - 1; i >= Math.max(0, negator - 2); i--) if (SPEAKERS.has(words[i] ?? '')) return true;
  // "you can't trust X": an impersonal "you" with "can't" is the speaker's claim ("you don't respect X" accuses the listener).
  if (words[negator - 1] === 'you' && CANT.has(words[negator] ?? '')) return true;
  return negator === 0;
}

/**
 * Whether the group at `at` is the subject under "not a single", "not one" or "none of (the)":
 * what is said of it is denied of every member ("not a single X is honest" is derogation, "not a
 * single X is dangerous" is not).
 */
export function noneOf(words: readonly string[], at: number): boolean {
  let i = at - 1;
  if (DEFINITE.has(words[i] ?? '')) i--;
  if (words[i] === 'of' && words[i - 1] === 'none') return true;
  if (words[i] === 'one' && words[i - 1] === 'not') return true;
  return words[i] === 'single' && (words[i - 1] === 'a' || words[i - 1] === 'one') && words[i - 2] === 'not';
}

const DEFINITE = wordSet('the those these');
