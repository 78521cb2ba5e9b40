import { describe, expect, it } from 'vitest';
import { normalizeText, removeInvisible, squeeze } from './normalize-text.js';

describe('normalizeText() rules', () => {
  it('lower-cases ASCII text and leaves it otherwise as it is', () => {
    expect(normalizeText('Hello World')).toBe('helo world');
    expect(normalizeText('plain text')).toBe('plain text');
  });

  it('lower-cases non-ASCII text too, after folding it', () => {
    expect(normalizeText('KÍLL Them')).toBe('kil them');
    expect(normalizeText('ÉCOLE')).toBe('ecole');
  });

  it('strips every combining mark of the Combining Diacritical Marks block, not only acute accents', () => {
    expect(normalizeText('k\u0300i\u0308l\u036fl')).toBe('kil');
    expect(normalizeText('n\u0303o')).toBe('no');
  });

  it('drops invisible characters: zero-width, soft hyphen, word joiner, bidi controls, variation selectors, tags', () => {
    for (const invisible of ['\u200b', '\u200c', '\u200d', '\u00ad', '\u2060', '\u202e', '\ufe0f', '\u{e0041}', '\u180e', '\ufeff']) {
      expect(normalizeText(`ha${invisible}te`), JSON.stringify(invisible)).toBe('hate');
    }
  });

  it('maps Cyrillic and Greek look-alikes to Latin letters, and leaves other letters alone', () => {
    expect(normalizeText('кіll')).toBe('kil');
    expect(normalizeText('αβε')).toBe('abe');
    expect(normalizeText('straße')).toBe('strase');
    expect(normalizeText('日本')).toBe('日本');
  });

  it('removes every apostrophe form', () => {
    for (const apostrophe of ["'", '\u2018', '\u2019', '\u02bc', '`']) {
      expect(normalizeText(`don${apostrophe}t`), JSON.stringify(apostrophe)).toBe('dont');
    }
  });

  it('decodes leetspeak only when a leet symbol is present, and keeps plain numbers', () => {
    expect(normalizeText('k1ll')).toBe('kil');
    expect(normalizeText('page 204')).toBe('page 204');
    expect(normalizeText('h4te')).toBe('hate');
  });

  it('collapses a run of whitespace to one space, and a lone tab or line break to a space', () => {
    expect(normalizeText('a  \t\n b')).toBe('a b');
    expect(normalizeText('a\tb')).toBe('a b');
    expect(normalizeText('a\nb')).toBe('a b');
    expect(normalizeText('a b')).toBe('a b');
    expect(normalizeText('big  red  cat')).toBe('big red cat');
    expect(normalizeText('big  &  cat')).toBe('big & cat');
    expect(normalizeText('big\t\tred\n\ncat')).toBe('big red cat');
    expect(normalizeText('end  ')).toBe('end ');
  });
});

describe('squeeze()', () => {
  it('collapses runs of one repeated lower-case letter to one letter', () => {
    expect(squeeze('aa')).toBe('a');
    expect(squeeze('kiiiill')).toBe('kil');
    expect(squeeze('abba')).toBe('aba');
    expect(squeeze('zz')).toBe('z');
  });

  it('leaves runs of other characters and text without runs alone', () => {
    expect(squeeze('2000')).toBe('2000');
    expect(squeeze('AA')).toBe('AA');
    expect(squeeze('!!')).toBe('!!');
    expect(squeeze('``')).toBe('``');
    expect(squeeze('{{')).toBe('{{');
    expect(squeeze('abc')).toBe('abc');
    expect(squeeze('')).toBe('');
  });

  it('keeps what follows the last run', () => {
    expect(squeeze('aab')).toBe('ab');
    expect(squeeze('xaay')).toBe('xay');
  });
});

describe('removeInvisible()', () => {
  it('removes invisible characters from non-ASCII text and returns ASCII text as it is', () => {
    expect(removeInvisible('ha\u200bte')).toBe('hate');
    expect(removeInvisible('a\u00adb\u2060c')).toBe('abc');
    expect(removeInvisible('plain')).toBe('plain');
  });

  it('keeps visible non-ASCII letters', () => {
    expect(removeInvisible('café\u200b')).toBe('café');
  });
});
