import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text.js';

describe('normalizeText()', () => {
  it.each([
    ['K1ll', 'kil'],
    ['h@te', 'hate'],
    ['$elf h4rm', 'self harm'],
    ['k i l l', 'kil'],
    ['k.i.l.l y.o.u', 'kil you'],
    ['kiiiiill', 'kil'],
    ['ѕеlf', 'self'],
    ['ｋｉｌｌ', 'kil'],
    ['𝐤𝐢𝐥𝐥', 'kil'],
    ['kíll', 'kil'],
    ['ki\u200bll', 'kil'],
    ["I'm", 'im'],
  ])('undoes obfuscation in %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('leaves plain numbers and sentence punctuation alone', () => {
    expect(normalizeText('I have 3 cats!')).toBe('i have 3 cats!');
    expect(normalizeText('Call 911 now.')).toBe('cal 911 now.');
  });
});

describe('normalizeText() digits', () => {
  it('keeps ages and ordinals but decodes digits inside words', () => {
    expect(normalizeText('a 12yo and the 3rd')).toBe('a 12yo and the 3rd');
    expect(normalizeText('n1gg3r sh1t')).toBe('niger shit');
  });
});
