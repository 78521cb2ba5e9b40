/** Whether nine digits form a valid US SSN, a valid ITIN, or neither. */
export type UsTaxIdKind = 'US_SSN' | 'US_ITIN' | undefined;

const ITIN_GROUPS = (g: number) => (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99);
const KNOWN_INVALID = new Set(['078051120', '219099999', '123456789']);

/**
 * Classifies nine digits: an SSN has area 001-899 except 666, group 01-99 and serial 0001-9999
 * (well-known sample numbers excluded); an ITIN has area 9xx and group in the IRS ranges
 * 50-65, 70-88, 90-92, 94-99.
 */
export function usTaxIdKind(digits: string): UsTaxIdKind {
  if (digits.length !== 9 || KNOWN_INVALID.has(digits)) return undefined;
  const area = Number(digits.slice(0, 3));
  const group = Number(digits.slice(3, 5));
  const serial = Number(digits.slice(5));
  if (area >= 900) return ITIN_GROUPS(group) ? 'US_ITIN' : undefined;
  if (area === 0 || area === 666 || group === 0 || serial === 0) return undefined;
  return 'US_SSN';
}
