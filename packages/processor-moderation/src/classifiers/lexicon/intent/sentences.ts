import { unmasked } from './masked-words.js';

/** Sentences of a normalized text as arrays of words (runs of `a-z0-9`, masked profanity read back: `unmasked`), cut at `. ! ? ; :` and line breaks. */
export function sentences(normalized: string): string[][] {
  const out: string[][] = [];
  let words: string[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(normalized); match !== null; match = TOKEN.exec(normalized)) {
    const token = unmasked(match[0]);
    if (token.length > 1 || !END.test(token)) words.push(token);
    else if (words.length > 0) {
      out.push(words);
      words = [];
    }
  }
  if (words.length > 0) out.push(words);
  return out;
}

/** A word (letters masked by `*` included: `f*ck`), or one sentence-ending character. Matches never overlap and never backtrack: linear. */
const TOKEN = /[a-z0-9]+(?:\*+[a-z0-9]*)*|[.!?;:\n\r]/g;
const END = /^[.!?;:\n\r]$/;
