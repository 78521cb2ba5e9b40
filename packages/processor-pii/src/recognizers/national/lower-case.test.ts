import { describe, expect, it } from 'vitest';
import { find } from '../../test/find.js';
import { lowerCaseScore, CONTEXT_ONLY, MEDIUM, STRONG, WEAK } from './scores.js';
import { compactValue, matchShape } from './shape.js';

const all = (text: string) => find(text, { locales: 'all', types: [] });

/** Per type: the lower-case value after a context word (found), and with its check broken (never found). */
const CASES: { type: string; found: string; value: string; badCheck: string }[] = [
  { type: 'UK_NINO', found: 'NI number ab123456c', value: 'ab123456c', badCheck: 'NI number ab123456e' },
  { type: 'UK_POSTCODE', found: 'postcode sw1a 1aa', value: 'sw1a 1aa', badCheck: 'postcode sw1a 1ai' },
  { type: 'UK_VEHICLE_REGISTRATION', found: 'registration ab51 abc', value: 'ab51 abc', badCheck: 'registration ab40 abc' },
  { type: 'UK_DRIVING_LICENCE', found: 'driving licence morga753116sm9ij', value: 'morga753116sm9ij', badCheck: 'driving licence morga713116sm9ij' },
  { type: 'IN_PAN', found: 'PAN abcpd1234e', value: 'abcpd1234e', badCheck: 'PAN abcqd1234e' },
  { type: 'IN_GSTIN', found: 'GSTIN 27aapfu0939f1zv', value: '27aapfu0939f1zv', badCheck: 'GSTIN 27aapfu0939f1zw' },
  { type: 'IN_VEHICLE_REGISTRATION', found: 'vehicle mh 12 ab 1234', value: 'mh 12 ab 1234', badCheck: 'vehicle xx 12 ab 1234' },
  { type: 'IT_FISCAL_CODE', found: 'codice fiscale rssmra85t10a562s', value: 'rssmra85t10a562s', badCheck: 'codice fiscale rssmra85t10a562t' },
  { type: 'ES_NIF', found: 'DNI 12345678z', value: '12345678z', badCheck: 'DNI 12345678a' },
  { type: 'ES_NIE', found: 'NIE x-1234567-l', value: 'x-1234567-l', badCheck: 'NIE x-1234567-m' },
  { type: 'SG_NRIC_FIN', found: 'NRIC s1234567d', value: 's1234567d', badCheck: 'NRIC s1234567a' },
  { type: 'SG_UEN', found: 'UEN s16fc0121d', value: 's16fc0121d', badCheck: 'UEN s16fc0121e' },
  { type: 'DE_VAT_ID', found: 'USt-IdNr. de136695976', value: 'de136695976', badCheck: 'USt-IdNr. de136695975' },
  { type: 'DE_PASSPORT', found: 'Reisepass c01x00t47', value: 'c01x00t47', badCheck: 'Reisepass a01x00t47' },
  { type: 'DE_PENSION_NUMBER', found: 'Rentenversicherungsnummer 65 170839 j 003', value: '65 170839 j 003', badCheck: 'Rentenversicherungsnummer 65 170839 j 004' },
  { type: 'FI_PERSONAL_IDENTITY_CODE', found: 'hetu 131052-308t', value: '131052-308t', badCheck: 'hetu 131052-308u' },
  { type: 'US_MBI', found: 'Medicare 1eg4-te5-mk73', value: '1eg4-te5-mk73', badCheck: 'Medicare 1eg4-te5-mk7s' },
];

describe('lower-case national identifiers (locales: all)', () => {
  it.each(CASES)('$type: found after a context word, never with a wrong check', ({ type, found, value, badCheck }) => {
    expect(all(found)).toEqual([[type, value]]);
    expect(all(badCheck).filter(([t]) => t === type)).toEqual([]);
  });

  it('mixed case is read like lower case', () => {
    expect(all('cf RssMra85T10A562S')).toEqual([['IT_FISCAL_CODE', 'RssMra85T10A562S']]);
    expect(all('NI number Ab123456C')).toEqual([['UK_NINO', 'Ab123456C']]);
  });

  it('a lower-case identifier needs a context word even where its upper-case form does not', () => {
    expect(all('code AB123456C')).toEqual([['UK_NINO', 'AB123456C']]);
    expect(all('code ab123456c')).toEqual([]);
    expect(all('x RSSMRA85T10A562S')).toEqual([['IT_FISCAL_CODE', 'RSSMRA85T10A562S']]);
    expect(all('x rssmra85t10a562s')).toEqual([]);
    expect(all('order 27aapfu0939f1zv')).toEqual([]);
  });

  it('ordinary lower-case words and codes are not flagged', () => {
    const prose = 'we shipped sku ab123456c and order abcpd1234e, see rssmra85t10a562s; the mp3 and h264 files, covid19, x86, a1 page 12, ab51 abc, ts 12345678z, model x1234567l';
    expect(all(prose)).toEqual([]);
    expect(all('the quick brown fox jumps over the lazy dog, version v2 build b7 on amd64 and arm64')).toEqual([]);
  });

  it('scores a lower-case match at most WEAK; context-only shapes stay context-only', () => {
    expect(lowerCaseScore(STRONG)).toBe(WEAK);
    expect(lowerCaseScore(MEDIUM)).toBe(WEAK);
    expect(lowerCaseScore(WEAK)).toBe(WEAK);
    expect(lowerCaseScore(CONTEXT_ONLY)).toBe(CONTEXT_ONLY);
  });

  it('matches shapes case-insensitively and upper-cases the compact value', () => {
    expect(matchShape('de 136 695 976', 0, 'DE 999 999 999', ' -', '')).toBe(14);
    expect(matchShape('ab123456c', 0, 'AA999999A', ' -', '')).toBe(9);
    expect(compactValue('x-1234567-l', 0, 11, 'XYZ')).toBe('X1234567L');
    expect(compactValue('131052a308t', 0, 11, '+-ABCDEFUVWXY')).toBe('131052A308T');
  });
});
