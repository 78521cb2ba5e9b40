const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

const IS_DATA_CHAR = new Uint8Array(128);
for (let i = 0; i < CHARSET.length; i++) {
  const c = CHARSET.charCodeAt(i);
  IS_DATA_CHAR[c] = 1;
  if (c >= 97) IS_DATA_CHAR[c - 32] = 1;
}

/** True when `c` is a Bech32 data character in either case (`[02-9ac-hj-np-z]`, case-insensitive). */
export function isBech32(c: number): boolean {
  return c >= 0 && c < 128 && IS_DATA_CHAR[c] === 1;
}

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i] ?? 0;
  }
  return chk >>> 0;
}

/**
 * True when `address` is a valid SegWit address for human-readable part `hrp` (e.g. `bc`):
 * a single case, a valid Bech32 (witness v0) or Bech32m (v1+) checksum, and a plausible length.
 */
export function segwitAddressValid(address: string, hrp: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase();
  const sep = lower.lastIndexOf('1');
  if (lower.slice(0, sep) !== hrp || lower.length > 90) return false;
  const data: number[] = [];
  for (let i = sep + 1; i < lower.length; i++) {
    const v = CHARSET.indexOf(lower.charAt(i));
    if (v < 0) return false;
    data.push(v);
  }
  if (data.length < 7) return false;
  const expanded: number[] = [];
  for (let i = 0; i < hrp.length; i++) expanded.push(hrp.charCodeAt(i) >> 5);
  expanded.push(0);
  for (let i = 0; i < hrp.length; i++) expanded.push(hrp.charCodeAt(i) & 31);
  const check = polymod([...expanded, ...data]);
  const version = data[0] ?? -1;
  const programLength = Math.floor(((data.length - 7) * 5) / 8);
  if (version === 0) return check === BECH32_CONST && (programLength === 20 || programLength === 32);
  return version >= 1 && version <= 16 && check === BECH32M_CONST && programLength >= 2 && programLength <= 40;
}
