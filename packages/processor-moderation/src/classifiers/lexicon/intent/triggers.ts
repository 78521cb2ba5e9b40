import { CARE, FICTION, NOT_FICTION, REPORTED, SEX_EDUCATION, SOFTWARE, type ContextMarkers } from './context.js';
import type { PhraseList } from './phrases.js';
import { SEXUAL } from './sexual-rules.js';
import { WISHES } from './wish-rules.js';
import { HARM_VERBS, NORMATIVE_MARKERS, SELF_HARM_ACTS, SELF_HARM_METHODS } from './words.js';

/** Bit of `TRIGGERS`: a harm verb (threat and how-to-harm rules). */
export const HARM = 1;
/** Bit of `TRIGGERS`: a normative marker ("should", "deserve to"). */
export const NORMATIVE = 2;
/** Bit of `TRIGGERS`: a word of a self-harm act or method. */
export const SELF_HARM = 4;
/** Bit of `TRIGGERS`: a sexual word. */
export const SEX = 8;
/** Bit of `TRIGGERS`: a word that can start a context marker. */
export const CONTEXT = 16;

/**
 * Per word, the rules it can trigger. One pass over a sentence with one map lookup per word tells
 * which rules can find anything in it; the others are skipped (most sentences trigger none).
 */
export const TRIGGERS: ReadonlyMap<string, number> = build();

/** The words that can start a context marker (see `context.ts`). */
export const CONTEXT_WORDS: ReadonlySet<string> = new Set([...TRIGGERS].filter(([, bits]) => (bits & CONTEXT) !== 0).map(([word]) => word));

/** The words that can give a rule a finding. */
export const RULE_WORDS: ReadonlySet<string> = new Set([...TRIGGERS].filter(([, bits]) => (bits & ~CONTEXT) !== 0).map(([word]) => word));

/** The bits of the words of one sentence. */
export function triggersOf(words: readonly string[]): number {
  let bits = 0;
  for (const word of words) bits |= TRIGGERS.get(word) ?? 0;
  return bits;
}

function build(): Map<string, number> {
  const map = new Map<string, number>();
  const add = (word: string, bit: number) => map.set(word, (map.get(word) ?? 0) | bit);
  const addPhrases = (list: PhraseList, bit: number) => {
    for (const first of list.keys()) add(first, bit);
  };
  const addMarkers = (markers: ContextMarkers) => {
    for (const word of markers.words) add(word, CONTEXT);
    addPhrases(markers.phrases, CONTEXT);
  };
  for (const word of HARM_VERBS) add(word, HARM);
  for (const word of WISHES) add(word, HARM);
  addPhrases(NORMATIVE_MARKERS, NORMATIVE);
  for (const word of ['die', 'kms', 'unalive', 'sewerslide', 'better', 'rather', 'last', 'suicide', 'live', 'alive', 'exist', 'wake', 'living', 'here', 'go', 'cut', 'noose', 'lethal', 'fatal', 'painless', 'overdose', 'od']) add(word, SELF_HARM);
  addPhrases(SELF_HARM_ACTS, SELF_HARM);
  addPhrases(SELF_HARM_METHODS, SELF_HARM);
  for (const word of SEXUAL) add(word, SEX);
  for (const markers of [FICTION, NOT_FICTION, REPORTED, SOFTWARE, CARE, SEX_EDUCATION]) addMarkers(markers);
  return map;
}
