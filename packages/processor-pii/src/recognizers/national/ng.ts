import type { NationalIdSpec } from './national-id-spec.js';
import { WEAK } from './scores.js';

/** Nigerian identifiers. Plates (since 2011) carry no check character: layout and context only. */
export const NG_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'NG_VEHICLE_REGISTRATION',
    shapes: [{ shape: 'AAA_999AA', score: WEAK }],
    words: ['plate', 'number plate', 'registration', 'vehicle', 'reg no'],
  },
];
