/** Token kinds of `tokenize`. */
export const WORD = 1;
export const NUM = 2;
export const PUNCT = 3;
/** A letter or digit run longer than `MAX_TOKEN_CHARS`: never part of a name or an address. */
export const LONG = 4;

/** Longest word or number the rules look at; a longer run is a `LONG` token. */
export const MAX_TOKEN_CHARS = 32;

/** The tokens of a text, as parallel arrays (no object per token). */
export interface Tokens {
  count: number;
  kind: number[];
  start: number[];
  end: number[];
  /** Whitespace characters between the previous token and this one. */
  gap: number[];
  /** True when that whitespace holds a line break. */
  newline: boolean[];
}

const LETTER = /[\p{L}\p{M}]/u;

function isLetter(c: number, text: string, i: number): boolean {
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return LETTER.test(text.charAt(i));
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12 || c === 0xa0 || (c >= 0x2000 && c <= 0x200a) || c === 0x202f || c === 0x3000;
}

/**
 * Splits `text` into letter/digit runs (a run starting with a letter is a `WORD`, with a digit a
 * `NUM`; an apostrophe or hyphen between letters stays inside a word: `O'Brien`, `García-López`),
 * single punctuation characters and `LONG` runs. One pass, no regular expression over the text.
 */
export function tokenize(text: string): Tokens {
  const t: Tokens = { count: 0, kind: [], start: [], end: [], gap: [], newline: [] };
  const n = text.length;
  let i = 0;
  let gap = 0;
  let newline = false;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      gap++;
      if (c === 10 || c === 13) newline = true;
      i++;
      continue;
    }
    const start = i;
    let kind = PUNCT;
    if (isDigit(c) || isLetter(c, text, i)) {
      kind = isDigit(c) ? NUM : WORD;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (isDigit(d) || isLetter(d, text, i)) {
          i++;
          continue;
        }
        // an apostrophe or hyphen joins two letters of one word
        if ((d === 39 || d === 0x2019 || d === 45) && kind === WORD && i + 1 < n && isLetter(text.charCodeAt(i + 1), text, i + 1)) {
          i += 2;
          continue;
        }
        break;
      }
      if (i - start > MAX_TOKEN_CHARS) kind = LONG;
    } else {
      i += c >= 0xd800 && c <= 0xdbff && i + 1 < n ? 2 : 1;
    }
    t.kind.push(kind);
    t.start.push(start);
    t.end.push(i);
    t.gap.push(gap);
    t.newline.push(newline);
    t.count++;
    gap = 0;
    newline = false;
  }
  return t;
}
