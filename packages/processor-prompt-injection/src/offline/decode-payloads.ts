// Every repeated group below has an upper bound: an unbounded group over a 10 MB run would
// overflow the regular-expression engine's backtracking stack.

/** How an embedded payload was encoded. */
export type PayloadEncoding = 'base64' | 'hex' | 'url' | 'html' | 'rot13' | 'unicode-tags' | 'spaced-letters';

/** A decoded payload: its text and the span of the original text it came from. */
export interface DecodedPayload {
  encoding: PayloadEncoding;
  text: string;
  start: number;
  end: number;
}

/** Limits of the decoding step. */
export interface DecodeLimits {
  /** Most decoded characters kept per text, over every payload. */
  maxChars: number;
  /** Most payloads decoded per text. */
  maxPayloads: number;
}

/** Characters of base64 (standard and URL-safe alphabets): 1, padding 2. */
const BASE64_CHAR = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-') BASE64_CHAR[c.charCodeAt(0)] = 1;
BASE64_CHAR[0x3d] = 2;

/** Character classes by code unit below 256: bit 1 alphanumeric, bit 2 spacer (`i g n`), bit 4 hex digit, bit 8 hex separator. */
const CLASS = new Uint8Array(256);
for (let c = 0x30; c <= 0x39; c++) CLASS[c] = 1 | 4;
for (let c = 0x41; c <= 0x5a; c++) CLASS[c] = 1;
for (let c = 0x61; c <= 0x7a; c++) CLASS[c] = 1;
for (const c of 'abcdefABCDEF') CLASS[c.charCodeAt(0)] = 1 | 4;
for (const c of ' .-_*\u00b7') CLASS[c.charCodeAt(0)] = (CLASS[c.charCodeAt(0)] ?? 0) | 2;
CLASS[0x20] = (CLASS[0x20] ?? 0) | 8;
CLASS[0x3a] = (CLASS[0x3a] ?? 0) | 8;

const isAlnum = (c: number) => c < 256 && ((CLASS[c] as number) & 1) !== 0;
const isSpacer = (c: number) => c < 256 && ((CLASS[c] as number) & 2) !== 0;

/**
 * Runs of 16 or more base64 characters (with trailing padding), found by a plain loop: a regular
 * expression starting with a character class is tried at every position and is several times slower.
 */
export function base64Runs(text: string, visit: (start: number, end: number) => boolean): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (c >= 128 || BASE64_CHAR[c] !== 1) {
      i++;
      continue;
    }
    const start = i;
    // The run, in a tight loop; then up to 2 padding characters.
    do {
      i++;
    } while (i < n && (c = text.charCodeAt(i)) < 128 && BASE64_CHAR[c] === 1);
    let end = i;
    while (end < n && end - i < 2 && text.charCodeAt(end) === 0x3d) end++;
    if (end - start >= 16 && !visit(start, end)) return;
    i = end;
  }
}

/** True when `text` has single letters separated by spacers, three in a row (`i g n`). */
export function hasSpacedLetters(text: string): boolean {
  const n = text.length;
  let count = 0;
  for (let i = 0; i + 1 < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 256 || ((CLASS[c] as number) & 1) === 0) continue;
    // A letter or digit at the start of a word (the rest of every word is skipped below).
    if (isSpacer(text.charCodeAt(i + 1))) {
      if (++count >= 2 && i + 2 < n && isAlnum(text.charCodeAt(i + 2)) && (i + 3 >= n || !isAlnum(text.charCodeAt(i + 3)))) return true;
      i++;
      continue;
    }
    count = 0;
    while (i + 1 < n && isAlnum(text.charCodeAt(i + 1))) i++;
  }
  return false;
}
/** `payloadHints` bit: a run of 14 or more base64 characters (with padding, the 16 `base64Runs` needs). */
export const HINT_BASE64 = 1;
/**
 * `payloadHints` bit: `HEX_RUN` may match: 4 hex digits in a row, in a run of hex digits and `[ :]`
 * holding 16 or more digits (the shortest separated form `HEX_RUN` accepts).
 */
export const HINT_HEX = 2;
/** `payloadHints` bit: a necessary condition of `hasSpacedLetters` (two single letters before a spacer, one of them then `x y`). */
export const HINT_SPACED = 4;

/**
 * One pass over `text` that says which of the scans below can find anything, so that prose (most
 * texts) is read once instead of once per scan. Each bit is a necessary condition: the scan it
 * gates still decides.
 */
