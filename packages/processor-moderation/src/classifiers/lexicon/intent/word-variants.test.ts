import { describe, expect, it } from 'vitest';
import { splitJoined } from './joined-words.js';
import { decodeLeadingDigits, variantIndex } from './word-variants.js';

describe('variantIndex()', () => {
  const index = variantIndex(['migrants', 'vermin', 'hate'], new Set(['vermi']));

  it('maps one swapped pair and one deleted letter (5+ letters, not the first) to the word', () => {
    expect(index.get('mirgants')).toBe('migrants');
    expect(index.get('migrnts')).toBe('migrants');
    expect(index.get('vemin')).toBe('vermin');
    expect(index.get('htae')).toBe('hate');
  });

  it('leaves out deletions from short words, first-letter deletions, and common words', () => {
    expect(index.get('hte')).toBeUndefined();
    expect(index.get('ermin')).toBeUndefined();
    expect(index.get('vermi')).toBeUndefined();
  });

  it('drops a variant two words share', () => {
    const shared = variantIndex(['abcde', 'abdce'], new Set());
    expect(shared.get('abdce')).toBeUndefined();
    expect(shared.get('abcd')).toBe('abcde');
  });

  it('keeps a shared variant for the word `prefer` picks', () => {
    const preferred = variantIndex(['women', 'woman'], new Set(), (a, b) => (a === 'women' ? a : b === 'women' ? b : undefined));
    expect(preferred.get('womn')).toBe('women');
  });
});

describe('decodeLeadingDigits()', () => {
  it('reads digits at the start of a word as letters, but not a number', () => {
    expect(decodeLeadingDigits('1migrants')).toBe('imigrants');
    expect(decodeLeadingDigits('3rd')).toBe('erd');
    expect(decodeLeadingDigits('2024')).toBe('2024');
    expect(decodeLeadingDigits('word')).toBe('word');
  });
});

describe('splitJoined()', () => {
  const known = new Set(['i', 'hate', 'gay', 'people', 'are', 'the']);
  const split = (token: string) => splitJoined(token, (word) => known.has(word), (word) => word === 'gay');

  it('splits two or three known words run together, one of them an anchor', () => {
    expect(split('gaypeople')).toEqual(['gay', 'people']);
    expect(split('ihategay')).toEqual(['i', 'hate', 'gay']);
  });

  it('does not split words without an anchor, unknown parts, or tokens too long to try', () => {
    expect(split('hatepeople')).toBeUndefined();
    expect(split('gaypeoplex')).toBeUndefined();
    expect(split('gay'.repeat(20))).toBeUndefined();
  });
});
