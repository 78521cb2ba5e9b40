import { ANIMALS, DETERMINERS, GROUP_ADJECTIVES, GROUPS, PERSON_NOUNS, PERSON_PRONOUNS, YOU } from './words.js';

/** Who a harm is aimed at: the person addressed, another person, a protected group, or an animal. */
export type TargetKind = 'you' | 'person' | 'group' | 'animal';

/** A target found in a sentence: its kind, where it starts and how many words it takes. */
export interface Target {
  kind: TargetKind;
  at: number;
  length: number;
}

const GROUP_HEADS = new Set(['people', 'folks', 'men', 'women', 'kids', 'ppl']);
const QUANTIFIERS = new Set(['al']);

/** The target that starts at `words[at]` (after optional quantifiers such as `all the`), if any. */
export function targetAt(words: readonly string[], at: number): Target | undefined {
  let i = at;
  if (QUANTIFIERS.has(words[i] ?? '')) i += words[i + 1] === 'of' ? 2 : 1; // "all (of) them"

  const word = words[i] ?? '';
  const next = words[i + 1] ?? '';
  const found = (kind: TargetKind, length: number): Target => ({ kind, at, length: i - at + length });
  if (YOU.has(word)) return found('you', 1);
  if (GROUPS.has(word)) return found('group', 1);
  if (GROUP_ADJECTIVES.has(word) && GROUP_HEADS.has(next)) return found('group', 2);
  if (PERSON_PRONOUNS.has(word) || word === 'nobody' || word === 'noone') return found('person', 1);
  if (word === 'no' && next === 'one') return found('person', 2); // "no one deserves to die": negated where it is read
  if (!DETERMINERS.has(word)) return undefined;
  // A determiner, then the noun at once or after one adjective ("my little brother").
  for (let j = i + 1; j <= i + 2 && j < words.length; j++) {
    const noun = words[j] ?? '';
    const kind: TargetKind | undefined = PERSON_NOUNS.has(noun)
      ? word === 'your' || word === 'ur' ? 'you' : 'person'
      : GROUPS.has(noun) || (GROUP_ADJECTIVES.has(noun) && GROUP_HEADS.has(words[j + 1] ?? ''))
        ? 'group'
        : ANIMALS.has(noun)
          ? 'animal'
          : undefined;
    if (kind !== undefined) return found(kind, j - i + 1 + (kind === 'group' && GROUP_ADJECTIVES.has(noun) ? 1 : 0));
  }
  return undefined;
}

/**
 * The direct object of a harm verb at `verb`: a target right after it, or after an
 * optional particle (`down`, `up`, `out`) or `the <word> out of` ("beat the crap out of you").
 */
export function objectOf(words: readonly string[], verb: number): Target | undefined {
  let at = verb + 1;
  if (PARTICLES.has(words[at] ?? '')) at++;
  if (words[at] === 'the' && words[at + 2] === 'out' && words[at + 3] === 'of') at += 4;
  return targetAt(words, at);
}

const PARTICLES = new Set(['down', 'up', 'out', 'on', 'of']);
