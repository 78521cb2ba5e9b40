import { codeAt, isHex } from './char-class.js';

/** Length of a dashed MAC address, `00-1a-2b-3c-4d-5e`. */
export const DASHED_MAC_LENGTH = 17;

/**
 * True when `text` holds six pairs of hex digits joined by `-` at `start` (the shape
 * `[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){5}`), read without a regex in at most 17 steps.
 */
export function isDashedMacAt(text: string, start: number): boolean {
  for (let k = 0; k < 6; k++) {
    const i = start + 3 * k;
    if (!isHex(codeAt(text, i)) || !isHex(codeAt(text, i + 1))) return false;
    if (k < 5 && codeAt(text, i + 2) !== 45) return false;
  }
  return true;
}
