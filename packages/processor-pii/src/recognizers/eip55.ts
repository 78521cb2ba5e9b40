import { keccak256 } from './keccak256.js';

const encoder = new TextEncoder();

/**
 * True when 40 hex digits of an Ethereum address carry a valid EIP-55 checksum: a letter is
 * upper-case exactly when the matching nibble of keccak256(lower-case hex) is 8 or more.
 * All-lower-case and all-upper-case addresses carry no checksum and are accepted.
 */
export function eip55Valid(hex: string): boolean {
  const lower = hex.toLowerCase();
  if (hex === lower || hex === hex.toUpperCase()) return true;
  const hash = keccak256(encoder.encode(lower));
  for (let i = 0; i < hex.length; i++) {
    const c = hex.charCodeAt(i);
    if (c < 65) continue; // a digit has no case
    const byte = hash[i >> 1] ?? 0;
    const nibble = (i & 1) === 0 ? byte >> 4 : byte & 0xf;
    if ((c <= 90) !== nibble >= 8) return false;
  }
  return true;
}
