import { judgement } from './attribute-forms.js';
import { wordSet } from './phrases.js';
import { GENERIC_DETERMINERS, GROUP_ADJECTIVES, GROUP_HEADS, GROUP_NOUNS, isInsultHead, NOMINAL_ADJECTIVES, ROLE_NOUNS, SINGULAR_GROUP_NOUNS } from './protected-groups.js';

/** A reference to a protected group in a sentence: where it starts and where it ends (exclusive). */
export interface GroupReference {
  at: number;
  end: number;
}

/** Positives that say a member is authentic, not good ("a real X", "a true X"). */
const AUTHENTIC = new Set(['real', 'true', 'genuine', 'proper', 'normal', 'legitimate']);
const REFERENT_WORDS = new Set(['they', 'them', 'theyre']);
const DEMONSTRATIVES = new Set(['those', 'these', 'such']);
const PEOPLE = new Set(['people', 'ppl', 'folks']);
const KIND_OWNERS = new Set(['their', 'your', 'that', 'such', 'those']);
/** Words right before a group that make it the speaker's own ("we women", "as a gay man", "my fellow muslims"). */
const IN_GROUP = new Set(['we', 'us', 'fellow', 'ourselves']);
const BEING_COPULAS = new Set(['is', 'was']);
const PLURAL_DETERMINERS = wordSet('all these those most many');
/** What a group says or holds, named like "X lives" ("muslim opinions", "women's votes" written "women votes"). */
const VOICES = wordSet('opinions opinion voices voice votes views feelings rights');
const EMPHATIC = wordSet('last single');
const TYPICAL = wordSet('average typical ordinary usual');
const TYPICAL_OWNERS = wordSet('the your a an every any');

/**
 * The group reference that starts at `words[at]`: a plural group noun ("muslims"), up to two
 * group adjectives and a person noun or a role ("black people", "gay muslim men", "female drivers") or an insulting one
 * ("trans freaks", read as contempt by `derogations`), a singular group noun
 * after a generic determiner ("a jew", "every immigrant"), "the disabled"; with `referents`, also a
 * pronoun that can refer back to a group named nearby ("they", "those people"). None when the
 * speaker names their own group ("we women", "as a gay man", "I'm a muslim"): self-reference.
 */
export function groupAt(words: readonly string[], at: number, referents: boolean): GroupReference | undefined {
  const word = words[at] ?? '';
  let end: number | undefined;
  if (GROUP_ADJECTIVES.has(word)) {
    let i = at + 1;
    if (GROUP_ADJECTIVES.has(words[i] ?? '')) i++;
    if (GROUP_HEADS.has(words[i] ?? '') || ROLE_NOUNS.has(words[i] ?? '') || VOICES.has(words[i] ?? '') || isInsultHead(words[i - 1] ?? '', words[i] ?? '')) end = i + 1;
    else if (GROUP_NOUNS.has(words[i] ?? '')) end = i + 1;
  }
  // "being gay is ...": the group named by a gerund subject.
  if (end === undefined && GROUP_ADJECTIVES.has(word) && words[at - 1] === 'being' && BEING_COPULAS.has(words[at + 1] ?? '')) end = at + 1;
  if (end === undefined && GROUP_NOUNS.has(word)) end = at + 1;
  // "women drivers", "men nurses": a gender noun used before a role.
  if (end === at + 1 && (word === 'women' || word === 'men') && ROLE_NOUNS.has(words[at + 1] ?? '')) end = at + 2;
  if (end === undefined && SINGULAR_GROUP_NOUNS.has(word) && GENERIC_DETERMINERS.has(words[at - 1] ?? '')) end = at + 1;
  // "every last X", "every single X": a determiner made emphatic.
  if (end === undefined && SINGULAR_GROUP_NOUNS.has(word) && EMPHATIC.has(words[at - 1] ?? '') && words[at - 2] === 'every') end = at + 1;
  // "all immigrant", "those muslim": a plural determiner before a singular noun, the plural's dropped letter.
  if (end === undefined && SINGULAR_GROUP_NOUNS.has(word) && PLURAL_DETERMINERS.has(words[at - 1] ?? '')) end = at + 1;
  // "an honest X", "a decent X": one member with a positive attribute (read by the negated-positive rule).
  if (end === undefined && SINGULAR_GROUP_NOUNS.has(word) && judgement(words[at - 1] ?? '') === 'positive' && !AUTHENTIC.has(words[at - 1] ?? '') && (GENERIC_DETERMINERS.has(words[at - 2] ?? '') || words[at - 2] === 'only')) end = at + 1; // "the only good X"
  if (end === undefined && NOMINAL_ADJECTIVES.has(word) && words[at - 1] === 'the') end = at + 1;
  // "the average X", "your typical X": one member standing for all of them.
  if (end === undefined && SINGULAR_GROUP_NOUNS.has(word) && TYPICAL.has(words[at - 1] ?? '') && TYPICAL_OWNERS.has(words[at - 2] ?? '')) end = at + 1;
  if (end === undefined && referents) {
    if (REFERENT_WORDS.has(word)) end = at + 1;
    else if (DEMONSTRATIVES.has(word) && PEOPLE.has(words[at + 1] ?? '')) end = at + 2;
    else if (KIND_OWNERS.has(word) && words[at + 1] === 'kind') end = at + 2; // "their kind"
  }
  if (end === undefined || isSelfReference(words, at)) return undefined;
  return { at, end };
}

/** The words before `at` name the speaker as a member ("we", "as a", "I'm a", "I am an"). */
function isSelfReference(words: readonly string[], at: number): boolean {
  const before = words[at - 1] ?? '';
  if (IN_GROUP.has(before)) return true;
  const article = before === 'a' || before === 'an' || before === 'proud';
  if (!article) return false;
  const subject = words[at - 2] ?? '';
  return subject === 'as' || subject === 'im' || (subject === 'am' && words[at - 3] === 'i') || (subject === 'a' && (words[at - 3] === 'im' || words[at - 3] === 'as'));
}
