import { readFileSync } from 'node:fs';
import { parseLabelledTexts } from '../quality/parse-labelled-texts.js';

const fixtures = parseLabelledTexts(
  readFileSync(new URL('../../fixtures/labelled-texts.tsv', import.meta.url), 'utf8'),
).map((item) => item.text);

const SWAPS: Readonly<Record<string, string>> = { a: '4', e: '3', i: '!', o: '0', s: '$', t: '+', l: '|', g: '9', c: 'с', k: 'к' };

/** Each letter swapped for a leetspeak digit, symbol or Cyrillic look-alike on a fixed rhythm. */
function obfuscate(text: string, every: number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    out += i % every === 0 ? (SWAPS[char] ?? char) : char;
  }
  return out;
}

/**
 * The labelled fixture texts and obfuscated variants of them (leetspeak, homoglyphs, spaced and
 * repeated letters, upper case, invisible characters, an astral character), for tests that
 * compare the lexicon's screens with the matchers they stand in front of.
 */
export const LEXICON_CORPUS: readonly string[] = [
  ...fixtures,
  ...fixtures.map((text) => obfuscate(text, 2)),
  ...fixtures.map((text) => obfuscate(text, 3)),
  ...fixtures.map((text) => text.toUpperCase()),
  ...fixtures.map((text) => text.replace(/([a-z])/g, '$1$1$1')),
  ...fixtures.slice(0, 100).map((text) => text.split('').join(' ')),
  ...fixtures.slice(0, 100).map((text) => text.replace(/ /g, '\u200b 😀 ')),
  '',
  '\ud83d',
  'a\ud83d\ude00b',
];
