import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeForMatching } from './normalize-for-matching.js';

/** The original text behind a normalized match of `needle`. */
function originalOf(text: string, needle: string): string {
  const normalized = normalizeForMatching(text);
  const at = normalized.text.indexOf(needle);
  expect(at, `"${needle}" in "${normalized.text}"`).toBeGreaterThanOrEqual(0);
  const span = normalized.toOriginal(at, at + needle.length);
  return text.slice(span.start, span.end);
}

describe('normalizeForMatching()', () => {
  it('leaves plain ASCII alone, with identity offsets', () => {
    const normalized = normalizeForMatching('call 555-0100 or mail bob@corp.example & co 100%');
    expect(normalized.changed).toBe(false);
    expect(normalized.text).toBe('call 555-0100 or mail bob@corp.example & co 100%');
    expect(normalized.toOriginal(5, 13)).toEqual({ start: 5, end: 13 });
  });

  it('turns locale spaces between digit groups into spaces (as Intl.NumberFormat("fr") writes them)', () => {
    const written = new Intl.NumberFormat('fr').format(4111111111111111);
    expect(written).toMatch(/[\u202F\u00A0]/);
    expect(normalizeForMatching(written).text).toBe('4 111 111 111 111 111');
    expect(normalizeForMatching('4111\u20091111\u00A01111\u30001111').text).toBe('4111 1111 1111 1111');
  });

  it('folds digits of every script to ASCII', () => {
    expect(normalizeForMatching('４１１１ ٤١١١ ۴۱۱۱ ४१११ 𝟒𝟏𝟏𝟏').text).toBe('4111 4111 4111 4111 4111');
  });

  it('decodes fullwidth, URL-escaped and HTML-escaped at signs, and maps each back whole', () => {
    expect(normalizeForMatching('bob＠corp.example').text).toBe('bob@corp.example');
    expect(originalOf('mail bob%40corp.example now', 'bob@corp.example')).toBe('bob%40corp.example');
    expect(originalOf('mail bob&#64;corp.example now', 'bob@corp.example')).toBe('bob&#64;corp.example');
    expect(originalOf('mail bob&#x40;corp&period;example now', 'bob@corp.example')).toBe('bob&#x40;corp&period;example');
    expect(originalOf('mail bob&commat;corp.example', '@')).toBe('&commat;');
    expect(originalOf('a %E2%80%AF b', ' ')).toBe(' ');
  });

  it('removes invisible characters inside a value, and the span covers them', () => {
    const text = 'id bob\u200B@corp\u2060.example\uFE0F\u{E0041} end';
    expect(normalizeForMatching(text).text).toBe('id bob@corp.example end');
    expect(originalOf(text, 'bob@corp.example')).toBe('bob\u200B@corp\u2060.example');
  });

  it('keeps unknown entities, lone percent signs and out-of-range references as written', () => {
    expect(normalizeForMatching('&notanentity; 100%; %zz &#xD800; &#99999999;').text).toBe(
      '&notanentity; 100%; %zz &#xD800; &#99999999;',
    );
    expect(normalizeForMatching('%C3%A9t%C3%A9 %FF').text).toBe('été %FF');
  });

  it('keeps letters of other scripts and case as they are', () => {
    const normalized = normalizeForMatching('Élodie Ångström 東京 Δ');
    expect(normalized.text).toBe('Élodie Ångström 東京 Δ');
    expect(normalized.changed).toBe(false);
  });

  it('maps every normalized span to the original characters that produced it', () => {
    const piece = fc.constantFrom('a', 'Z', '7', '@', '.', ' ', '\u00A0', '\u202F', '\u200B', '\uFE0F', '＠', '４', '٤', '%40',
      '&#64;', '&amp;', 'é', '東', '\u{1F600}', '①', 'ﬁ', '%', '&');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.nat(), fc.nat(), (pieces, a, b) => {
        const text = pieces.join('');
        const normalized = normalizeForMatching(text);
        const n = normalized.text.length;
        const start = n === 0 ? 0 : a % (n + 1);
        const end = start + (n === 0 ? 0 : b % (n - start + 1));
        const span = normalized.toOriginal(start, end);
        expect(span.start).toBeLessThanOrEqual(span.end);
        expect(span.end).toBeLessThanOrEqual(text.length);
        // The original span normalizes to a text that contains the normalized span.
        expect(normalizeForMatching(text.slice(span.start, span.end)).text).toContain(normalized.text.slice(start, end));
      }),
      { numRuns: 3000 },
    );
  });

  it('is linear on 10 MB of each adversarial shape', () => {
    for (const unit of ['\u200B', '%40', '&#64;', '٤', 'é']) {
      const text = unit.repeat(Math.floor(10_000_000 / unit.length));
      const normalized = normalizeForMatching(text);
      expect(normalized.toOriginal(0, normalized.text.length).end).toBeLessThanOrEqual(text.length);
    }
  }, 120_000);
});
