import type { NationalIdSpec } from './national-id-spec.js';
import { WEAK } from './scores.js';

/** Philippine identifiers. The TIN has no published check digit: it is found by layout and context only. */
export const PH_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'PH_TIN',
    shapes: [
      { shape: '999-999-999-999', score: WEAK },
      { shape: '999-999-999-99999', score: WEAK },
      { shape: '999-999-999', score: WEAK },
      { shape: '999999999999', score: WEAK },
    ],
    words: ['tin', 'tax identification number', 'taxpayer identification', 'bir'],
  },
];
