import { matchAt, phrases, wordSet } from './phrases.js';
import { reportedSpeechEnd, speakerAsserts } from './reported-speech.js';
import { NEGATORS } from './words.js';

/**
 * Counter-speech and mention: derogation quoted, reported or argued against rather than meant
 * ("saying X are vermin is hateful", "if you think X are stupid, you are wrong", "stop calling X
 * parasites", `he wrote "X are ..."`). Written from how people report and rebut speech, English only.
 */

/** Phrases before the derogation that frame it as someone else's words or belief. */
const FRAMES = phrases(
  'if you think', 'if u think', 'if you believe', 'if anyone thinks', 'anyone who says', 'anyone who thinks', 'anybody who says', 'people who say',
  'people who think', 'people who believe', 'people who claim', 'those who say', 'those who think', 'whoever says', 'whoever thinks', 'stop saying',
  'stop calling', 'quit saying', 'dont say', 'dont call', 'dont ever say', 'dont ever call', 'never ever say', 'do not say', 'do not call', 'never say', 'how can you say', 'how dare you', 'why would you say',
  'why do people say', 'when you say', 'when people say', 'people saying', 'saying', 'claiming', 'to say', 'to call', 'calling', 'the idea that',
  'the notion that', 'the claim that', 'the myth that', 'the stereotype that', 'the lie that', 'not true that', 'i hate it when', 'i hate when',
  'tired of people', 'sick of people', 'you cant say', 'wrong to say', 'wrong to think', 'wrote that', 'said that', 'posting', 'posted', 'tweeted',
  'keeps saying', 'kept saying', 'used to say', 'believing', 'to believe', 'who said', 'who says', 'who think', 'who thinks', 'who believe',
  'who believes', 'who claim', 'who claims', 'you said', 'you just said', 'he said', 'she said', 'they said', 'someone said', 'you think',
  'you really think', 'you believe', 'people think', 'people believe', 'some say', 'others say', 'they say', 'the view that', 'the belief that',
  'the assumption that', 'the narrative that', 'the trope that', 'no one should say', 'statements like', 'comments like', 'phrases like',
  'words like', 'posts like', 'threatening to', 'threats to', 'wanting to', 'calling for', 'calls for', 'calls to', 'jokes about', 'joking about', 'tweets like', 'remarks like', 'jokes like', 'things like', 'nobody should say', 'never call', 'referring to', 'describing', 'to describe', 'to refer to',
);

/** Words that condemn what was said as prejudice, falsehood or offence. */
const CONDEMNATIONS = wordSet(
  'trope tropes hateful racist racism bigot bigots bigoted bigotry sexist sexism misogynist misogynistic misogyny homophobic homophobia transphobic transphobia islamophobic islamophobia antisemitic antisemitism xenophobic xenophobia ableist ableism prejudice prejudiced stereotype stereotypes stereotyping myth lie lies untrue ignorant offensive unacceptable disgraceful shameful ashamed nonsense dehumanizing dehumanising slur slurs discrimination discriminatory coward horrifying horrific appalling',
);

/** Negative auxiliaries that open a question asking the listener to agree ("don't you think ...", "wouldn't you say ..."); "why do you think" asks, it does not assert. */
const AGREE_QUESTIONS = wordSet('dont didnt wouldnt isnt');

/** "don't you think X ...": a belief the speaker asks the listener to share, asserted, not reported. */
function askedToAgree(words: readonly string[], at: number): boolean {
  return words[at] === 'you' && AGREE_QUESTIONS.has(words[at - 1] ?? '');
}

/** A first-person "saying" is an assertion, not a report ("I'm just saying ..."). */
const ASSERTING = new Set(['im', 'just', 'am', 'i']);

/**
 * Whether a derogation at a word of `words` is framed as words or beliefs that are reported or
 * rebutted: a frame or a report of speech (`reportedSpeechEnd`) ends before it, or it is inside
 * quotation marks. One pass over the sentence,
 * then one lookup per position.
 */
export function framing(words: readonly string[]): (at: number) => boolean {
  let firstFrameEnd = reportedSpeechEnd(words);
  const quotesBefore: number[] = [0];
  for (let i = 0; i < words.length; i++) {
    quotesBefore.push((quotesBefore[i] ?? 0) + (words[i] === '"' ? 1 : 0));
    if (firstFrameEnd <= i) continue;
    const length = matchAt(words, i, FRAMES);
    if (length > 0 && !(words[i] === 'saying' && ASSERTING.has(words[i - 1] ?? '')) && !askedToAgree(words, i) && !speakerAsserts(words, i)) firstFrameEnd = Math.min(firstFrameEnd, i + length);
  }
  return (at) => firstFrameEnd <= at || (quotesBefore[Math.min(at, words.length)] ?? 0) % 2 === 1;
}

/**
 * True when `words` condemn something as prejudice or falsehood. A negated "not racist" does not,
 * and neither does a word the speaker applies to themself to go on ("call me racist, but ...",
 * "I may be a bigot but ..."): that opens an assertion, not a rebuttal.
 */
export function condemns(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    if (!CONDEMNATIONS.has(words[i] ?? '')) continue;
    if (!NEGATORS.has(words[i - 1] ?? '') && !NEGATORS.has(words[i - 2] ?? '') && !saidOfSpeaker(words, i)) return true;
  }
  return false;
}

/** The speaker as the one a word is said of ("call me ...", "I'm ...", "I am ..."). */
const SELF = wordSet('me im am i');
/** Words between the speaker and what they are called ("I may be a bit ..."). */
const SELF_FILLERS = wordSet('a an be bit little so too may might probably maybe just kinda');

/** True when the word at `at` is said of the speaker: up to four filler words back to "me", "I'm", "am" or "I". */
function saidOfSpeaker(words: readonly string[], at: number): boolean {
  for (let j = at - 1; j >= 0 && at - j <= 5; j--) {
    const word = words[j] ?? '';
    if (SELF.has(word)) return true;
    if (!SELF_FILLERS.has(word)) return false;
  }
  return false;
}

/** True when a sentence reports, rebuts, quotes or condemns what it says (some frame, quotation or condemnation in it). */
export function isCountered(words: readonly string[]): boolean {
  return condemns(words) || framing(words)(words.length);
}
