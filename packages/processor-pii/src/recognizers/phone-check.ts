import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

const CACHE_LIMIT = 4096;
const cache = new Map<number, boolean>();

/** 53-bit non-reversible hash (cyrb53) so the memo never holds a phone number itself. */
function hashKey(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** Cheap shape check before the (costly) libphonenumber-js validation. */
function plausible(raw: string, digits: string, region: string): boolean {
  if (digits.length < 7 || digits.length > 15) return false;
  if (raw.startsWith('+')) return digits.length >= 8;
  if (region === 'US' || region === 'CA') {
    const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
    const area = national.charCodeAt(0) - 48;
    const exchange = national.charCodeAt(3) - 48;
    return national.length === 10 && area >= 2 && exchange >= 2;
  }
  return digits.length >= 8 && digits.length <= 12;
}

/**
 * True when `raw` is a valid phone number (libphonenumber-js, full metadata) for `region` or, with
 * a leading `+`, internationally. Results are memoised under a non-reversible hash.
 */
export function phoneValid(raw: string, digits: string, region: string): boolean {
  if (!plausible(raw, digits, region)) return false;
  const key = hashKey(`${region}|${raw}`);
  const known = cache.get(key);
  if (known !== undefined) return known;
  const valid = parsePhoneNumberFromString(raw, region as CountryCode)?.isValid() === true;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, valid);
  return valid;
}
