import type { NationalIdSpec } from './national-id-spec.js';
import { CONTEXT_ONLY, MEDIUM } from './scores.js';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** DNI/NIF: eight digits and the letter `TRWAGMYFPDXBNJZSQVHLCKE`[number mod 23]. */
export function nifValid(value: string): boolean {
  return value.length === 9 && /^\d{8}$/.test(value.slice(0, 8)) && LETTERS[Number(value.slice(0, 8)) % 23] === value[8];
}

/** NIE: X, Y or Z (read as 0, 1, 2), seven digits and the same control letter as a NIF. */
export function nieValid(value: string): boolean {
  const lead = 'XYZ'.indexOf(value.charAt(0));
  return value.length === 9 && lead !== -1 && nifValid(`${String(lead)}${value.slice(1)}`);
}

const NIF_WORDS = ['dni', 'nif', 'documento nacional', 'número de identificación', 'numero de identificacion', 'identificación fiscal'];

/** Spanish identifiers. */
export const ES_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'ES_NIF',
    shapes: [
      { shape: '99999999_A', score: MEDIUM },
      { shape: '99.999.999-A', score: MEDIUM },
    ],
    validate: nifValid,
    words: NIF_WORDS,
  },
  {
    type: 'ES_NIE',
    shapes: [
      { shape: '?9999999_A', score: MEDIUM },
      { shape: '?-9999999-A', score: MEDIUM },
    ],
    signs: 'XYZ',
    validate: nieValid,
    words: ['nie', 'extranjero', ...NIF_WORDS],
  },
  {
    type: 'ES_PASSPORT',
    shapes: [{ shape: 'AAA999999', score: CONTEXT_ONLY }],
    words: ['pasaporte', 'passport'],
  },
];
