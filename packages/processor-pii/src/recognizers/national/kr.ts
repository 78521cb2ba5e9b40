import { digitAt, weightedSum } from '../checks/weighted-sum.js';
import { isCalendarDate } from '../date-check.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { MEDIUM, WEAK } from './scores.js';

// Seventh digit: sex and century (9, 0: 1800s; 1, 2, 5, 6: 1900s; 3, 4, 7, 8: 2000s).
const CENTURY = [1800, 1900, 1900, 2000, 2000, 1900, 1900, 2000, 2000, 1800];

/**
 * Whether a resident registration number's first six digits are a calendar date (YYMMDD) in the
 * century its seventh digit gives: the part of an RRN that numbers issued since October 2020
 * (random last six digits, no check digit) still carry.
 */
export function rrnDateValid(value: string): boolean {
  const digits = value.replace('-', '');
  if (digits.length !== 13) return false;
  const century = CENTURY[digitAt(digits, 6)] ?? 0;
  return isCalendarDate(century + Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4, 6)));
}

/**
 * Resident registration number: birth date YYMMDD, a sex/century digit, five digits and a check
 * digit (11 - weighted sum mod 11) mod 10, weights 2-9 then 2-5. Numbers issued since October
 * 2020 have random last digits and no check digit: the spec reports those (a valid date, the check
 * failing) only after a context word (`unchecked`).
 */
export function rrnValid(value: string): boolean {
  if (!rrnDateValid(value)) return false;
  const digits = value.replace('-', '');
  return (11 - (weightedSum(digits, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === digitAt(digits, 12);
}

/** South Korean identifiers. */
export const KR_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'KR_RRN',
    shapes: [
      { shape: '999999-9999999', score: MEDIUM },
      { shape: '9999999999999', score: WEAK },
    ],
    validate: rrnValid,
    unchecked: rrnDateValid,
    words: ['주민등록번호', '주민번호', 'rrn', 'resident registration'],
  },
];
