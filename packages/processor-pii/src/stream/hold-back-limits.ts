import { indexOfLiteral } from '../recognizers/literal-search.js';
import { BEGIN_ANCHOR, END_ANCHOR, MAX_PEM } from '../recognizers/private-key.js';

/**
 * Characters held back at the end of the stream: the longest entity that may contain whitespace
 * (a numeric run of 64 characters: phones, cards, IBANs in groups) plus one boundary character.
 */
export const HOLD_CHARS = 72;
/**
 * Scanning waits until at least this many characters beyond the hold are pending, so each
 * character is scanned a few times rather than once per chunk. This is the batch at the start of
 * a stream; it grows with what the stream has released (see `releaseBatch`).
 */
export const RELEASE_BATCH = 32;
/** The largest release batch: a long stream releases text in steps of at most this many characters. */
export const MAX_RELEASE_BATCH = 2048;
/** The batch grows to this fraction of the text already released (1/8): a burst is never more than an eighth of what the reader has seen. */
export const RELEASE_BATCH_GROWTH = 8;

/**
 * Characters beyond the hold that must be pending before the next scan, after `released`
 * characters of this text went out. Each scan re-reads the lookbehind and the hold (about 200
 * characters), so a fixed 32-character batch reads every character about seven times; a batch
 * that grows with the text keeps the first words quick and makes a long stream cost about one
 * scan of its text.
 */
export function releaseBatch(released: number): number {
  return Math.min(MAX_RELEASE_BATCH, Math.max(RELEASE_BATCH, Math.floor(released / RELEASE_BATCH_GROWTH)));
}
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

/**
 * Start of a PEM block begun but not yet ended (still within its size limit), or -1. The block
 * ends only with a whole END line (`-----END ` ... `-----`): a partial one (`-----END PR`) at the
 * end of the text keeps it open, or its body would go out before the block is recognized.
 */
export function openPrivateKeyStart(text: string): number {
  // the last BEGIN, found with forward searches through its rare `G`: `lastIndexOf` reads
  // backwards a character at a time and took twice as long on the held-back text, which is
  // searched on every release
  let begin = -1;
  for (let at = indexOfLiteral(text, '-----BEGIN ', BEGIN_ANCHOR); at !== -1; at = indexOfLiteral(text, '-----BEGIN ', BEGIN_ANCHOR, at + 1)) begin = at;
  if (begin === -1 || text.length - begin > MAX_PEM) return -1;
  const end = indexOfLiteral(text, '-----END ', END_ANCHOR, begin);
  return end !== -1 && text.includes('-----', end + 9) ? -1 : begin;
}

/** Start of a possibly partial placeholder (`<EMA...`) at the end of `text`, or -1. */
export function partialPlaceholderStart(text: string): number {
  const lt = text.lastIndexOf('<');
  if (lt === -1 || text.length - lt > MAX_PLACEHOLDER || text.includes('>', lt)) return -1;
  return lt;
}
