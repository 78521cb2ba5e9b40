import { digitAt } from '../checks/weighted-sum.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { WEAK } from './scores.js';

/**
 * T.C. Kimlik No: eleven digits, no leading 0; the tenth is (7 × odd-position sum − even-position
 * sum) mod 10 over the first nine, the eleventh the sum of the first ten mod 10.
 */
export function tcKimlikValid(digits: string): boolean {
  if (digits.length !== 11 || digits[0] === '0') return false;
  let odd = 0;
  let even = 0;
  for (let i = 0; i < 9; i++) {
    if (i % 2 === 0) odd += digitAt(digits, i);
    else even += digitAt(digits, i);
  }
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  return tenth === digitAt(digits, 9) && (odd + even + tenth) % 10 === digitAt(digits, 10);
}

/** Turkish identifiers. */
export const TR_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'TR_TC_KIMLIK',
    shapes: [{ shape: '99999999999', score: WEAK }],
    validate: tcKimlikValid,
    words: ['tc kimlik', 't.c. kimlik', 'kimlik no', 'kimlik numarası', 'tckn', 'tc no', 't.c. no', 'turkish id'],
  },
];
