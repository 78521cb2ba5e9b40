import { squeeze } from '../normalize-text.js';

/**
 * Misspellings of key words as a map from variant to the word: one swapped adjacent pair of
 * letters (`womne`), and, for words of five letters or more, one deleted letter other than the first (`immigrnts`; a first letter is rarely dropped, and
 * dropping it makes many real words: `black` -> `lack`).
 * Words of `structure` (function words) get the same variants, but a swap only when it does not
 * squeeze into another word's deletion.
 * Variants that are themselves key words, or common English words in `common`, are left out, so
 * a real word is never read as another. A variant of two words is left out too, unless `prefer`
 * picks one of them (`womn`: `women` over `woman`). Built once; looking a token up is one map lookup.
 */
export function variantIndex(
  keys: Iterable<string>,
  common: ReadonlySet<string>,
  prefer: (a: string, b: string) => string | undefined = () => undefined,
  structure: Iterable<string> = [],
): ReadonlyMap<string, string> {
  const known = new Set(keys);
  const swapKeys = new Set([...structure].filter((word) => !known.has(word)));
  const index = new Map<string, string>();
  const ambiguous = new Set<string>();
  const add = (variant: string, word: string) => {
    const squeezed = squeeze(variant);
    if (squeezed.length < 4 || known.has(squeezed) || swapKeys.has(squeezed) || common.has(squeezed)) return;
    const before = index.get(squeezed);
    const preferred = before === undefined || before === word ? word : prefer(before, word);
    if (preferred === undefined) ambiguous.add(squeezed);
    else index.set(squeezed, preferred);
  };
  for (const word of known) {
    if (!/^[a-z]+$/.test(word)) continue;
    for (const spelling of spellings(word)) {
      if (spelling.length < 4) continue;
      for (let i = 0; i + 1 < spelling.length; i++) add(spelling.slice(0, i) + spelling.charAt(i + 1) + spelling.charAt(i) + spelling.slice(i + 2), word);
      if (spelling.length >= 5) for (let i = 1; i < spelling.length; i++) add(spelling.slice(0, i) + spelling.slice(i + 1), word);
    }
  }
  // Function words (`should`, `never`) collide with other common words more often (`same` is
  // `shame` less a letter): a swap only when it does not squeeze into a deletion (`there` ->
  // `three`), a deletion only from five letters.
  for (const word of swapKeys) {
    if (word.length < 4 || !/^[a-z]+$/.test(word)) continue;
    for (let i = 0; i + 1 < word.length; i++) {
      const swapped = word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2);
      if (squeeze(swapped).length === word.length) add(swapped, word); // not `there` -> `three` -> `thre`
    }
    if (word.length >= 5) for (let i = 1; i < word.length; i++) add(word.slice(0, i) + word.slice(i + 1), word);
  }
  for (const variant of ambiguous) index.delete(variant);
  return index;
}

/** Letters English doubles (`kill`, `good`, `immigrants`), which a squeezed key word has lost. */
const DOUBLED = new Set('bcdefglmnoprstz');

/**
 * A squeezed key word and the spellings it may stand for with one letter doubled back (`kil`:
 * `kill`; `imigrants`: `immigrants`), so that a swap or a deletion made on the written word
 * (`klil`, `imimgrants`, `godo`) is found too. The written word's doubled letter is not known, so
 * every doublable letter is tried; what collides with a real word is left out by `variantIndex`.
 */
function spellings(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i++) if (DOUBLED.has(word.charAt(i)) && word.charAt(i + 1) !== word.charAt(i)) out.push(word.slice(0, i + 1) + word.slice(i));
  return out;
}

/** Digits used as letters at the start of a token (`1mmigrants`), which `decodeLeet` keeps as digits. */
export function decodeLeadingDigits(token: string): string {
  let out = '';
  let i = 0;
  while (i < token.length && LEADING[token.charAt(i)] !== undefined) out += LEADING[token.charAt(i++)] ?? '';
  return i === 0 || i === token.length ? token : out + token.slice(i);
}

const LEADING: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };
