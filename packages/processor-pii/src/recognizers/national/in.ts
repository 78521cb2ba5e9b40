import { verhoeffValid } from '../checks/verhoeff.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { CONTEXT_ONLY, GROUPED, MEDIUM, STRONG, WEAK } from './scores.js';

/** Aadhaar: twelve digits, first 2-9, Verhoeff check digit, not a palindrome (UIDAI never issues one). */
export function aadhaarValid(digits: string): boolean {
  if (digits.length !== 12 || digits < '2') return false;
  let palindrome = true;
  for (let i = 0; i < 6; i++) palindrome &&= digits.charCodeAt(i) === digits.charCodeAt(11 - i);
  return !palindrome && verhoeffValid(digits);
}

/** PAN: five letters (the fourth the holder's kind: P person, C company, H HUF, F firm...), four digits, a letter. */
export function panValid(value: string): boolean {
  return value.length === 10 && 'ABCFGHJLPT'.includes(value.charAt(3));
}

function base36(c: number): number {
  return c <= 57 ? c - 48 : c - 55;
}

/**
 * GSTIN: state code (01-38, or 97 / 99), the holder's PAN, entity number, `Z`, and a check
 * character: base-36 values weighted 1 2 alternating, each product's base-36 digits summed,
 * check = (36 - sum mod 36) mod 36.
 */
export function gstinValid(value: string): boolean {
  if (value.length !== 15) return false;
  const state = Number(value.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99) || !panValid(value.slice(2, 12))) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = base36(value.charCodeAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return base36(value.charCodeAt(14)) === (36 - (sum % 36)) % 36;
}

const STATES = new Set(
  'AN AP AR AS BR CH CG DD DL DN GA GJ HR HP JK JH KA KL LA LD MP MH MN ML MZ NL OD OR PY PB RJ SK TN TS TR UP UK UA WB'.split(' '),
);
/** Vehicle registration: a state or union territory code, district number, series letters, four digits. */
export function vehicleRegistrationValid(value: string): boolean {
  return STATES.has(value.slice(0, 2));
}

/** Indian identifiers. */
export const IN_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'IN_AADHAAR',
    shapes: [
      { shape: '9999 9999 9999', score: GROUPED },
      { shape: '9999-9999-9999', score: GROUPED },
      { shape: '999999999999', score: WEAK },
    ],
    validate: aadhaarValid,
    words: ['aadhaar', 'aadhar', 'adhaar', 'uidai', 'uid', 'आधार'],
  },
  {
    type: 'IN_PAN',
    shapes: [{ shape: 'AAAAA9999A', score: MEDIUM }],
    validate: panValid,
    words: ['pan', 'permanent account number', 'income tax'],
  },
  {
    type: 'IN_GSTIN',
    shapes: [{ shape: '99AAAAA9999AXZX', score: STRONG }],
    validate: gstinValid,
    words: ['gstin', 'gst', 'goods and services tax'],
  },
  {
    type: 'IN_VOTER',
    shapes: [{ shape: 'AAA9999999', score: WEAK }],
    words: ['voter', 'epic', 'election commission', 'electoral'],
  },
  {
    type: 'IN_PASSPORT',
    shapes: [
      { shape: 'A9999999', score: CONTEXT_ONLY },
      { shape: 'A99 99999', score: CONTEXT_ONLY },
    ],
    words: ['passport', 'पासपोर्ट'],
  },
  {
    type: 'IN_VEHICLE_REGISTRATION',
    shapes: [
      { shape: 'AA_99_AA_9999', score: WEAK },
      { shape: 'AA_99_A_9999', score: WEAK },
    ],
    validate: vehicleRegistrationValid,
    words: ['vehicle', 'registration', 'reg no', 'number plate', 'rc no'],
  },
];
