import { sentences } from './sentences.js';
import { wordSet } from './phrases.js';
import { GROUP_HEADS, GROUP_NOUNS } from './protected-groups.js';
import { PERSON_NOUNS } from './words.js';

/**
 * In-group self-reference: the speaker names themself (or their own group) with an identity term,
 * as in reclaimed use ("as a ... myself", "I'm a proud ...", "we ... have to stick together"). A
 * term the speaker applies to themself is not hate toward a group, so such a text lowers `hate`
 * and `harassment` term matches; only while it addresses or names nobody else (no "you", "he",
 * "they"), so that "I'm a proud X and you are a Y" stays as it is. Written from how self-reference
 * is phrased, English only; linear in the text.
 */
export function isSelfReference(normalized: string): boolean {
  let found = false;
  for (const words of sentences(normalized)) {
    for (let i = 0; i < words.length; i++) {
      if (OTHERS.has(words[i] ?? '') || isAddressedAs(words, i)) return false;
      if (!found && frameAt(words, i)) found = true;
    }
  }
  return found;
}

/** Words that address or name someone other than the speaker. */
const OTHERS = wordSet('youre yall he she his him her they them their those these');
/** Second-person words that may stand in a self-reference ("love you, my ...", "you know us ...") unless they name the addressee. */
const YOU = wordSet('you u ur your');
/** Words after "you" that do not name the addressee as something ("you know", "you guys", "you and me"). */
const AFTER_YOU = wordSet('know see got get guys al both too later so and my our doing look love ned want think mean can wil do dont did have');

/** "you are a ...", "you <noun>", "your <noun>": the addressee named as something, which a self-reference never does. */
function isAddressedAs(words: readonly string[], i: number): boolean {
  if (!YOU.has(words[i] ?? '')) return false;
  const next = words[i + 1];
  return next !== undefined && !AFTER_YOU.has(next) && !FUNCTION_WORDS.has(next) ? true : next === 'are' || next === 'r' || next === 'is';
}

/** Words that close an identity noun the speaker applies to themself ("... myself", "... and proud"). */
const CLOSING = wordSet('myself ourselves and but too so who here like');
const AUXILIARIES = wordSet('are r have need can should get dont do wil');
/** Words after "us" that do not start a noun ("let us go", "for us to", "us and them"). */
const FUNCTION_WORDS = wordSet('to and or the a an all too as at in on of for with from about is are was were be do dont can wil would should know not so going gona go get see have make take out');
/** Words before "us" that make it an object ("let us", "give us", "for us"). */
const GOVERNORS = wordSet('let lets give tel help for to with of about against like hate hates told show');
/** Verbs of naming oneself ("call myself", "identify as", "consider myself"). */
const SELF_NAMING = wordSet('cal consider identify describe');
/** Nouns of friends and kin after "my <noun>" ("my <noun> friends"). */
const KIN = wordSet('friend friends brother brothers sister sisters homies homie bros fam family crew guys girls');
/** Forms of "be" with the speaker as subject, before "a <noun>" (a sentence-initial "being" too). */
const BE_SELF = wordSet('im being');
/** Nouns that, before "like me", name what the speaker is without naming any identity ("people like me"), or name another group. */
const NOT_SELF_NOUNS: ReadonlySet<string> = new Set([...PERSON_NOUNS, ...GROUP_HEADS, ...GROUP_NOUNS]);
/** Forms of "come" before "out as". */
const COMING = wordSet('came come comes coming');
/** First-person subjects, for "I love being a ...". */
const SPEAKER = wordSet('i im ive we');

/** "being" with the speaker as subject a few words before ("I love being a ...", "I'm proud of being a ..."). */
function speakerBefore(words: readonly string[], at: number): boolean {
  for (let j = Math.max(0, at - 3); j < at; j++) if (SPEAKER.has(words[j] ?? '')) return true;
  return false;
}

/** Words of pride in or reclaiming an identity term. */
const PRIDE = wordSet('proud pride reclaim reclaimed reclaiming');

/**
 * A self-reference frame at `i`: "I'm a/an ... <closing>", "as a/an ... <closing>", "we <noun> are ...", "us <noun>",
 * "my fellow", "me and my", "my <noun>" as address or with friends and kin, naming oneself ("I call myself",
 * "call me a ...", "I came out as ..."), a sentence opening with "<noun> like me", "I love being a ...", pride.
 */
function frameAt(words: readonly string[], i: number): boolean {
  const word = words[i] ?? '';
  const next = words[i + 1] ?? '';
  if (PRIDE.has(word) || (word === 'my' && next === 'felow')) return true;
  if (((word === 'we' && next === 'are') || (word === 'were' && i === 0)) && i + 2 < words.length && !FUNCTION_WORDS.has(words[i + (word === 'we' ? 2 : 1)] ?? '')) return true; // "we're <noun>"
  if (word === 'im' && next !== '' && !FUNCTION_WORDS.has(next) && (i + 2 === words.length || CLOSING.has(words[i + 2] ?? ''))) return true; // "I'm <noun> and proud"
  if (word === 'us' && i + 1 < words.length && !FUNCTION_WORDS.has(next) && !GOVERNORS.has(words[i - 1] ?? '')) return true; // "us <noun> ..."
  if (SELF_NAMING.has(word) && (next === 'myself' || next === 'as' || next === 'me')) return true; // "I call myself", "I identify as", "call me a ..."
  if (word === 'out' && next === 'as' && COMING.has(words[i - 1] ?? '')) return true; // "I came out as ..."
  if (word === 'like' && (next === 'me' || next === 'us') && i === 1 && !NOT_SELF_NOUNS.has(words[0] ?? '') && !FUNCTION_WORDS.has(words[0] ?? '')) return true; // "<noun> like me ..." opening a sentence
  if (word === 'me' && next === 'and' && (words[i + 2] === 'my' || (words[i + 2] === 'the' && words[i + 3] === 'other'))) return true; // "me and my <noun>", "me and the other <noun>"
  if (word === 'my' && next !== '' && (i + 2 === words.length || KIN.has(words[i + 2] ?? ''))) return true; // address: "what's up my <noun>", "my <noun> friends"
  if (word === 'we' && words.length > i + 2 && AUXILIARIES.has(words[i + 2] ?? '') && !AUXILIARIES.has(next)) return true;
  // "I'm a <noun>", "being a <noun>", "I was a <noun>": the speaker names what they are.
  if (BE_SELF.has(word) && (next === 'a' || next === 'an') && (word !== 'being' || i === 0 || speakerBefore(words, i))) return true;
  let noun = -1;
  if (word === 'as' && (next === 'a' || next === 'an')) noun = i + 2;
  else if (word === 'i' && next === 'am' && (words[i + 2] === 'a' || words[i + 2] === 'an')) noun = i + 3;
  if (noun === -1) return false;
  for (let j = noun + 1; j <= noun + 3; j++) {
    if (j >= words.length || CLOSING.has(words[j] ?? '')) return true;
  }
  return false;
}
