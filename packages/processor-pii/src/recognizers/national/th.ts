import { digitAt, weightedSum } from '../checks/weighted-sum.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { MEDIUM, WEAK } from './scores.js';

/** Thai national id: thirteen digits, first 1-8, check digit (11 - weighted sum mod 11) mod 10, weights 13..2. */
export function tninValid(digits: string): boolean {
  const first = digitAt(digits, 0);
  if (digits.length !== 13 || first < 1 || first > 8) return false;
  return (11 - (weightedSum(digits, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === digitAt(digits, 12);
}

/** Thai identifiers. */
export const TH_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'TH_TNIN',
    shapes: [
      { shape: '9-9999-99999-99-9', score: MEDIUM },
      { shape: '9 9999 99999 99 9', score: MEDIUM },
      { shape: '9999999999999', score: WEAK },
    ],
    validate: tninValid,
    words: ['เลขประจำตัวประชาชน', 'บัตรประชาชน', 'thai id', 'national id', 'id card', 'citizen id'],
  },
];
