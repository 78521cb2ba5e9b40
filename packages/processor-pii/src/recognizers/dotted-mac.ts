import { codeAt, isDigit, isHex } from './char-class.js';

/** Length of a Cisco dotted MAC address, `0123.4567.89ab`. */
export const DOTTED_MAC_LENGTH = 14;

/**
 * True when `text` holds three groups of four hex digits joined by `.` at `start` (the shape
 * `[0-9A-Fa-f]{4}(?:\.[0-9A-Fa-f]{4}){2}`) with at least one hex letter and one digit: twelve
 * decimal digits in that shape are far more often a build or version number, twelve letters
 * words (`dead.beef.cafe`), than a MAC. At most 14 steps.
 */
export function isDottedMacAt(text: string, start: number): boolean {
  let letter = false;
  let digit = false;
  for (let k = 0; k < DOTTED_MAC_LENGTH; k++) {
    const c = codeAt(text, start + k);
    if (k % 5 === 4) {
      if (c !== 46) return false;
    } else if (!isHex(c)) return false;
    else if (isDigit(c)) digit = true;
    else letter = true;
  }
  return letter && digit;
}

/**
 * True when the MAC address in `text[start, end)` is the broadcast address (every hex digit `f`)
 * or the all-zero address: neither identifies a device, so neither is PII.
 */
export function isReservedMac(text: string, start: number, end: number): boolean {
  let zero = true;
  let ones = true;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i) | 0x20; // lower-case letters; digits and separators keep their bit
    if (!isHex(c)) continue;
    if (c !== 48) zero = false;
    if (c !== 102) ones = false;
  }
  return zero || ones;
}
