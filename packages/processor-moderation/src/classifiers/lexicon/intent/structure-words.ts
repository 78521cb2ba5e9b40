import type { PhraseList } from './phrases.js';
import { wordSet } from './phrases.js';
import { DEPARTURES, EMOTION_CAUSES, EXCLUDE_VERBS, ELIMINATE_VERBS, GENERAL_EMOTIONS, NEGATIVE_EMOTIONS, NO_PLACE } from './negative-evaluation.js';
import { INTENT_MARKERS, NEGATORS, NORMATIVE_MARKERS } from './words.js';

/**
 * The words that carry the structure of a derogation rather than its content: the words of the
 * phrases the rules read (`cant stand`, `make me sick`, `go back`, `going to`), modals,
 * copulas, negators, quantifiers and other function words. A misspelling of one of them
 * (`sohuld`, `nevre`, `mkae`) is read as the word, and they are parts a joined token can be split
 * into (`peopleshould`, `makeme`). Unlike key words they say nothing of a group on their own, so
 * they never justify a split by themselves when the split would bring in a negator.
 */
export const STRUCTURE_WORDS: ReadonlySet<string> = new Set([
  ...wordsOf(NEGATIVE_EMOTIONS),
  ...wordsOf(GENERAL_EMOTIONS),
  ...wordsOf(EMOTION_CAUSES),
  ...wordsOf(NO_PLACE),
  ...wordsOf(DEPARTURES),
  ...wordsOf(EXCLUDE_VERBS),
  ...wordsOf(ELIMINATE_VERBS),
  ...wordsOf(INTENT_MARKERS),
  ...wordsOf(NORMATIVE_MARKERS),
  ...NEGATORS,
  ...wordSet(
    // modals, auxiliaries, copulas
    'wil would should could can may might must shal do does did have has had are is was were be being been am seem seems look looks act acts become ' +
      // pronouns, determiners, quantifiers
      'i me my we us our you your he him his she her it they them their theyre these those this that all every each any some most many such ' +
      // prepositions, conjunctions, adverbs of degree
      'of in on at to for from with by about than as and or but so too very just realy totaly always ever only even stil here there',
  ),
]);

/** Words whose presence in a split would turn a real word into a denial (`nowhere` -> `no where`). */
export const SPLIT_NEGATORS: ReadonlySet<string> = NEGATORS;

function wordsOf(list: PhraseList): string[] {
  return [...list.values()].flatMap((phrases) => phrases.flatMap((phrase) => [...phrase]));
}

/** Copulas and verbs that link a group to what it is said to be ("are", "seem", "act", "smell"). */
export const COPULAS = wordSet('are r is were was be being been seem seems look looks act acts become remain live behave smell smells');

/** Negated copulas, after which the attribute follows at once ("X aren't capable"). */
export const NEGATED_COPULAS = wordSet('arent isnt wasnt werent aint');
