import { GROUP_WORDS } from './derogation-vocabulary.js';
import { wordSet } from './phrases.js';
import { GROUP_HEADS } from './protected-groups.js';
import { NEGATORS } from './words.js';

/**
 * Where a report of someone else's words or beliefs, or a denied one, ends: a verb of saying or
 * believing whose subject is not the speaker ("my uncle says", "some people still think", "the
 * tweet said", "she was told") or that is negated ("I never said", "nobody should ever say").
 * What follows it is mentioned, not asserted. A first-person, unnegated one ("I think", "I said
 * it before") is the speaker's own assertion, and so is a first-person negated belief ("I don't
 * think X are ...", read by the derogation rules as the clause negated: `negatedBelief`). Written from how English reports speech; one pass
 * over the sentence, a bounded look back from each verb. In a question ("don't you think ...") a
 * belief is asked about, not reported: none.
 */
export function reportedSpeechEnd(words: readonly string[]): number {
  if (QUESTION_STARTS.has(words[0] ?? '')) return Infinity;
  for (let i = 0; i < words.length; i++) {
    if (!SPEECH.has(words[i] ?? '')) continue;
    if (makesNoun(words[i - 1] ?? '')) continue; // "rational thought", "logical thought", "the claims": a noun, not a verb of saying
    let j = i - 1;
    let negated = false;
    while (j >= 0 && i - j <= 4 && (BETWEEN.has(words[j] ?? '') || NEGATORS.has(words[j] ?? ''))) {
      if (NEGATORS.has(words[j] ?? '')) negated = true;
      j--;
    }
    const subject = words[j] ?? '';
    if (NEGATORS.has(subject)) negated = true;
    if (!negated && (SPEAKER.has(subject) || j < 0)) continue;
    if (speakerAsserts(words, i - 1) || speakerAsserts(words, j)) continue; // "it's fair to say", "am I the only one who thinks"
    // "I don't think X are ...": the speaker's own belief, negated; the derogation rules read the negation into the clause.
    if (negated && SPEAKER.has(subject) && OWN_BELIEF.has(words[i] ?? '')) continue;
    if (GROUP_WORDS.has(subject) || (GROUP_HEADS.has(subject) && GROUP_WORDS.has(words[j - 1] ?? ''))) continue; // "X think they are ...": said of the group
    return words[i + 1] === 'that' ? i + 2 : i + 1;
  }
  return Infinity;
}

/** Words that open a question: a belief asked about ("why would anyone think ...", "don't you think ...") is not reported. */
const QUESTION_STARTS = wordSet('why how do dont does doesnt did didnt would wouldnt is isnt are arent can cant could couldnt should shouldnt what who');

/** Words before a verb of saying that make it a noun ("of rational thought", "the claims", "a second thought"). */
const NOUN_BEFORE = wordSet('a an the of rational critical independent free deep second any some no his her their its our your my this these those such');

/**
 * Whether the word before a verb of saying makes it a noun: a listed determiner or adjective, or
 * an adjective in "-ical" ("logical thought", "political claims"). Not every adjective: "hateful
 * claims" are still claims someone made, and "-al" nouns say things ("the official said").
 */
function makesNoun(word: string): boolean {
  return NOUN_BEFORE.has(word) || (word.length > 5 && word.endsWith('ical'));
}

/** Verbs of saying, believing and telling. */
const SPEECH = wordSet(
  'say says said think thinks thought believe believes believed claim claims claimed told tell tells wrote write writes tweeted posted argue argues argued insist insists insisted suggest suggests suggested assume assumes assumed pretend pretends',
);
/** Verbs of belief whose negation with the speaker as subject negates the clause they introduce. */
const OWN_BELIEF = wordSet('think thought believe believed suppose reckon');
/** The speaker as subject. */
const SPEAKER = wordSet('i we im');
/** Adverbs and auxiliaries between a subject and its verb ("still", "should ever", "was"). */
const BETWEEN = wordSet('still always really actually ever even also just seriously honestly genuinely should would could can may might must do does did was were is are has have had keep keeps kept to used');

/** Before "to say", words that make the saying the speaker's own ("it's fair to say", "I have to say"). */
const OWN_SAYING = wordSet('fair safe have got gota need must hate honest');

/** "it's fair to say that ...", "am I the only one who thinks ...": the speaker's own assertion, not a report. */
export function speakerAsserts(words: readonly string[], at: number): boolean {
  if (words[at] === 'to' && words[at + 1] === 'say') return OWN_SAYING.has(words[at - 1] ?? '');
  return words[at] === 'who' && words[at - 1] === 'one' && words[at - 2] === 'only';
}
