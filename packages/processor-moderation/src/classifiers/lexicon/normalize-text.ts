import { decodeLeet } from './decode-leet.js';
import { joinSpacedLetters } from './join-spaced-letters.js';

/**
 * Undoes common obfuscation before term matching: compatibility forms and accents (NFKC, then
 * diacritics stripped), invisible characters (every default-ignorable code point and format
 * character: zero-width characters, variation selectors, tag characters, U+180E, Hangul fillers),
 * homoglyphs (Cyrillic/Greek look-alikes), leetspeak inside words (`k1ll`, `h@te`, `$elf`, `ki11`,
 * `|<ill`), letters spaced out by whitespace or punctuation (`k i l l`, `k.i.l.l`, `k,i,l,l`,
 * `k/i/l/l`), and repeated letters (`kiiiill`; runs are squeezed to one letter, and term patterns
 * are squeezed the same way). Linear in the text and stack-safe: no step backtracks or recurses.
 */
export function normalizeText(text: string): string {
  return collapseWhitespace(squeeze(unfold(text)));
}

/**
 * `normalizeText` without the squeezing of repeated letters (`coon` stays `coon`, not `con`), for
 * the terms whose squeezed spelling is another, ordinary word (see `CATEGORY_TERMS`'s `=`).
 */
export function normalizeSpelling(text: string): string {
  return collapseWhitespace(unfold(text));
}

/** Every step of `normalizeText` before squeezing and whitespace: folding, leetspeak, spaced letters. */
function unfold(text: string): string {
  let out = text;
  // Printable ASCII (the common case) needs no Unicode folding.
  if (NON_ASCII.test(out)) {
    out = out.normalize('NFKC').normalize('NFD').replace(COMBINING_MARKS, '').replace(INVISIBLE, '');
    out = out.toLowerCase().replace(HOMOGLYPH_PATTERN, (char) => HOMOGLYPHS[char] ?? char);
  } else {
    out = out.toLowerCase();
  }
  out = out.replace(APOSTROPHES, '');
  if (LEET_SYMBOL.test(out)) out = decodeLeet(out);
  return joinSpacedLetters(out);
}

/**
 * `text` without its invisible characters (the class `normalizeText` drops), for matchers that run
 * on the original text (the profanity dataset), so that an invisible character cannot split a word.
 */
export function removeInvisible(text: string): string {
  return NON_ASCII.test(text) ? text.replace(INVISIBLE, '') : text;
}

/** Collapses runs of one repeated letter to a single letter (`kill` -> `kil`). A loop: linear. */
export function squeeze(text: string): string {
  let out = '';
  let copiedUpTo = 0;
  for (let i = 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x61 || code > 0x7a || code !== text.charCodeAt(i - 1)) continue;
    out += text.slice(copiedUpTo, i);
    while (i + 1 < text.length && text.charCodeAt(i + 1) === code) i++;
    copiedUpTo = i + 1;
  }
  return copiedUpTo === 0 ? text : out + text.slice(copiedUpTo);
}

/** Replaces every run of whitespace with one space. A loop: linear. */
function collapseWhitespace(text: string): string {
  let out = '';
  let copiedUpTo = 0;
  for (let i = 0; i < text.length; i++) {
    if (!WHITESPACE.test(text.charAt(i))) continue;
    let end = i + 1;
    while (end < text.length && WHITESPACE.test(text.charAt(end))) end++;
    if (end - i === 1 && text.charCodeAt(i) === 0x20) continue;
    out += `${text.slice(copiedUpTo, i)} `;
    copiedUpTo = end;
    i = end - 1;
  }
  return copiedUpTo === 0 ? text : out + text.slice(copiedUpTo);
}

const WHITESPACE = /^\s$/;
const NON_ASCII = /[^\u0020-\u007e\t\n\r]/;
const LEET_SYMBOL = /[0-9@$!|+]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
/**
 * Characters that render as nothing: default-ignorable code points (zero-width characters,
 * variation selectors, tag characters, U+180E, Hangul fillers, soft hyphen, ...) and format
 * characters (bidirectional controls and the like). A character class, not a list of cases.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const APOSTROPHES = /['\u2018\u2019\u02bc`]/g;

/** Look-alike letters from other scripts, mapped to the Latin letter they imitate. */
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y',
  х: 'x', і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ɡ: 'g', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u',
  χ: 'x', ω: 'w', ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i',
};
const HOMOGLYPH_PATTERN = new RegExp(`[${Object.keys(HOMOGLYPHS).join('')}]`, 'g');
