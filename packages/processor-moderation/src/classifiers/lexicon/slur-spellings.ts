import type { EnglishProfaneWord } from 'obscenity';
import { variantIndex } from './intent/word-variants.js';
import { squeeze } from './normalize-text.js';
import { PROFANITY_CATEGORIES } from './profanity-categories.js';
import { TERM_MACROS } from './term-macros.js';

/**
 * The slurs whose misspellings are read as them: the term lists' slurs (`<slur>`, `<milderslur>`)
 * and the words of obscenity's dataset that count as hate. Single words of four letters or more
 * (a variant of a shorter word is too often a real word).
 */
const SLURS: readonly string[] = [
  ...`${TERM_MACROS.slur ?? ''}|${TERM_MACROS.milderslur ?? ''}`.split('|'),
  ...(Object.entries(PROFANITY_CATEGORIES) as [EnglishProfaneWord, Partial<Record<string, number>>][])
    .filter(([word, categories]) => (categories.hate ?? 0) >= 0.5 && /^[a-z]+$/.test(word))
    .map(([word]) => word),
].filter((word) => word.length >= 4);

/** Each slur and its plural, squeezed as normalized text is, to the spelling a matcher knows. */
const SPELLINGS: ReadonlyMap<string, string> = new Map(SLURS.flatMap((word) => [[squeeze(word), word], [squeeze(`${word}s`), `${word}s`]] as const));

/**
 * Real words and names one swap or deletion away from a slur, which stay themselves (`chin` is
 * `chink` less a letter, `trans` is `trannys` less one, `bona` as in "bona fide", `baner` is
 * `banner` squeezed). Found by listing every variant and by reading ordinary English text through
 * the index.
 */
const COMMON: ReadonlySet<string> = new Set(
  'chin chins baner baners tice dark darks darke dyes tray trays tran trans bona bong bongs spas abes ikes sics nier nige inger beane aeds'.split(' '),
);

const VARIANTS = variantIndex(SPELLINGS.keys(), COMMON);

/**
 * The slurs misspelt in a normalized text by one swapped pair or one deleted letter (`cihnk`,
 * `wetbak`), as their matchers' spellings, each once; empty when there are none (the common case).
 * One pass over the text's words, one map lookup each: linear.
 */
export function misspeltSlurs(normalized: string): string[] {
  const found: string[] = [];
  for (const match of normalized.matchAll(WORD)) {
    const slur = VARIANTS.get(match[0]);
    const spelling = slur === undefined ? undefined : SPELLINGS.get(slur);
    if (spelling !== undefined && !found.includes(spelling)) found.push(spelling);
  }
  return found;
}

const WORD = /[a-z]{4,}/g;
