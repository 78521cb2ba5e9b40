/** Sentences of a normalized text as arrays of words (runs of `a-z0-9`), cut at `. ! ? ; :` and line breaks. */
export function sentences(normalized: string): string[][] {
  const out: string[][] = [];
  let words: string[] = [];
  let start = -1;
  for (let i = 0; i <= normalized.length; i++) {
    const code = i < normalized.length ? normalized.charCodeAt(i) : 0x2e;
    const isWordChar = (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
    if (isWordChar) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      words.push(normalized.slice(start, i));
      start = -1;
    }
    if (SENTENCE_END.has(code) && words.length > 0) {
      out.push(words);
      words = [];
    }
  }
  return out;
}

/** `. ! ? ; :` and line breaks. */
const SENTENCE_END = new Set([0x2e, 0x21, 0x3f, 0x3b, 0x3a, 0x0a, 0x0d]);
