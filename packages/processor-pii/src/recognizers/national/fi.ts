import { isCalendarDate } from '../date-check.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { STRONG } from './scores.js';

const CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const CENTURY: Record<string, number> = { '+': 1800, '-': 1900, Y: 1900, X: 1900, W: 1900, V: 1900, U: 1900, A: 2000, B: 2000, C: 2000, D: 2000, E: 2000, F: 2000 };

/**
 * HETU (henkilötunnus): birth date DDMMYY, century sign (`+` 1800s; `-` or U-Y 1900s; A-F 2000s),
 * individual number 002-899, check character `0123456789ABCDEFHJKLMNPRSTUVWXY`[DDMMYYNNN mod 31].
 */
export function hetuValid(value: string): boolean {
  if (value.length !== 11) return false;
  const century = CENTURY[value.charAt(6)];
  const individual = Number(value.slice(7, 10));
  if (century === undefined || individual < 2 || individual > 899) return false;
  const [day, month, year] = [Number(value.slice(0, 2)), Number(value.slice(2, 4)), century + Number(value.slice(4, 6))];
  if (!isCalendarDate(year, month, day)) return false;
  return CHECK[Number(value.slice(0, 6) + value.slice(7, 10)) % 31] === value.charAt(10);
}

/** Finnish identifiers. */
export const FI_SPECS: readonly NationalIdSpec[] = [
  {
    type: 'FI_PERSONAL_IDENTITY_CODE',
    shapes: [{ shape: '999999?999X', score: STRONG }],
    signs: '+-ABCDEFUVWXY',
    validate: hetuValid,
    words: ['henkilötunnus', 'hetu', 'personbeteckning', 'personal identity code', 'identity code'],
  },
];
