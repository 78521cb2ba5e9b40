import { weightedSum } from '../checks/weighted-sum.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { MEDIUM, WEAK } from './scores.js';

const ST = 'JZIHGFEDCBA';
const FG = 'XWUTRQPNMLK';
const M = 'KLJNPQRTUWX';

/**
 * NRIC / FIN: prefix S T F G M, seven digits, check letter from the weighted sum (2 7 6 5 4 3 2,
 * +4 for T and G, +3 for M) mod 11: `JZIHGFEDCBA` (S, T), `XWUTRQPNMLK` (F, G), `KLJNPQRTUWX`
 * read from the end (M).
 */
export function nricValid(value: string): boolean {
  if (value.length !== 9) return false;
  const prefix = value.charAt(0);
  const offset = prefix === 'T' || prefix === 'G' ? 4 : prefix === 'M' ? 3 : 0;
  const r = (weightedSum(value.slice(1, 8), [2, 7, 6, 5, 4, 3, 2]) + offset) % 11;
  if (prefix === 'S' || prefix === 'T') return ST[r] === value.charAt(8);
  if (prefix === 'F' || prefix === 'G') return FG[r] === value.charAt(8);
  return prefix === 'M' && M[10 - r] === value.charAt(8);
}

// Entity-type codes of the "others" UEN form (ACRA's published list, the common ones).
const UEN_TYPES = new Set(['LP', 'LL', 'FC', 'PF', 'RF', 'MQ', 'MM', 'NB', 'CC', 'CS', 'MB', 'FM', 'GS', 'GA', 'GB', 'DP', 'CP', 'NR', 'CM', 'CD', 'MD', 'HS', 'VH', 'CH', 'MH', 'CL', 'XL', 'CX', 'RP', 'TU', 'TC', 'FB', 'FN', 'PA', 'PB', 'SS', 'MC', 'SM']);

/**
 * UEN (structure only, no check letter verified): business (8 digits + letter), local company
 * (year 1800-2099 + 5 digits + letter) or others (`T`/`S`/`R` + year + entity type + 4 digits + letter).
 */
export function uenValid(value: string): boolean {
  if (value.length === 9) return true;
  if (/^\d/.test(value)) {
    const year = Number(value.slice(0, 4));
    return year >= 1800 && year <= 2099;
  }
  return 'TSR'.includes(value.charAt(0)) && UEN_TYPES.has(value.slice(3, 5));
}

/** Singaporean identifiers. */
export const SG_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'SG_NRIC_FIN',
    shapes: [{ shape: 'A9999999A', score: MEDIUM }],
    validate: nricValid,
    words: ['nric', 'fin', 'identity card', 'ic number', 'ic no'],
  },
  {
    type: 'SG_UEN',
    shapes: [
      { shape: '99999999A', score: WEAK },
      { shape: '999999999A', score: WEAK },
      { shape: 'A99AA9999A', score: WEAK },
    ],
    validate: uenValid,
    words: ['uen', 'unique entity number', 'registration number', 'registration no', 'company registration'],
  },
];
