/**
 * A documented subset of look-alike letters, folded to the ASCII letter they imitate. Written for
 * this package from the letter shapes (not copied from Unicode's confusables.txt, which is not
 * available offline here): the Cyrillic, Greek and Armenian letters that render like a Latin
 * letter in common fonts, and a few Latin letters outside ASCII that NFKC keeps (dotless i, script
 * a and g). Fullwidth, mathematical and circled letters need no entry: NFKC already folds them.
 */
export const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic lower case
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ѵ: 'v', ɡ: 'g',
  // Cyrillic upper case
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', І: 'I', Ј: 'J', Ѕ: 'S', Ԛ: 'Q', Ԝ: 'W',
  // Greek
  α: 'a', ο: 'o', ν: 'v', ρ: 'p', υ: 'u', ι: 'i', κ: 'k',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  // Armenian
  օ: 'o', ս: 'u', հ: 'h', ո: 'n',
  // Latin outside ASCII
  ı: 'i', ɑ: 'a',
};

const CONFUSABLE_CLASS = `[${Object.keys(CONFUSABLES).join('')}]`;
const ANY_CONFUSABLE = new RegExp(CONFUSABLE_CLASS, 'gu');
// A word: letters and marks (any script), so one mixed-script word is seen whole.
const WORD = /[\p{L}\p{M}]+/gu;
const HAS_CONFUSABLE = new RegExp(CONFUSABLE_CLASS, 'u');
const HAS_ASCII_LETTER = /[A-Za-z]/;

/**
 * Folds confusables in `text`. `'all'` folds every table letter; `'mixed-script'` folds only in
 * words that also contain an ASCII letter, so genuine Cyrillic or Greek words stay as they are.
 * Returns the text and how many letters were folded. Linear in the text length.
 */
export function foldConfusables(text: string, mode: 'all' | 'mixed-script'): { text: string; folded: number } {
  let folded = 0;
  const fold = (char: string): string => {
    folded += 1;
    return CONFUSABLES[char] ?? char;
  };
  if (mode === 'all') return { text: text.replace(ANY_CONFUSABLE, fold), folded };
  const out = text.replace(WORD, (word) => {
    if (!HAS_ASCII_LETTER.test(word) || !HAS_CONFUSABLE.test(word)) return word;
    return word.replace(ANY_CONFUSABLE, fold);
  });
  return { text: out, folded };
}
