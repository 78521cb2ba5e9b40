import { matchAt, phrases, wordSet, type PhraseList } from './phrases.js';

/**
 * Context that makes harm words benign, from what the categories exclude: fiction and games,
 * software (`kill the process`), news and history, a victim or bystander reporting what someone
 * else said (quotation, counter-speech), medical and self-care help, education and reporting of
 * abuse. Written from those definitions, English only. A marker only lowers scores; intent stated
 * outright (an unnegated first-person threat outside these contexts) is not lowered.
 */
export interface ContextMarkers {
  words: ReadonlySet<string>;
  phrases: PhraseList;
}

const markers = (words: string, ...list: string[]): ContextMarkers => ({ words: wordSet(words), phrases: phrases(...list) });

/** Fiction, games and play. */
export const FICTION = markers(
  'game games gaming boss raid quest level npc player players pvp round match chess minecraft novel story stories movie film book chapter scene script character characters villain hero fanfic fiction roleplay rpg dnd poem play actor',
  'in the game', 'my character',
);

/** Words that say a fiction or game frame is not one. */
export const NOT_FICTION = markers('irl', 'real life', 'for real', 'not fiction', 'isnt fiction', 'not a game', 'not joking', 'im serious', 'real address', 'is me');

/** Software and processes. */
export const SOFTWARE = markers('process processes pid server port thread daemon kernel container terminal sigkill');

/**
 * Someone else's words condemned, reported to someone who can act, or reported as news (victims,
 * bystanders, counter-speech). A bare speech verb ("he said: ...") is not one: passing harmful
 * words on is still passing them on.
 */
export const REPORTED = markers(
  'reported report reporting police restraining court sentenced suspect officials according witnesses historians condemn bullying bully bullied harassment racist racism sexist homophobic transphobic bigot bigots bigoted bigotry slur slurs offensive unacceptable threatening',
  'called me', 'calls me', 'keeps calling', 'keep calling', 'keep telling', 'keeps telling', 'not ok', 'not okay', 'never ok', 'never okay', 'is never', 'never a joke',
  'hate speech', 'thing to say', 'things to say', 'things like that', 'statements like', 'words like', 'stop saying', 'dont say', 'how can you say', 'why would you say', 'if someone',
);

/** Medical care, accidents, recovery and help for someone else. */
export const CARE = markers(
  'accidentally accident cooking kitchen shaving chopping oven stitches doctor paramedics wound symptoms recovery recovered therapy therapist hotline crisis 988 prevention grief grateful proud',
  'first aid', 'been clean', 'clean for', 'safe dose', 'side effects', 'warning signs', 'signs of', 'days since', 'support my', 'help someone', 'how do i help', 'reach out', 'not alone', 'self defense', 'self defence',
);

/** Sex education, health, art, and reporting or preventing abuse. */
export const SEX_EDUCATION = markers(
  'consent education doctor gynecologist pediatric pediatrician symptoms infection vaccine puberty report reported police arrested illegal crime protect protecting protection safety predators prohibits policy museum sculpture painting paintings',
  'parental controls', 'sex education', 'warning signs', 'signs of', 'body safety', 'trust and safety', 'child protection',
);

/** True when the words of a sentence hold one of `markers`. */
export function hasMarker(words: readonly string[], found: ContextMarkers): boolean {
  for (let i = 0; i < words.length; i++) {
    if (found.words.has(words[i] ?? '') || matchAt(words, i, found.phrases) > 0) return true;
  }
  return false;
}
