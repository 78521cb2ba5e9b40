import { weightedSum } from '../checks/weighted-sum.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { CONTEXT_ONLY, GROUPED, MEDIUM, WEAK } from './scores.js';

/** NHS number: weights 10..2 on the first nine digits, check digit 11 - (sum mod 11) (11 → 0, 10 invalid). */
export function nhsValid(digits: string): boolean {
  if (digits.length !== 10) return false;
  const check = 11 - (weightedSum(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  const expected = check === 11 ? 0 : check;
  return expected !== 10 && expected === digits.charCodeAt(9) - 48;
}

const NINO_BAD_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);
/** National Insurance number: HMRC prefix rules (no D F I Q U V first, no D F I O Q U V second, no BG GB KN NK NT TN ZZ) and suffix A-D. */
export function ninoValid(value: string): boolean {
  const prefix = value.slice(0, 2);
  return value.length === 9 && !'DFIQUV'.includes(value.charAt(0)) && !'DFIOQUV'.includes(value.charAt(1)) && !NINO_BAD_PREFIXES.has(prefix) && 'ABCD'.includes(value.charAt(8));
}

/** Postcode: Royal Mail letter rules (first letter not Q V X, second not I J Z, inward letters not C I K M O V). */
export function postcodeValid(value: string): boolean {
  const inward = value.slice(-2);
  if (/[CIKMOV]/.test(inward) || 'QVX'.includes(value.charAt(0))) return false;
  const second = value.charAt(1);
  return !(second >= 'A' && second <= 'Z' && 'IJZ'.includes(second));
}

/**
 * DVLA driving licence number: five surname characters (letters, padded with 9), the birth
 * decade, month (+50 for women), day and year digits, two initials (padded with 9), a digit and
 * two check characters.
 */
export function drivingLicenceValid(value: string): boolean {
  if (!/^[A-Z]+9*$/.test(value.slice(0, 5))) return false;
  const month = Number(value.slice(6, 8)) % 50;
  const day = Number(value.slice(8, 10));
  return /^\d{6}$/.test(value.slice(5, 11)) && month >= 1 && month <= 12 && day >= 1 && day <= 31 && /^[A-Z][A-Z9]$/.test(value.slice(11, 13));
}

/** Current-format registration (2001 on): two letters, an age identifier (02-29, 51-79), three letters (no I, Q). */
export function vehicleRegistrationValid(value: string): boolean {
  const age = Number(value.slice(2, 4));
  return !/[IQ]/.test(value) && ((age >= 2 && age <= 29) || (age >= 51 && age <= 79));
}

/** United Kingdom identifiers. */
export const GB_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'UK_NHS',
    shapes: [
      { shape: '999 999 9999', score: GROUPED },
      { shape: '999-999-9999', score: GROUPED },
      { shape: '9999999999', score: WEAK },
    ],
    validate: nhsValid,
    words: ['nhs', 'national health', 'health service', 'patient number'],
  },
  {
    type: 'UK_NINO',
    shapes: [
      { shape: 'AA999999A', score: MEDIUM },
      { shape: 'AA 99 99 99 A', score: MEDIUM },
    ],
    validate: ninoValid,
    words: ['national insurance', 'nino', 'ni number', 'ni no'],
  },
  {
    type: 'UK_POSTCODE',
    shapes: ['A9 9AA', 'A99 9AA', 'AA9 9AA', 'AA99 9AA', 'A9A 9AA', 'AA9A 9AA'].map((shape) => ({ shape, score: WEAK })),
    validate: postcodeValid,
    words: ['postcode', 'post code', 'postal code', 'address', 'lives at', 'living at'],
  },
  {
    type: 'UK_PASSPORT',
    shapes: [
      { shape: '999999999', score: CONTEXT_ONLY },
      { shape: 'AA9999999', score: CONTEXT_ONLY },
    ],
    words: ['passport'],
  },
  {
    type: 'UK_DRIVING_LICENCE',
    shapes: [{ shape: 'XXXXX999999XX9XX', score: MEDIUM }],
    validate: drivingLicenceValid,
    words: ['driving licence', 'driving license', 'driver licence', 'licence number', 'licence no', 'dvla'],
  },
  {
    type: 'UK_VEHICLE_REGISTRATION',
    shapes: [{ shape: 'AA99_AAA', score: WEAK }],
    separators: ' ',
    validate: vehicleRegistrationValid,
    words: ['registration', 'reg no', 'reg. no', 'reg number', 'reg:', 'number plate', 'numberplate', 'licence plate', 'license plate', 'vrm'],
  },
];
