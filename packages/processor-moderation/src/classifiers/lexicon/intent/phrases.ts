import { squeeze } from '../normalize-text.js';

/** A sequence of words, squeezed like normalized text (`kill` -> `kil`). */
export type Phrase = readonly string[];

/** Phrases indexed by their first word, so that matching at a word costs one map lookup. */
export type PhraseList = ReadonlyMap<string, readonly Phrase[]>;

/**
 * Phrases written as plain space-separated words (`'going to'`), squeezed and split, for matching
 * against the words of a normalized sentence.
 */
export function phrases(...list: readonly string[]): PhraseList {
  const byFirst = new Map<string, Phrase[]>();
  for (const text of list) {
    const phrase = squeeze(text).split(' ');
    const first = phrase[0] ?? '';
    byFirst.set(first, [...(byFirst.get(first) ?? []), phrase]);
  }
  return byFirst;
}

/** A set of single words, squeezed like normalized text. */
export function wordSet(words: string): ReadonlySet<string> {
  return new Set(squeeze(words).split(' '));
}

/** The length of the longest of `list` that starts at `words[at]`, or 0 when none does. */
export function matchAt(words: readonly string[], at: number, list: PhraseList): number {
  const candidates = list.get(words[at] ?? '');
  if (candidates === undefined) return 0;
  let longest = 0;
  for (const phrase of candidates) {
    if (phrase.length <= longest || at + phrase.length > words.length) continue;
    let i = 0;
    while (i < phrase.length && words[at + i] === phrase[i]) i++;
    if (i === phrase.length) longest = i;
  }
  return longest;
}

/** The first index in `[from, to)` where one of `list` starts, with its length; undefined when none does. */
export function findFrom(words: readonly string[], from: number, to: number, list: PhraseList): { at: number; length: number } | undefined {
  for (let at = Math.max(0, from); at < Math.min(to, words.length); at++) {
    const length = matchAt(words, at, list);
    if (length > 0) return { at, length };
  }
  return undefined;
}

/** True when some word in `[from, to)` is in `set`. */
export function anyIn(words: readonly string[], from: number, to: number, set: ReadonlySet<string>): boolean {
  for (let i = Math.max(0, from); i < Math.min(to, words.length); i++) if (set.has(words[i] ?? '')) return true;
  return false;
}
