import { digitAt, weightedSum } from '../checks/weighted-sum.js';
import { isCalendarDate } from '../date-check.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { WEAK } from './scores.js';

/**
 * PESEL: birth date YYMMDD with the century in the month (+80 1800s, +0 1900s, +20 2000s, +40
 * 2100s, +60 2200s), four digits, check digit (10 - weighted sum mod 10) mod 10, weights 1 3 7 9.
 */
export function peselValid(digits: string): boolean {
  if (digits.length !== 11) return false;
  const coded = Number(digits.slice(2, 4));
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(coded / 20)];
  if (century === undefined) return false;
  if (!isCalendarDate(century + Number(digits.slice(0, 2)), coded % 20, Number(digits.slice(4, 6)))) return false;
  return (10 - (weightedSum(digits, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === digitAt(digits, 10);
}

/** Polish identifiers. */
export const PL_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'PL_PESEL',
    shapes: [{ shape: '99999999999', score: WEAK }],
    validate: peselValid,
    words: ['pesel', 'numer identyfikacyjny'],
  },
];
