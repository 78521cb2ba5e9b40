import { englishDataset, pattern } from 'obscenity';
import { describe, expect, it } from 'vitest';
import { patternSource } from './pattern-source.js';

describe('patternSource()', () => {
  it('writes literals, wildcards, optionals and word boundaries as obscenity does', () => {
    expect(patternSource(pattern`|f?ck|`)).toBe('\\bf.ck\\b');
    expect(patternSource(pattern`ab[b]o[?]`)).toBe('ab(?:b)?o(?:.)?');
    expect(patternSource(pattern`a.b(c)`)).toBe('a\\.b\\(c\\)');
  });

  it('writes every pattern of the English dataset as a valid expression', () => {
    for (const term of englishDataset.build().blacklistedTerms) {
      expect(() => new RegExp(patternSource(term.pattern), 's')).not.toThrow();
    }
  });
});
