import { luhnValid } from '../luhn.js';
import { weightedSum } from '../checks/weighted-sum.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { CONTEXT_ONLY, MEDIUM, WEAK } from './scores.js';

const digitRuns = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, k) => ({ shape: '9'.repeat(min + k), score: CONTEXT_ONLY }));

/** ABA routing number: Federal Reserve prefix (00-12, 21-32, 61-72, 80) and the 3-7-1 checksum. */
export function abaRoutingValid(digits: string): boolean {
  const prefix = Number(digits.slice(0, 2));
  const known = prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  return digits.length === 9 && known && weightedSum(digits, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0;
}

/** NPI: ten digits starting 1 or 2, Luhn-valid once prefixed with the card issuer prefix 80840. */
export function npiValid(digits: string): boolean {
  return digits.length === 10 && (digits[0] === '1' || digits[0] === '2') && luhnValid(`80840${digits}`);
}

const MBI_EXCLUDED = /[SLOIBZ]/;
/** Medicare Beneficiary Identifier: CMS layout (letters never S, L, O, I, B, Z; first digit 1-9). */
export function mbiValid(value: string): boolean {
  return value.length === 11 && value[0] !== '0' && !MBI_EXCLUDED.test(value);
}

/** United States identifiers beyond the default `US_SSN` / `US_ITIN`. */
export const US_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'US_ABA_ROUTING',
    shapes: [
      { shape: '999999999', score: WEAK },
      { shape: '9999-9999-9', score: WEAK },
    ],
    validate: abaRoutingValid,
    words: ['routing', 'aba', 'rtn', 'transit number', 'bank transit'],
  },
  {
    type: 'US_NPI',
    shapes: [{ shape: '9999999999', score: WEAK }],
    validate: npiValid,
    words: ['npi', 'national provider', 'provider id', 'provider number'],
  },
  {
    type: 'US_MBI',
    shapes: [{ shape: '9AX9_AX9_AA99', score: MEDIUM }],
    separators: '-',
    validate: mbiValid,
    words: ['medicare', 'mbi', 'beneficiary'],
  },
  {
    type: 'US_PASSPORT',
    shapes: [
      { shape: '999999999', score: CONTEXT_ONLY },
      { shape: 'A99999999', score: CONTEXT_ONLY },
    ],
    words: ['passport'],
  },
  {
    type: 'US_DRIVER_LICENSE',
    shapes: [
      { shape: 'A9999999', score: CONTEXT_ONLY },
      { shape: 'A99999999', score: CONTEXT_ONLY },
      { shape: 'A999999999999', score: CONTEXT_ONLY },
      { shape: 'A999_9999_9999', score: CONTEXT_ONLY },
      ...digitRuns(7, 9),
    ],
    words: ["driver's license", 'driver license', 'drivers license', "driver's licence", 'driving license', 'dl#', 'dl no', 'dl number', 'license number', 'licence number'],
  },
  {
    type: 'US_BANK_NUMBER',
    shapes: digitRuns(8, 17),
    words: ['bank account', 'account number', 'account no', 'acct', 'checking account', 'savings account', 'a/c'],
  },
];
