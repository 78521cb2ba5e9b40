import { describe, expect, it } from 'vitest';
import { compileTerm } from './compile-term.js';
import { normalizeText } from './normalize-text.js';

const matches = (term: string, text: string) => compileTerm(term).test(normalizeText(text));

describe('compileTerm()', () => {
  it('matches whole words only', () => {
    expect(matches('kill you', 'I will kill you')).toBe(true);
    expect(matches('kill you', 'skill youth')).toBe(false);
  });

  it('supports word suffixes, gaps, optional groups and macros', () => {
    expect(matches('dismember*', 'they dismembered it')).toBe(true);
    expect(matches('i ~ kill', 'i really really do kill')).toBe(true);
    expect(matches('i ~ kill', 'i one two three four kill')).toBe(false);
    expect(matches('(you are )?stupid', 'stupid')).toBe(true);
    expect(matches('hand ?job', 'handjob')).toBe(true);
    expect(matches('hand ?job', 'hand job')).toBe(true);
    expect(matches('<minor>', 'a 12 year old')).toBe(true);
    expect(matches('<minor>', 'a 25 year old')).toBe(false);
  });

  it('matches obfuscated text through normalization', () => {
    expect(matches('kill you', 'k1ll y0u')).toBe(true);
    expect(matches('kill you', 'kiiiill you')).toBe(true);
  });

  it('rejects unknown macros', () => {
    expect(() => compileTerm('<nope>')).toThrow(RangeError);
  });
});
