import { createSimpleTransformer, englishRecommendedBlacklistMatcherTransformers } from 'obscenity';
import { describe, expect, it } from 'vitest';
import { createCharacterTransform } from './transform-characters.js';

describe('createCharacterTransform()', () => {
  const transform = createCharacterTransform(englishRecommendedBlacklistMatcherTransformers);

  it('applies the English blacklist transformers: confusables, leetspeak, lower case, duplicates', () => {
    expect(transform('FUUUCK')).toBe('fuck');
    expect(transform('$h1t')).toBe('shit');
    expect(transform('boooob')).toBe('boob');
    expect(transform('kіll')).toBe('kill');
  });

  it('reads surrogate pairs as one character and keeps lone surrogates', () => {
    expect(transform('a\ud83d\ude00\ud83d\ude00b')).toBe('a\ud83d\ude00b');
    expect(transform('a\ud83d')).toBe('a\ud83d');
  });

  it('drops a character once a transformer returns undefined, and resets state per text', () => {
    const dropX = createSimpleTransformer((char) => (char === 0x78 ? undefined : char));
    const drop = createCharacterTransform([dropX, ...englishRecommendedBlacklistMatcherTransformers]);
    expect(drop('axxa')).toBe('a');
    expect(drop('a')).toBe('a');
  });
});
