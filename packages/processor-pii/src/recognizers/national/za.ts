import { isCalendarDate } from '../date-check.js';
import { luhnValid } from '../luhn.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { MEDIUM } from './scores.js';

/** South African id: birth date YYMMDD, four sequence digits, citizenship 0-2, a digit, Luhn check digit. */
export function saIdValid(digits: string): boolean {
  if (digits.length !== 13 || digits.charCodeAt(10) > 50) return false;
  const yy = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  return (isCalendarDate(1900 + yy, month, day) || isCalendarDate(2000 + yy, month, day)) && luhnValid(digits);
}

/** South African identifiers. */
export const ZA_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'ZA_ID',
    shapes: [{ shape: '9999999999999', score: MEDIUM }],
    validate: saIdValid,
    words: ['id number', 'identity number', 'sa id', 'rsa id', 'id no', 'identity document'],
  },
];
