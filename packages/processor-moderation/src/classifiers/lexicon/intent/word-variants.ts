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
    for (const variant of doubledSwaps(word)) add(variant, word);
    if (word.length < 4) continue;
    for (let i = 0; i + 1 < word.length; i++) add(swap(word, i), word);
    if (word.length >= 5) for (let i = 1; i < word.length; i++) add(word.slice(0, i) + word.slice(i + 1), word);
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

/** `word` with the letters at `i` and `i + 1` swapped. */
function swap(word: string, i: number): string {
  return word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2);
}

/**
 * Swaps made on a spelling of a squeezed key word with one letter doubled back (`kil` as `kill`:
 * `klil`; `god` as `good`: `godo`; `imigrants` as `immigrants`: `imimgrants`), which its own swaps
 * miss. The written word's doubled letter is not known, so every doublable letter is tried; only
 * the swaps next to the doubled pair are new (a deletion, or a swap elsewhere, squeezes into one of
 * the squeezed word's own variants). What collides with a real word is left out by `variantIndex`.
 */
function doubledSwaps(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) {
    if (!DOUBLED.has(word.charAt(i)) || word.charAt(i + 1) === word.charAt(i)) continue;
    const doubled = word.slice(0, i + 1) + word.slice(i);
    if (i > 0) out.push(swap(doubled, i - 1));
    if (i + 2 < doubled.length) out.push(swap(doubled, i + 1));
  }
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
