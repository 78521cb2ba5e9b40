import { GROUP_THREAT, type Finding } from './findings.js';
import { matchAt, phrases, wordSet } from './phrases.js';
import { HARM_PARTICIPLES, HARM_VERBS, INTENT_MARKERS, NEGATORS, NORMATIVE_MARKERS } from './words.js';

/**
 * Harm meant or called for against a protected group, read around a group reference (see
 * `derogations`): a harm verb the speaker means, calls for or orders before the group ("I'm going
 * to shoot every X", "someone should hang those X", "time to start killing X", "kill all X"), or
 * what the group should suffer after it ("X should be shot", "X deserve a bullet", "X must die",
 * "they're all going to hang"). Written from how threats and calls for violence are phrased, not
 * from any test set; English only. Every check looks a bounded number of words around a word.
 */

/** Harm verbs, their gerunds ("killing"), and phrasal harm verbs ("hunt down", "beat up"). */
export const HARM_PHRASES = phrases(
  ...[...HARM_VERBS].flatMap((verb) => [verb, gerund(verb)]),
  'hunt down', 'beat up', 'put down', 'wipe out', 'blow up', 'run over', 'take out', 'gun down', 'shoot up', 'string up', 'death to',
  'put a bullet in', 'put a bullet through', 'put bullets in',
  'beat the shit out of', 'beat the crap out of', 'kick the shit out of', 'set fire to', 'set on fire',
);

/** The gerund of a squeezed verb ("kil" -> "kiling", "strangle" -> "strangling"). */
function gerund(verb: string): string {
  return verb.endsWith('e') && verb.length > 3 ? `${verb.slice(0, -1)}ing` : `${verb}ing`;
}

/** Words that call for what follows as right or allowed ("it is our duty to", "it's okay to"); a negator before them denies it. */
const ENDORSEMENTS = phrases('duty to', 'right to', 'necessary to', 'ok to', 'okay to', 'fine to', 'good to', 'legal to', 'justified to', 'acceptable to');

/** Words right before a harm verb that make it something the speaker means or orders. */
const VOLITION = wordSet('lets go start begin keep just gladly happily personaly');
/** Subjects whose intent is theirs, not the speaker's ("anyone who wants to hurt X"): a report, not a threat. */
const OTHER_SUBJECTS = wordSet('he she they who people someone somebody anyone anybody nobody');

/** Fates called down on a group after a normative modal ("X should die", "X deserve to suffer"). */
const FATES = wordSet('die perish rot suffer hang burn bleed pay starve');
/** Fates after a plain future ("they are going to hang"): a threat only for punishments, not for "suffer". */
const PUNISHMENTS = wordSet('hang burn bleed pay');
/** What a group is said to deserve ("X deserve a bullet"). */
const DESERVED = wordSet('bullet bullets beating death noose rope gas bomb bombs firing squad torture pain');
const DESERVE = wordSet('deserve deserves deserved');
/** "X need a bullet": what a group needs, read like what it deserves (with an article: not "X need gas money"). */
const NEED = wordSet('need needs');

/**
 * A harm verb phrase from `s` up to `end` (the group follows) that the speaker means or calls
 * for: after an intent, normative or endorsing marker ("it is our duty to") within three words (an intent whose subject is someone else,
 * "anyone who wants to hurt X", is theirs: no finding),
 * after "let's", "go", "start", or at the start of the sentence (an order). A negator before it
 * ("I would never hurt X") makes it `negated`.
 */
export function harmCalledFor(words: readonly string[], s: number, end: number): Finding {
  if (matchAt(words, s, HARM_PHRASES) !== end - s) return undefined;
  let marker: { at: number; length: number } | undefined;
  for (let i = Math.max(0, s - 5); i < s && marker === undefined; i++) {
    const length = Math.max(matchAt(words, i, INTENT_MARKERS), matchAt(words, i, NORMATIVE_MARKERS), matchAt(words, i, ENDORSEMENTS));
    if (length > 0 && i + length <= s) marker = { at: i, length };
  }
  // A negator before the verb denies it, unless it belongs to the marker ("can't wait to").
  for (let i = Math.max(0, s - 4); i < s; i++) {
    const inMarker = marker !== undefined && i >= marker.at && i < marker.at + marker.length;
    if (NEGATORS.has(words[i] ?? '') && !inMarker) return 'negated';
  }
  if (s === 0 || VOLITION.has(words[s - 1] ?? '') || (words[s - 1] === 'to' && words[s - 2] === 'time')) return GROUP_THREAT;
  if (marker === undefined) return undefined;
  const intent = matchAt(words, marker.at, INTENT_MARKERS) > 0;
  const subject = words[marker.at - 1] ?? '';
  return OTHER_SUBJECTS.has(subject) && (intent || subject === 'who') ? undefined : GROUP_THREAT;
}