export function payloadHints(text: string): number {
  const n = text.length;
  let hints = 0;
  let base64Run = 0;
  // HEX_RUN's necessary condition: 4 digits in a row, 16 in a run of digits and separators.
  let hexRow = 0;
  let hexDigits = 0;
  let four = false;
  let sixteen = false;
  // Spaced letters: alnum run length, single letters followed by a spacer, and `y z` seen.
  let alnumRun = 0;
  let singles = 0;
  let pair = false;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 0;
    if (c < 128 && BASE64_CHAR[c] === 1) {
      if (++base64Run >= 14) hints |= HINT_BASE64;
    } else {
      base64Run = 0;
    }
    const k = i < n && c < 256 ? (CLASS[c] as number) : 0;
    if ((k & 4) !== 0) {
      if (++hexRow >= 4) four = true;
      if (++hexDigits >= 16) sixteen = true;
      if (four && sixteen) hints |= HINT_HEX;
    } else if ((k & 8) !== 0) {
      hexRow = 0;
    } else {
      hexRow = 0;
      hexDigits = 0;
    }
    if ((k & 1) !== 0) {
      alnumRun++;
      continue;
    }
    if (alnumRun === 1) {
      // A single letter or digit ended at i: `x` then a spacer, and `y` + spacer + `x` before it.
      if ((k & 2) !== 0) singles++;
      if (i >= 3 && isSpacer(text.charCodeAt(i - 2)) && isAlnum(text.charCodeAt(i - 3)) && (i === 3 || !isAlnum(text.charCodeAt(i - 4)))) pair = true;
      if (singles >= 2 && pair) hints |= HINT_SPACED;
    }
    alnumRun = 0;
  }
  return hints;
}

const HEX_RUN = /(?:\\x[0-9a-fA-F]{2}){6,4096}|\b[0-9a-fA-F]{2}(?:[ :]?[0-9a-fA-F]{2}){7,4096}/g;
const PERCENT = /%[0-9a-fA-F]{2}/g;
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g;
/** ROT13 forms of English function words ("the", "and", "you", "all", "your", "ignore", ...). */
const ROT13_WORDS = /\b(?:gur|naq|lbh|lbhe|nyy|vtaber|vafgehpgvbaf|cerivbhf|flfgrz|cebzcg)\b/gi;

/** Letters written one by one with a separator between them: `i g n o r e`, `i.g.n.o.r.e`. */
const SPACED_RUN = /(?:^|(?<=[^A-Za-z0-9]))(?:[A-Za-z0-9@$][ .\-_*\u00b7]){2,4096}[A-Za-z0-9@$](?![A-Za-z0-9])/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', colon: ':', sol: '/', lpar: '(', rpar: ')',
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** True when most of `text` is printable (decoded noise is not judged). */
function isPrintableText(text: string): boolean {
  if (text.length < 4) return false;
  let printable = 0;
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xfffd) continue;
    if (c >= 0x20 || c === 0x0a || c === 0x09 || c === 0x0d) printable++;
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c > 0x7f) letters++;
  }
  return printable / text.length >= 0.9 && letters / text.length >= 0.4;
}

function bytesToText(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

function decodeBase64(run: string): string | undefined {
  const standard = run.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (standard.length % 4 === 1) return undefined;
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytesToText(bytes);
}

function decodeHex(run: string): string | undefined {
  const digits = run.replace(/\\x|[ :]/g, '');
  if (digits.length % 2 !== 0) return undefined;
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytesToText(bytes);
}

function decodePercent(text: string): string {
  return text.replace(/(?:%[0-9a-fA-F]{2}){1,4096}/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity) => {
    const body = entity.slice(1, -1);
    if (body.startsWith('#x') || body.startsWith('#X')) return safeCodePoint(parseInt(body.slice(2), 16), entity);
    if (body.startsWith('#')) return safeCodePoint(parseInt(body.slice(1), 10), entity);
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function safeCodePoint(cp: number, fallback: string): string {
  return Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : fallback;
}

function rot13(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) out += String.fromCharCode(((c - 0x61 + 13) % 26) + 0x61);
    else if (c >= 0x41 && c <= 0x5a) out += String.fromCharCode(((c - 0x41 + 13) % 26) + 0x41);
    else out += text.charAt(i);
  }
  return out;
}

/** ASCII smuggled as Unicode tag characters (U+E0020..U+E007E), which render as nothing. */
function decodeTags(text: string): DecodedPayload | undefined {
  let out = '';
  let start = -1;
  let end = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0xdb40) continue;
    const cp = text.codePointAt(i) as number;
    if (cp >= 0xe0020 && cp <= 0xe007e) {
      out += String.fromCharCode(cp - 0xe0000);
      if (start < 0) start = i;
      end = i + 2;
    }
    i++;
  }
  return out.length >= 4 ? { encoding: 'unicode-tags', text: out, start, end } : undefined;
}

