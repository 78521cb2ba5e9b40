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

describe('normalizeText() against invisible characters and separators (#17)', () => {
  const invisible = [
    ...Array.from({ length: 16 }, (_, i) => 0xfe00 + i),
    0xe0001, 0xe0020, 0xe0041, 0xe007f,
    0x180e, 0x3164, 0x115f, 0x1160, 0xffa0, 0x034f, 0x2061,
  ];
  it.each(invisible.map((code) => [code.toString(16), String.fromCodePoint(code)]))(
    'drops U+%s inside a word',
    (_, char) => {
      expect(normalizeText(`ki${char}ll y${char}ou`)).toBe('kil you');
    },
  );

  it.each(['k\ti\tl\tl', 'k,i,l,l', 'k, i, l, l', 'k/i/l/l', 'k\\i\\l\\l', 'k;i;l;l', 'k. i. l. l'])(
    'joins letters spaced out as %j',
    (input) => {
      expect(normalizeText(`${input} you`)).toBe('kil you');
    },
  );

  it.each([
    ['ki11 you', 'kil you'],
    ['k1ll you', 'kil you'],
    ['|<ill you', 'kil you'],
    ['|<1ll y0u', 'kil you'],
  ])('decodes leetspeak in %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('keeps differently spaced runs apart and leaves benign punctuation alone', () => {
    expect(normalizeText('k.i.l.l y.o.u')).toBe('kil you');
    expect(normalizeText('i/o and a/b tests, 1/2 cup')).toBe('i/o and a/b tests, 1/2 cup');
    expect(normalizeText('Hi, I am ok')).toBe('hi, i am ok');
    expect(normalizeText('pick a, b or c')).toBe('pick a, b or c');
  });
});
