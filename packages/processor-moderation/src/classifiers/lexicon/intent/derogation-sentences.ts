import { unmasked } from './masked-words.js';
import { canonicalWords, GROUP_WORDS, joinedFragments } from './derogation-vocabulary.js';

/** One sentence the derogation rule reads: its place in the text and its words. */
export interface DerogationSentence {
  index: number;
  words: string[];
  /** Whether a group word occurs in it. */
  group: boolean;
}

/**
 * The sentences of a normalized text, as words with misspellings read as the key words they
 * misspell (`canonicalWords`), a word split by an inserted space joined back (`joinedFragments`),
 * quotation marks kept as the word `"` and `=` read as `is`; only
 * sentences that can matter to the derogation rule are kept (those with a group word or a
 * pronoun, and those right after them, which may condemn them), and none at all when the text
 * names no group. One linear scan; no regular expression backtracks.
 */
export function derogationSentences(normalized: string): DerogationSentence[] {
  const kept: DerogationSentence[] = [];
  let index = 0;
  let words: string[] = [];
  let group = false;
  let pronoun = false;
  let previousKept = false;
  const end = () => {
    if (words.length === 0) return;
    const keep = group || pronoun || previousKept;
    if (keep) kept.push({ index, words, group });
    previousKept = group || pronoun;
    index++;
    words = [];
    group = false;
    pronoun = false;
  };
  const push = (token: string) => {
    for (const word of canonicalWords(token)) {
      words.push(word);
      if (GROUP_WORDS.has(word)) group = true;
      else if (PRONOUNS.has(word)) pronoun = true;
    }
  };
  // A word token waits for the next one, which may be the rest of it (`wom en`).
  let held: string | undefined;
  const release = () => {
    if (held !== undefined) push(held);
    held = undefined;
  };
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(normalized); match !== null; match = TOKEN.exec(normalized)) {
    const token = unmasked(match[0]);
    const spaced = match.index > 0 && normalized.charCodeAt(match.index - 1) === 0x20;
    if (token.length === 1 && END.has(token)) {
      release();
      end();
    } else if (token.length === 1 && QUOTES.has(token)) {
      release();
      words.push('"');
    } else if (token === '=') {
      release();
      words.push('is');
    } else {
      const joined = held !== undefined && spaced ? joinedFragments(held, token) : undefined;
      if (joined !== undefined) {
        held = undefined;
        push(joined);
      } else {
        release();
        held = token;
      }
    }
  }
  release();
  end();
  return kept.some((sentence) => sentence.group) ? kept : [];
}

/** A word (with letters masked by `*` inside or at its end: `f*ck`, `sh*`), a sentence end, a quotation mark or `=`: never overlapping, never backtracking. */
const TOKEN = /[a-z0-9]+(?:\*+[a-z0-9]*)*|[.!?;:\n\r"\u201c\u201d\u00ab\u00bb=]/g;
const END = new Set(['.', '!', '?', ';', ':', '\n', '\r']);
const QUOTES = new Set(['"', '\u201c', '\u201d', '\u00ab', '\u00bb']);
const PRONOUNS = new Set(['they', 'them', 'theyre', 'those', 'these', 'such']);
