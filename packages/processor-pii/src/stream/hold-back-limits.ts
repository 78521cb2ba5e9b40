import { MAX_PEM } from '../recognizers/private-key.js';

/**
 * Characters held back at the end of the stream: the longest entity that may contain whitespace
 * (a numeric run of 64 characters: phones, cards, IBANs in groups) plus one boundary character.
 */
export const HOLD_CHARS = 72;
/**
 * Scanning waits until at least this many characters beyond the hold are pending, so each
 * character is scanned a few times rather than once per chunk.
 */
export const RELEASE_BATCH = 32;
/** Released characters kept as lookbehind (context words, numeric runs, email local parts). */
export const CONTEXT_CHARS = 128;
/** Characters before a span a `recognizers` entry may read to decide it (see `PIIRecognizer.maxLength`). */
export const MAX_RECOGNIZER_LOOKBEHIND = 64;
/** A trailing run without whitespace up to this length (URL, JWT, key, email) is held whole. */
export const MAX_TOKEN = 2048;
/** Placeholders are at most this long (`<TYPE_n>`). */
export const MAX_PLACEHOLDER = 50;

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 11 || c === 0xa0;
}

/** Start of the trailing non-whitespace run, when it is short enough to be one entity; else -1. */
export function trailingTokenStart(text: string): number {
  let k = text.length;
  while (k > 0 && text.length - k <= MAX_TOKEN && !isSpace(text.charCodeAt(k - 1))) k--;
  return text.length - k > MAX_TOKEN ? -1 : k;
}

/** Start of a PEM block begun but not yet ended (still within its size limit), or -1. */
export function openPrivateKeyStart(text: string): number {
  const begin = text.lastIndexOf('-----BEGIN ');
  if (begin === -1 || text.length - begin > MAX_PEM) return -1;
  return text.includes('-----END ', begin) ? -1 : begin;
}

/** Start of a possibly partial placeholder (`<EMA...`) at the end of `text`, or -1. */
export function partialPlaceholderStart(text: string): number {
  const lt = text.lastIndexOf('<');
  if (lt === -1 || text.length - lt > MAX_PLACEHOLDER || text.includes('>', lt)) return -1;
  return lt;
}
