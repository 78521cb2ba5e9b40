import { sha256 } from './sha256.js';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) INDEX[ALPHABET.charCodeAt(i)] = i;

/** True when `c` is a Base58 alphabet character. */
export function isBase58(c: number): boolean {
  return c >= 0 && c < 128 && (INDEX[c] ?? -1) >= 0;
}

/**
 * Little-endian accumulator of `base58CheckValid`, reused across calls (the check is synchronous
 * and not re-entrant) and grown when a longer value is asked for.
 */
let scratch = new Uint8Array(25);

/**
 * Decodes `text` into `scratch` (little-endian) and returns its significant byte count, or -1 when
 * a character is outside the alphabet or the value needs more than `limit` bytes (the byte count
 * never shrinks, so the caller's length check would fail anyway).
 */
function decodeLittleEndian(text: string, limit: number): number {
  if (scratch.length < limit) scratch = new Uint8Array(limit);
  let size = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let carry = c < 128 ? (INDEX[c] ?? -1) : -1;
    if (carry < 0) return -1;
    for (let j = 0; j < size; j++) {
      carry += (scratch[j] as number) * 58;
      scratch[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      if (size === limit) return -1;
      scratch[size++] = carry & 0xff;
      carry >>= 8;
    }
  }
  return size;
}

/**
 * True when `text` is a Base58Check string of `length` decoded bytes whose checksum matches
 * (Base58 as a big-endian number, leading `1`s as zero bytes, then a double SHA-256 of the
 * payload). Decodes into a reused buffer and stops as soon as the value is too long, instead of
 * building a byte array per candidate word.
 */
export function base58CheckValid(text: string, length: number): boolean {
  const size = decodeLittleEndian(text, length);
  if (size < 0) return false;
  let zeros = 0;
  while (zeros < text.length && text.charCodeAt(zeros) === 49) zeros++; // leading '1's are zero bytes
  if (size + zeros !== length) return false;
  const bytes = new Uint8Array(length);
  for (let k = 0; k < size; k++) bytes[length - 1 - k] = scratch[k] as number;
  const checksum = sha256(sha256(bytes.subarray(0, length - 4)));
  for (let i = 0; i < 4; i++) if (checksum[i] !== bytes[length - 4 + i]) return false;
  return true;
}
