/**
 * Decodes leetspeak inside words (`k1ll`, `h@te`, `$elf`, `ki11`, `|<ill`): in every run of
 * letters, digits and the symbols used as letters that holds a letter, symbols and digits become
 * the letter they imitate. A digit stands for a letter only after a letter (`k1ll`, `sh1t`), never
 * in `12yo` or `3rd`; a `1` after an `i` or `l` is an `l` (`ki11`, `bi11`), elsewhere an `i`; a
 * trailing `!` or `|` is punctuation. Multi-character glyphs (`|<`, `|)`, `\/`, `|\|`, `|-|`) next to a
 * letter (or before a leet digit) become one letter first. Loops only: linear and stack-safe on any input.
 */
export function decodeLeet(text: string): string {
  const glyphsDecoded = text.replace(GLYPH_NEXT_TO_LETTER, (glyph) => GLYPHS[glyph] ?? glyph);
  let out = '';
  let copiedUpTo = 0;
  let i = 0;
  while (i < glyphsDecoded.length) {
    if (!isWordChar(glyphsDecoded.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i + 1;
    let hasLeet = isLeetChar(glyphsDecoded.charCodeAt(i));
    while (end < glyphsDecoded.length && isWordChar(glyphsDecoded.charCodeAt(end))) {
      if (isLeetChar(glyphsDecoded.charCodeAt(end))) hasLeet = true;
      end++;
    }
    if (hasLeet) {
      out += glyphsDecoded.slice(copiedUpTo, i) + decodeWord(glyphsDecoded.slice(i, end));
      copiedUpTo = end;
    }
    i = end;
  }
  return copiedUpTo === 0 ? glyphsDecoded : out + glyphsDecoded.slice(copiedUpTo);
}

/** Multi-character look-alikes of one letter. */
const GLYPHS: Readonly<Record<string, string>> = {
  '|<': 'k', '|{': 'k', '|)': 'd', '\\/': 'v', '|\\|': 'n', '|-|': 'h', '|_|': 'u',
};
const GLYPH_ALTERNATIVES = Object.keys(GLYPHS)
  .sort((a, b) => b.length - a.length)
  .map((glyph) => glyph.replace(/[|\\{}()/\-_]/g, '\\$&'))
  .join('|');
/** A glyph right before a letter or leet character, or right after a letter (fixed-length alternatives: linear). */
const GLYPH_NEXT_TO_LETTER = new RegExp(`(?:${GLYPH_ALTERNATIVES})(?=[a-z0-9@$])|(?<=[a-z])(?:${GLYPH_ALTERNATIVES})`, 'g');

const LEET_MAP: Readonly<Record<string, string>> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '9': 'g',
  '@': 'a', $: 's', '!': 'i', '|': 'l', '+': 't',
};

/** Decodes one run of word characters that holds at least one leet character. */
function decodeWord(word: string): string {
  let firstLetter = 0;
  while (firstLetter < word.length && !isLetter(word.charCodeAt(firstLetter))) firstLetter++;
  if (firstLetter === word.length) return word;
  let end = word.length;
  while (end > 0 && (word[end - 1] === '!' || word[end - 1] === '|')) end--;
  let out = '';
  let previous = '';
  for (let i = 0; i < end; i++) {
    const char = word.charAt(i);
    const decoded =
      i < firstLetter && isDigit(word.charCodeAt(i))
        ? char
        : char === '1' && (previous === 'i' || previous === 'l')
          ? 'l'
          : (LEET_MAP[char] ?? char);
    out += decoded;
    previous = decoded;
  }
  return out + word.slice(end);
}

function isLetter(code: number): boolean {
  return code >= 0x61 && code <= 0x7a;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** Letters, digits and the symbols used as letters (`@ $ ! | +`). */
function isWordChar(code: number): boolean {
  return isLetter(code) || isDigit(code) || code === 0x40 || code === 0x24 || code === 0x21 || code === 0x7c || code === 0x2b;
}

/** Characters `decodeWord` can change: `0 1 3 4 5 7 9 @ $ ! | +`. */
function isLeetChar(code: number): boolean {
  return isWordChar(code) && !isLetter(code) && code !== 0x32 && code !== 0x36 && code !== 0x38;
}
