import { weightedSum } from '../checks/weighted-sum.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { MEDIUM, WEAK } from './scores.js';

/** ABN: subtract 1 from the first digit, weights 10, 1, 3, 5 ... 19, sum divisible by 89. */
export function abnValid(digits: string): boolean {
  if (digits.length !== 11 || digits[0] === '0') return false;
  return (weightedSum(digits, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]) - 10) % 89 === 0;
}

/** ACN: weights 8..1 on the first eight digits, check digit (10 - sum mod 10) mod 10. */
export function acnValid(digits: string): boolean {
  return digits.length === 9 && (10 - (weightedSum(digits, [8, 7, 6, 5, 4, 3, 2, 1]) % 10)) % 10 === digits.charCodeAt(8) - 48;
}

/** TFN (nine digits): weights 1, 4, 3, 7, 5, 8, 6, 9, 10, sum divisible by 11. */
export function tfnValid(digits: string): boolean {
  return digits.length === 9 && weightedSum(digits, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0;
}

/**
 * Medicare card number: first digit 2-6, weights 1, 3, 7, 9 (twice) on digits 1-8, ninth digit =
 * sum mod 10, tenth the card's issue number; an eleventh, the person's reference number (1-9), may follow.
 */
export function medicareValid(digits: string): boolean {
  const first = digits.charCodeAt(0) - 48;
  if (digits.length === 11 && digits[10] === '0') return false;
  return (digits.length === 10 || digits.length === 11) && first >= 2 && first <= 6 && weightedSum(digits, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === digits.charCodeAt(8) - 48;
}

/** Australian identifiers. */
export const AU_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'AU_ABN',
    shapes: [
      { shape: '99 999 999 999', score: MEDIUM },
      { shape: '99999999999', score: WEAK },
    ],
    validate: abnValid,
    words: ['abn', 'australian business number', 'business number'],
  },
  {
    type: 'AU_ACN',
    shapes: [
      { shape: '999 999 999', score: WEAK },
      { shape: '999999999', score: WEAK },
    ],
    validate: acnValid,
    words: ['acn', 'australian company number', 'company number'],
  },
  {
    type: 'AU_TFN',
    shapes: [
      { shape: '999 999 999', score: WEAK },
      { shape: '999999999', score: WEAK },
    ],
    validate: tfnValid,
    words: ['tfn', 'tax file number', 'tax file'],
  },
  {
    type: 'AU_MEDICARE',
    shapes: [
      { shape: '9999 99999 9', score: WEAK },
      { shape: '9999 99999 9 9', score: WEAK },
      { shape: '9999999999', score: WEAK },
    ],
    validate: medicareValid,
    words: ['medicare'],
  },
];
