import { isCalendarDate } from '../date-check.js';
import { luhnValid } from '../luhn.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { GROUPED, MEDIUM, WEAK } from './scores.js';

/** The ten-digit form (YYMMDDNNNC) of a personnummer or organisationsnummer, given 10 or 12 digits. */
function tenDigits(value: string): string {
  const digits = value.replace(/[^0-9]/g, '');
  return digits.length === 12 ? digits.slice(2) : digits;
}

/**
 * Personnummer: birth date (YYMMDD or YYYYMMDD; day + 60 for a samordningsnummer), three digits
 * and a Luhn check digit over the ten-digit form.
 */
export function personnummerValid(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '');
  if (digits.length !== 10 && digits.length !== 12) return false;
  const ten = tenDigits(value);
  const year = digits.length === 12 ? Number(digits.slice(0, 4)) : 2000 + Number(ten.slice(0, 2));
  const day = Number(ten.slice(4, 6));
  return isCalendarDate(year, Number(ten.slice(2, 4)), day > 60 ? day - 60 : day) && luhnValid(ten);
}

/** Organisationsnummer: ten digits, the third at least 2 (never a birth month), Luhn-valid. */
export function organisationsnummerValid(value: string): boolean {
  const ten = tenDigits(value);
  return ten.length === 10 && ten.charCodeAt(2) >= 50 && luhnValid(ten);
}

/** Swedish identifiers. */
export const SE_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'SE_PERSONNUMMER',
    shapes: [
      { shape: '999999?9999', score: MEDIUM },
      { shape: '99999999?9999', score: MEDIUM },
      { shape: '999999999999', score: WEAK },
      { shape: '9999999999', score: WEAK },
    ],
    signs: '-+',
    validate: personnummerValid,
    words: ['personnummer', 'personnr', 'pnr', 'samordningsnummer', 'personal identity number'],
  },
  {
    type: 'SE_ORGANISATIONSNUMMER',
    shapes: [
      { shape: '999999-9999', score: GROUPED },
      { shape: '9999999999', score: WEAK },
    ],
    validate: organisationsnummerValid,
    words: ['organisationsnummer', 'org.nr', 'orgnr', 'org nr', 'org. nr'],
  },
];
