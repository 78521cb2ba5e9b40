/**
 * The word n-grams of the system messages, hashed: what the output is compared with. Words are
 * runs of letters and digits, lower-cased (ASCII), so punctuation, case and whitespace changes do
 * not hide a copy.
 */
export interface LeakIndex {
  ngram: number;
  hashes: ReadonlySet<number>;
  /** Hashes of every word of the system messages. */
  words: ReadonlySet<number>;
  /** Running hashes of every prefix of those words: a partial word outside it can never become one. */
  prefixes: ReadonlySet<number>;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** True for the characters words are made of: ASCII letters and digits, and any non-ASCII letter-ish code unit. */
export function isWordCode(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code >= 0xc0;
}

/** Folds one code unit into a running FNV-1a word hash (ASCII upper case folded to lower). */
export function hashCode(hash: number, code: number): number {
  const folded = code >= 0x41 && code <= 0x5a ? code | 0x20 : code;
  return Math.imul(hash ^ folded, FNV_PRIME) >>> 0;
}

/** Combines the hashes of `words` (in order) into one n-gram hash. */
export function combine(words: ArrayLike<number>, from: number, count: number, size: number): number {
  let hash = FNV_OFFSET;
  for (let k = 0; k < count; k++) hash = Math.imul(hash ^ (words[(from + k) % size] as number), FNV_PRIME) >>> 0;
  return hash;
}

/** The hashes of every word of `text`, in order. */
export function wordHashes(text: string, prefixes?: Set<number>): number[] {
  const words: number[] = [];
  let hash = FNV_OFFSET;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isWordCode(code)) {
      hash = hashCode(inWord ? hash : FNV_OFFSET, code);
      prefixes?.add(hash);
      inWord = true;
    } else if (inWord) {
      words.push(hash);
      inWord = false;
    }
  }
  if (inWord) words.push(hash);
  return words;
}

/** Builds the index of `texts` (the system messages). Texts shorter than `ngram` words add nothing. */
export function buildLeakIndex(texts: readonly string[], ngram: number): LeakIndex {
  const hashes = new Set<number>();
  const vocabulary = new Set<number>();
  const prefixes = new Set<number>();
  for (const text of texts) {
    const words = wordHashes(text, prefixes);
    for (const word of words) vocabulary.add(word);
    for (let i = 0; i + ngram <= words.length; i++) hashes.add(combine(words, i, ngram, words.length));
  }
  return { ngram, hashes, words: vocabulary, prefixes };
}