/**
 * "(want to) see X dead", "I'd happily watch X hang", "I want X to die", "the only good X is a dead
 * X": death wished on the group. Not when the wanting is negated or regretted ("I'd hate to see X
 * suffer", "I never want to see X dead").
 */
export function deathWished(words: readonly string[], at: number, end: number): boolean {
  const fate = words[end] === 'to' ? (words[end + 1] ?? '') : (words[end] ?? '');
  if (fate === 'dead' || DEATHS.has(fate)) {
    for (let i = Math.max(0, at - 4); i < at; i++) {
      if (WANTING.has(words[i] ?? '') && !REGRETTED.has(words[i - 1] ?? '') && !REGRETTED.has(words[i - 2] ?? '') && !REGRETTED.has(words[i - 3] ?? '')) return true;
    }
  }
  return words[at - 1] === 'god' && words[at - 2] === 'only' && words.slice(end, end + 4).includes('dead');
}

const WANTING = wordSet('want wana see watch wish like love happily gladly');
/** Deaths a wanting can be of ("watch X hang", "want X to die"). */
const DEATHS = wordSet('die hang burn drown rot perish');
/** Words that turn a wanting into its refusal or regret ("hate to see", "never want"). */
const REGRETTED = new Set([...NEGATORS, ...wordSet('hate sad sorry afraid scared dont')]);

/** Participles of killing: "X will be shot" said of a group is a threat, not a forecast of harm ("hurt", "harmed"). */
export const KILLED = wordSet('killed murdered shot hanged hung lynched slaughtered executed butchered exterminated burned burnt gassed massacred beheaded');

/**
 * What a group (the subject) is to suffer, from `k`, the first word after its auxiliaries:
 * `normative` says a normative modal came before ("should", "must", "deserve to"), `future` a plain
 * future ("going to", "will"), `addressed` that the group is spoken to ("you X").
 */
export function fateAfter(words: readonly string[], k: number, normative: boolean, future: boolean, addressed: boolean): Finding {
  const word = words[k] ?? '';
  if ((normative || (future && addressed)) && FATES.has(word)) return GROUP_THREAT; // "you X will die"
  if (future && PUNISHMENTS.has(word)) return GROUP_THREAT;
  if (DESERVE.has(words[k - 1] ?? '') || DESERVE.has(word) || (NEED.has(words[k - 1] ?? '') && words[k] === 'a')) {
    let at = DESERVE.has(word) ? k + 1 : k;
    if (words[at] === 'a' || words[at] === 'the') at++;
    if (DESERVED.has(words[at] ?? '')) return GROUP_THREAT;
  }
  return undefined;
}

/** A harm done to the group after "be" ("X should be shot", "X must be put down", "X should be lined up and shot"), after a normative modal. */
export function harmSuffered(words: readonly string[], k: number): boolean {
  const word = words[k] ?? '';
  if (HARM_PARTICIPLES.has(word) || (word === 'put' && words[k + 1] === 'down') || (word === 'lined' && words[k + 1] === 'up' && words[k + 2] === 'against')) return true;
  if (word === 'put' && words[k + 1] === 'to' && words[k + 2] === 'death') return true; // "X should be put to death"
  if (word === 'left' && words[k + 1] === 'to' && FATES.has(words[k + 2] ?? '')) return true; // "X should be left to die"
  // "be lined up and shot", "be rounded up and gassed": a harm coordinated after another participle.
  for (let j = k + 1; j <= k + 3; j++) if (words[j] === 'and' && HARM_PARTICIPLES.has(words[j + 1] ?? '')) return true;
  return false;
}
