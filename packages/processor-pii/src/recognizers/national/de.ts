import { mod11_10CheckDigit } from '../checks/iso7064-mod11-10.js';
import { digitAt, weightedSum } from '../checks/weighted-sum.js';
import { isCalendarDate } from '../date-check.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { CONTEXT_ONLY, MEDIUM, STRONG, WEAK } from './scores.js';

/**
 * Steuer-ID (tax identification number): eleven digits, no leading 0, in the first ten one digit
 * appears twice or three times and every other at most once, check digit ISO 7064 MOD 11,10.
 */
export function taxIdValid(digits: string): boolean {
  if (digits.length !== 11 || digits[0] === '0') return false;
  const counts = new Array<number>(10).fill(0);
  for (let i = 0; i < 10; i++) counts[digitAt(digits, i)] = (counts[digitAt(digits, i)] ?? 0) + 1;
  const repeated = counts.filter((n) => n > 1);
  if (repeated.length !== 1 || (repeated[0] ?? 0) > 3) return false;
  return mod11_10CheckDigit(digits.slice(0, 10)) === digitAt(digits, 10);
}

/** USt-IdNr. (VAT id): `DE` and nine digits, the last an ISO 7064 MOD 11,10 check digit. */
export function vatIdValid(value: string): boolean {
  const digits = value.slice(2);
  return value.startsWith('DE') && digits.length === 9 && mod11_10CheckDigit(digits.slice(0, 8)) === digitAt(digits, 8);
}

const PASSPORT_LETTERS = /^[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}$/;
/** Reisepass serial: nine characters, first C F G H J K, then digits and the letters the BMI uses (no vowels). */
export function passportValid(value: string): boolean {
  return PASSPORT_LETTERS.test(value);
}

/**
 * Rentenversicherungsnummer: area (2 digits), birth date DDMMYY, the birth name's initial, serial
 * (2 digits), check digit: the letter as its two-digit alphabet position, weights 2 1 2 5 7 1 2 1 2 1 2 1,
 * digit sums of the products, sum mod 10.
 */
export function pensionNumberValid(value: string): boolean {
  if (value.length !== 12) return false;
  const letter = value.charCodeAt(8) - 64;
  const digits = `${value.slice(0, 8)}${String(letter).padStart(2, '0')}${value.slice(9, 11)}`;
  const weights = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const product = digitAt(digits, i) * (weights[i] ?? 0);
    sum += Math.floor(product / 10) + (product % 10);
  }
  const day = Number(value.slice(2, 4));
  const month = Number(value.slice(4, 6));
  return isCalendarDate(2000, month, day) && sum % 10 === digitAt(value, 11);
}

/**
 * Krankenversichertennummer: a letter and nine digits; the letter as its two-digit alphabet
 * position and the next eight digits, weights 1 2 alternating, digit sums of the products, sum mod 10
 * is the last digit.
 */
export function healthInsuranceNumberValid(value: string): boolean {
  if (value.length !== 10) return false;
  const digits = `${String(value.charCodeAt(0) - 64).padStart(2, '0')}${value.slice(1, 9)}`;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const product = digitAt(digits, i) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 10) + (product % 10);
  }
  return sum % 10 === digitAt(value, 9);
}

/** LANR (lifelong doctor number): six digits, check digit (weights 4 9 alternating, 10 - sum mod 10), two-digit speciality. */
export function lanrValid(digits: string): boolean {
  return digits.length === 9 && (10 - (weightedSum(digits, [4, 9, 4, 9, 4, 9]) % 10)) % 10 === digitAt(digits, 6);
}

/** German identifiers. */
export const DE_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'DE_TAX_ID',
    shapes: [
      { shape: '99 999 999 999', score: WEAK },
      { shape: '99999999999', score: WEAK },
    ],
    validate: taxIdValid,
    words: ['steuer-id', 'steuerid', 'steuer-identifikationsnummer', 'steueridentifikationsnummer', 'identifikationsnummer', 'idnr', 'id-nr', 'tin', 'tax id'],
  },
  {
    type: 'DE_VAT_ID',
    shapes: [
      { shape: 'DE999999999', score: STRONG },
      { shape: 'DE 999 999 999', score: STRONG },
    ],
    validate: vatIdValid,
    words: ['ust-idnr', 'ust-id', 'umsatzsteuer', 'vat'],
  },
  {
    type: 'DE_PASSPORT',
    shapes: [{ shape: 'AXXXXXXXX', score: CONTEXT_ONLY }],
    validate: passportValid,
    words: ['reisepass', 'passnummer', 'pass-nr', 'passport'],
  },
  {
    type: 'DE_PENSION_NUMBER',
    shapes: [
      { shape: '99999999A999', score: MEDIUM },
      { shape: '99 999999 A 999', score: MEDIUM },
    ],
    validate: pensionNumberValid,
    words: ['rentenversicherungsnummer', 'rv-nummer', 'rvnr', 'sozialversicherungsnummer', 'versicherungsnummer', 'svnr', 'pension'],
  },
  {
    type: 'DE_HEALTH_INSURANCE_NUMBER',
    shapes: [{ shape: 'A999999999', score: WEAK }],
    validate: healthInsuranceNumberValid,
    words: ['krankenversichertennummer', 'versichertennummer', 'krankenversicherung', 'krankenkasse', 'kvnr', 'health insurance'],
  },
  {
    type: 'DE_LANR',
    shapes: [{ shape: '999999999', score: WEAK }],
    validate: lanrValid,
    words: ['lanr', 'arztnummer', 'lebenslange arztnummer'],
  },
];
