import { sha256 } from './sha256.js';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) INDEX[ALPHABET.charCodeAt(i)] = i;

/** True when `c` is a Base58 alphabet character. */
export function isBase58(c: number): boolean {
  return c >= 0 && c < 128 && (INDEX[c] ?? -1) >= 0;
}

/** Decodes Base58 text to bytes, or undefined when it has a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let carry = c < 128 ? (INDEX[c] ?? -1) : -1;
    if (carry < 0) return undefined;
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] ?? 0) * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

/** True when `text` is a Base58Check string of `length` decoded bytes whose checksum matches. */
export function base58CheckValid(text: string, length: number): boolean {
  const bytes = base58Decode(text);
  if (bytes?.length !== length) return false;
  const payload = bytes.subarray(0, length - 4);
  const checksum = sha256(sha256(payload));
  for (let i = 0; i < 4; i++) if (checksum[i] !== bytes[length - 4 + i]) return false;
  return true;
}
