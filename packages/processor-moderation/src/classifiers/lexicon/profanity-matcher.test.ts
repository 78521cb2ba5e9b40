import { RegExpMatcher, englishDataset, englishRecommendedTransformers, type EnglishProfaneWord } from 'obscenity';
import { describe, expect, it } from 'vitest';
import { LEXICON_CORPUS } from '../../test/lexicon-corpus.js';
import { getProfanityMatcher } from './profanity-matcher.js';

/** What the lexicon computed before the screen: every match of obscenity's matcher, words once each. */
function unscreenedWords(matcher: RegExpMatcher, text: string): EnglishProfaneWord[] {
  const words: EnglishProfaneWord[] = [];
  for (const match of matcher.getAllMatches(text)) {
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    if (word !== undefined && !words.includes(word)) words.push(word);
  }
  return words;
}

describe('getProfanityMatcher()', () => {
  it('finds the words obscenity finds, in its order, on every fixture text and variant', () => {
    const reference = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
    const matcher = getProfanityMatcher();
    let found = 0;
    for (const text of LEXICON_CORPUS) {
      const expected = unscreenedWords(reference, text);
      if (expected.length > 0) found++;
      expect(matcher.words(text), text).toEqual(expected);
    }
    expect(found).toBeGreaterThan(50);
  });

  it('does not read a parenthesis that opens a word as the letter c', () => {
    expect(getProfanityMatcher().words('in the dist folder (UMD, ES6 and ES2015)')).toEqual([]);
    expect(getProfanityMatcher().words('((um))')).toEqual([]);
    expect(getProfanityMatcher().words('cum')).toEqual(['cum']);
  });

  it('is built once per process', () => {
    expect(getProfanityMatcher()).toBe(getProfanityMatcher());
  });
});
