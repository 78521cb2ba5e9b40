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

// Entity-type codes of the "others" UEN form (ACRA's list, as python-stdnum keeps it).
const UEN_TYPES = new Set(
  'CC CD CH CL CM CP CS CX DP FB FC FM FN GA GB GS HS LL LP MB MC MD MH MM MQ NB NR PA PB PF RF RP SM SS TC TU VH XL'.split(' '),
);
// The "others" form reads its characters in a 32-symbol alphabet without I and O.
const UEN_OTHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWX0123456789';

function otherUenCheck(value: string): string | undefined {
  const weights = [4, 3, 5, 3, 10, 2, 2, 5, 7];
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const index = UEN_OTHER_ALPHABET.indexOf(value.charAt(i));
    if (index === -1) return undefined;
    sum += index * (weights[i] ?? 0);
  }
  return UEN_OTHER_ALPHABET[(((sum - 5) % 11) + 11) % 11];
}

/**
 * UEN, with its check letter: business (8 digits, weights 10 4 9 3 8 2 7 1, `XMKECAWLJDB`[sum mod 11]),
 * local company (year of issue not in the future and 5 digits, weights 10 8 6 4 9 7 5 3 1,
 * `ZKCMDNERGWH`[sum mod 11]) or others (`R`/`S`/`T`, year, an ACRA entity type, 4 digits; weights
 * 4 3 5 3 10 2 2 5 7 over a 32-symbol alphabet, (sum - 5) mod 11).
 */
export function uenValid(value: string, now: Date = new Date()): boolean {
  const check = value.charAt(value.length - 1);
  if (value.length === 9) return 'XMKECAWLJDB'[weightedSum(value, [10, 4, 9, 3, 8, 2, 7, 1]) % 11] === check;
  if (value.length !== 10) return false;
  if (/^\d/.test(value)) {
    const year = Number(value.slice(0, 4));
    return year >= 1800 && year <= now.getUTCFullYear() && 'ZKCMDNERGWH'[weightedSum(value, [10, 8, 6, 4, 9, 7, 5, 3, 1]) % 11] === check;
  }
  return 'RST'.includes(value.charAt(0)) && UEN_TYPES.has(value.slice(3, 5)) && otherUenCheck(value) === check;
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
      { shape: '999999999A', score: MEDIUM },
      { shape: 'A99AA9999A', score: MEDIUM },
    ],
    validate: (value) => uenValid(value),
    words: ['uen', 'unique entity number', 'registration number', 'registration no', 'company registration'],
  },
];
