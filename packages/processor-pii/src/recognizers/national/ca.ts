import { luhnValid } from '../luhn.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { GROUPED, WEAK } from './scores.js';

/** Social Insurance Number: Luhn-valid nine digits, not starting 0 (unused) or 8 (business numbers). */
export function sinValid(digits: string): boolean {
  return digits.length === 9 && digits[0] !== '0' && digits[0] !== '8' && luhnValid(digits);
}

/** Canadian identifiers. */
export const CA_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'CA_SIN',
    shapes: [
      { shape: '999 999 999', score: GROUPED },
      { shape: '999-999-999', score: GROUPED },
      { shape: '999999999', score: WEAK },
    ],
    validate: sinValid,
    words: ['sin', 'social insurance', 'numéro d’assurance sociale', "numéro d'assurance sociale", 'nas'],
  },
];
