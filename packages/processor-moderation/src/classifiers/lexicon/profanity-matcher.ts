import {
  RegExpMatcher,
  type EnglishProfaneWord,
  englishDataset,
  englishRecommendedBlacklistMatcherTransformers,
  englishRecommendedTransformers,
} from 'obscenity';
import { patternSource } from './pattern-source.js';
import { createCharacterTransform } from './transform-characters.js';

/** The words of `obscenity`'s English dataset found in texts. */
export interface ProfanityMatcher {
  /**
   * The dataset words (`originalWord`) matched in `text`, each once, in the order of
   * `RegExpMatcher.getAllMatches`.
   */
  words(text: string): EnglishProfaneWord[];
}

let shared: ProfanityMatcher | undefined;

/**
 * `obscenity`'s English matcher behind an exact screen, built once per process on first use.
 * The matcher transforms each text twice, character by character, and runs 119 patterns and 66
 * whitelisted terms over it: about 1 MB/s. The screen transforms the text once (memoized per
 * character) and runs the patterns' union: when that finds nothing, no pattern matches and the
 * matcher is skipped; otherwise the matcher answers, as before.
 */
export function getProfanityMatcher(): ProfanityMatcher {
  shared ??= createProfanityMatcher();
  return shared;
}

function createProfanityMatcher(): ProfanityMatcher {
  const built = englishDataset.build();
  const transform = createCharacterTransform(englishRecommendedBlacklistMatcherTransformers);
  const union = new RegExp(built.blacklistedTerms.map((term) => `(?:${patternSource(term.pattern)})`).join('|'), 's');
  let matcher: RegExpMatcher | undefined;
  return {
    words: (original) => {
      const text = openingParentheses(original);
      if (!union.test(transform(text))) return [];
      matcher ??= new RegExpMatcher({ ...built, ...englishRecommendedTransformers });
      const words: EnglishProfaneWord[] = [];
      for (const match of matcher.getAllMatches(text)) {
        const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
        if (word !== undefined && !words.includes(word)) words.push(word);
      }
      return words;
    },
  };
}

/**
 * `text` with each `(` that no letter or digit comes before read as a space: obscenity reads `(` as
 * the letter c wherever it stands, so a parenthesis opening a word made one (`(UMD, ES6` was read
 * as a sexual word). After a letter (`a(e`) it is still read as a c.
 */
function openingParentheses(text: string): string {
  return text.includes('(') ? text.replace(OPENING_PARENTHESIS, ' ') : text;
}

const OPENING_PARENTHESIS = /(?<![\p{L}\p{N}])\(/gu;