function count(pattern: RegExp, text: string, atLeast: number): boolean {
  pattern.lastIndex = 0;
  let found = 0;
  while (pattern.exec(text) !== null) if (++found >= atLeast) return true;
  return false;
}

/**
 * Finds payloads embedded in `text` and decodes them: base64 and hex runs, percent (URL) and
 * HTML escapes, ROT13 (when ROT13 forms of common English words appear) and Unicode tag
 * characters. Invalid encodings are skipped; decoded text is capped by `limits`. Linear in the
 * length of `text`.
 */
export function decodePayloads(text: string, limits: DecodeLimits): DecodedPayload[] {
  const found: DecodedPayload[] = [];
  let budget = limits.maxChars;
  const add = (payload: DecodedPayload): boolean => {
    if (found.length >= limits.maxPayloads || budget <= 0) return false;
    const kept = payload.text.length > budget ? payload.text.slice(0, budget) : payload.text;
    budget -= kept.length;
    found.push({ ...payload, text: kept });
    return true;
  };
  const runs = (pattern: RegExp, encoding: 'hex', decode: (run: string) => string | undefined) => {
    pattern.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(text)) !== null) {
      if (found.length >= limits.maxPayloads || budget <= 0) return;
      const maxRun = Math.max(16, budget * 2);
      // A run longer than the budget is decoded from its start (cut on a 4-character boundary).
      const run = match[0].length > maxRun ? match[0].slice(0, maxRun - (maxRun % 4)) : match[0];
      const decoded = decode(run.trim());
      if (decoded !== undefined && isPrintableText(decoded)) {
        add({ encoding, text: decoded, start: match.index, end: match.index + run.length });
      }
    }
  };
  const hints = payloadHints(text);
  if ((hints & HINT_BASE64) !== 0) base64Runs(text, (start, end) => {
    if (found.length >= limits.maxPayloads || budget <= 0) return false;
    const maxRun = Math.max(16, budget * 2);
    const whole = text.slice(start, end);
    const run = whole.length > maxRun ? whole.slice(0, maxRun - (maxRun % 4)) : whole;
    // Plain words and identifiers are not base64 payloads: require a mix of cases, or digits and symbols.
    if (!(/[A-Z]/.test(run) && /[a-z]/.test(run)) && !/[0-9+/]/.test(run)) return true;
    const decoded = decodeBase64(run);
    if (decoded !== undefined && isPrintableText(decoded)) add({ encoding: 'base64', text: decoded, start, end });
    return true;
  });
  // Cheap gates first: most texts carry no escapes at all.
  if ((hints & HINT_HEX) !== 0 || text.includes('\\x')) runs(HEX_RUN, 'hex', decodeHex);
  const whole = (encoding: PayloadEncoding, decoded: string) => {
    if (decoded !== text) add({ encoding, text: decoded, start: 0, end: text.length });
  };
  const capped = text.length > limits.maxChars ? text.slice(0, limits.maxChars) : text;
  if (capped.includes('%') && count(PERCENT, capped, 3)) whole('url', decodePercent(capped));
  if (capped.includes('&') && count(ENTITY, capped, 3)) whole('html', decodeEntities(capped));
  // The hint was computed on the whole text; a cut text can end a run differently, so it is asked only uncut.
  if ((capped !== text || (hints & HINT_SPACED) !== 0) && hasSpacedLetters(capped)) {
    whole('spaced-letters', capped.replace(SPACED_RUN, (run) => run.replace(/[ .\-_*\u00b7]/g, '')));
  }
  if (count(ROT13_WORDS, capped, 2)) whole('rot13', rot13(capped));
  const tags = text.includes('\udb40') ? decodeTags(text) : undefined;
  if (tags !== undefined) add(tags);
  return found;
}
