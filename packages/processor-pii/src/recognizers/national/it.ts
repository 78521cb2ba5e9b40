import { luhnValid } from '../luhn.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { CONTEXT_ONLY, MEDIUM, STRONG, WEAK } from './scores.js';

// Values of a character in an odd (1st, 3rd...) position of a codice fiscale: digits 0-9 share
// the values of A-J.
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const MONTHS = 'ABCDEHLMPRST';
// Omocodia: a digit of the date or place code may be replaced by one of these letters (0-9).
const OMOCODE = 'LMNPQRSTUV';
const NUMERIC_POSITIONS = [6, 7, 9, 10, 12, 13, 14];

function value(c: number): number {
  return c <= 57 ? c - 48 : c - 65; // 0-9 or A-Z
}

/**
 * Codice fiscale: six letters, birth year, month letter, day (+40 for women), place code, and a
 * check letter (odd positions by the ministerial table, even ones by value, sum mod 26). Digits
 * of the date and place may be replaced by L M N P Q R S T U V (omocodia).
 */
export function fiscalCodeValid(code: string): boolean {
  if (code.length !== 16 || !MONTHS.includes(code.charAt(8))) return false;
  for (const i of NUMERIC_POSITIONS) {
    const c = code.charAt(i);
    if (!(c >= '0' && c <= '9') && !OMOCODE.includes(c)) return false;
  }
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const v = value(code.charCodeAt(i));
    sum += i % 2 === 0 ? (ODD[v] ?? 0) : v;
  }
  return String.fromCharCode(65 + (sum % 26)) === code.charAt(15);
}

/** Partita IVA: eleven digits, Luhn-valid (the law's check digit is the Luhn one). */
export function vatCodeValid(value: string): boolean {
  const digits = value.startsWith('IT') ? value.slice(2) : value;
  return digits.length === 11 && luhnValid(digits);
}

/** Italian identifiers. */
export const IT_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'IT_FISCAL_CODE',
    shapes: [{ shape: 'AAAAAAXXAXXAXXXA', score: STRONG }],
    validate: fiscalCodeValid,
    words: ['codice fiscale', 'cod. fiscale', 'c.f.', 'cf', 'fiscal code', 'tessera sanitaria'],
  },
  {
    type: 'IT_VAT_CODE',
    shapes: [
      { shape: 'IT99999999999', score: MEDIUM },
      { shape: '99999999999', score: WEAK },
    ],
    validate: vatCodeValid,
    words: ['partita iva', 'p.iva', 'p. iva', 'piva', 'p.i.', 'vat'],
  },
  {
    type: 'IT_PASSPORT',
    shapes: [{ shape: 'AA9999999', score: CONTEXT_ONLY }],
    words: ['passaporto', 'passport'],
  },
  {
    type: 'IT_IDENTITY_CARD',
    // electronic card (CIE) `CA00000AA`; paper card `AA 1234567`
    shapes: [
      { shape: 'AA99999AA', score: CONTEXT_ONLY },
      { shape: 'AA_9999999', score: CONTEXT_ONLY },
    ],
    separators: ' ',
    words: ["carta d'identità", 'carta d’identità', 'carta di identità', "carta d'identita", 'cie', 'identity card'],
  },
  {
    type: 'IT_DRIVER_LICENSE',
    // `AA1234567B`, or the older `U1` + seven characters + a letter
    shapes: [
      { shape: 'AA9999999A', score: CONTEXT_ONLY },
      { shape: 'U1AXXXXXXA', score: CONTEXT_ONLY },
    ],
    words: ['patente', 'patente di guida', 'driving licence', 'driver license'],
  },
];
