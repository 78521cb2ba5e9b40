/**
 * A text prepared for matching: lower case, NFKC-folded, zero-width and bidi controls removed,
 * confusables and leetspeak folded, whitespace collapsed. `map[i]` is the index in the original
 * text of the character that produced `text[i]`, so a match maps back to an original span.
 */
export interface NormalizedText {
  text: string;
  map: Uint32Array;
  /** How many invisible characters (zero-width, bidi controls, tag characters) were removed. */
  invisible: number;
  /** How many characters were folded from another script (homoglyphs) or from leetspeak. */
  folded: number;
}

/** Latin look-alikes of common Cyrillic, Greek and other letters (lower case targets). */
const CONFUSABLES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', ɡ: 'g', ɩ: 'i', ı: 'i', ȷ: 'j',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y',
  ω: 'w', μ: 'u', ѡ: 'w', ℓ: 'l', ſ: 's',
};

/** Digits and symbols read as letters inside words. `1` reads as `i`; patterns accept `i` for `l`. */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i' };

/** 1 for the 52 ASCII letters. */
const ASCII_LETTER = new Uint8Array(128);
for (let c = 0x41; c <= 0x5a; c++) ASCII_LETTER[c] = 1;
for (let c = 0x61; c <= 0x7a; c++) ASCII_LETTER[c] = 1;

const LEET_CODES: number[] = [];
for (const [from, to] of Object.entries(LEET)) LEET_CODES[from.charCodeAt(0)] = to.charCodeAt(0);

function isInvisible(cp: number): boolean {
  return (
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x2064) ||
    (cp >= 0x2066 && cp <= 0x2069) ||
    cp === 0xfeff ||
    cp === 0x00ad ||
    cp === 0x180e ||
    cp === 0x034f ||
    (cp >= 0xe0000 && cp <= 0xe007f) ||
    (cp >= 0xfe00 && cp <= 0xfe0f)
  );
}

function isSpace(cp: number): boolean {
  return cp === 0x20 || (cp >= 0x09 && cp <= 0x0d) || cp === 0xa0 || cp === 0x1680 || (cp >= 0x2000 && cp <= 0x200a) ||
    cp === 0x2028 || cp === 0x2029 || cp === 0x202f || cp === 0x205f || cp === 0x3000;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

function isAsciiWord(s: string): boolean {
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c < 0x61 || c > 0x7a) return false;
  }
  return s.length > 0;
}

const foldCache = new Map<number, string>();

/** The folded form of one non-ASCII code point: NFKD without combining marks, lower case, confusables. */
function foldCodePoint(cp: number): string {
  const cached = foldCache.get(cp);
  if (cached !== undefined) return cached;
  let folded = String.fromCodePoint(cp).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  folded = folded.replace(/./gsu, (ch) => CONFUSABLES[ch] ?? ch);
  if (foldCache.size < 4096) foldCache.set(cp, folded);
  return folded;
}

/**
 * Normalizes `input` for matching, in one linear pass. Digits and symbols are folded as leetspeak
 * only when a letter touches them (`ign0re` becomes `ignore`, `2024` stays).
 */
export function normalizeText(input: string): NormalizedText {
  const end = lowerCaseOnlyEnd(input);
  if (end < 0) return normalizeAnyText(input);
  // As in the full pass, a space maps to the character after it (where the pending space was
  // written), trailing spaces are dropped and the last entry is the input's length.
  const map = new Uint32Array(end + 1);
  for (let i = 0; i < end; i++) map[i] = input.charCodeAt(i) === 0x20 ? i + 1 : i;
  map[end] = input.length;
  return { text: (end === input.length ? input : input.slice(0, end)).toLowerCase(), map, invisible: 0, folded: 0 };
}

/**
 * When normalizing `input` would only lower-case it and drop its trailing spaces, the length
 * without them; otherwise -1. That holds for printable ASCII with single spaces, no leading space,
 * and no digit or symbol that leetspeak folding would read as a letter (one touching a letter; `!`
 * only before one): the common case for prose, checked in one loop.
 */
function lowerCaseOnlyEnd(input: string): number {
  let end = input.length;
  while (end > 0 && input.charCodeAt(end - 1) === 0x20) end--;
  if (end === 0 || input.charCodeAt(0) === 0x20) return -1;
  let previous = 0;
  for (let i = 0; i < end; i++) {
    const code = input.charCodeAt(i);
    if (code < 0x20 || code > 0x7e) return -1;
    if (ASCII_LETTER[code] === 1) {
      if (LEET_CODES[previous] !== undefined) return -1;
    } else if (code === 0x20) {
      if (previous === 0x20) return -1;
    } else if (code !== 0x21 && LEET_CODES[code] !== undefined && ASCII_LETTER[previous] === 1) {
      return -1;
    }
    previous = code;
  }
  return end;
}

/** `normalizeText` for any input: the full pass (exported for tests, which compare the two paths). */
export function normalizeAnyText(input: string): NormalizedText {
  const n = input.length;
  let map = new Uint32Array(n + 2);
  let buf = new Uint16Array(n + 2);
  let length = 0;
  let invisible = 0;
  let folded = 0;
  /** Whether a UTF-16 surrogate was written to `buf` (then `TextDecoder` builds the string). */
  let surrogates = false;
  // 0: none, 0x20: a space is pending, 0x0a: a newline is pending (written before the next character).
  let pendingSpace = 0;
  let lastWasLetter = false;
  let i = 0;
  while (i < n) {
    const code = input.charCodeAt(i);
    // Fast path: a run of ASCII letters, lower-cased in one tight loop.
    if (code < 0x80 && ASCII_LETTER[code] === 1) {
      if (pendingSpace !== 0) {
        if (length > 0) {
          buf[length] = pendingSpace;
          map[length++] = i;
        }
        pendingSpace = 0;
      }
      let c = code;
      do {
        buf[length] = c | 0x20;
        map[length++] = i++;
        c = i < n ? input.charCodeAt(i) : 0;
      } while (c < 0x80 && ASCII_LETTER[c] === 1);
      lastWasLetter = true;
      continue;
    }
    if (code === 0x20) {
      // The commonest separator: same as the space branch below.
      if (pendingSpace === 0) pendingSpace = 0x20;
      lastWasLetter = false;
      i++;
      continue;
    }
    if (code < 0x80) {
      if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)) {
        if (pendingSpace !== 0) {
          if (length > 0) {
            buf[length] = pendingSpace;
            map[length++] = i;
          }
          pendingSpace = 0;
        }
        buf[length] = code | 0x20;
        map[length++] = i;
        lastWasLetter = true;
      } else if (code === 0x0a || code === 0x0d) {
        pendingSpace = 0x0a;
        lastWasLetter = false;
      } else if (code === 0x20 || code === 0x09 || code === 0x0b || code === 0x0c) {
        if (pendingSpace === 0) pendingSpace = 0x20;
        lastWasLetter = false;
      } else if (code !== 0) {
        const leet = LEET_CODES[code] ?? 0;
        const next = i + 1 < n ? input.charCodeAt(i + 1) : 0;
        if (pendingSpace !== 0) {
          if (length > 0) {
            buf[length] = pendingSpace;
            map[length++] = i;
          }
          pendingSpace = 0;
        }
        if (leet !== 0 && (lastWasLetter || isAsciiLetter(next)) && !(code === 0x21 && !isAsciiLetter(next))) {
          buf[length] = leet;
          folded++;
          lastWasLetter = true;
        } else {
          buf[length] = code;
          lastWasLetter = false;
        }
        map[length++] = i;
      }
      i++;
      continue;
    }
    const cp = input.codePointAt(i) as number;
    const width = cp > 0xffff ? 2 : 1;
    if (isInvisible(cp)) {
      invisible++;
    } else if (isSpace(cp)) {
      if (pendingSpace === 0) pendingSpace = cp === 0x2028 || cp === 0x2029 ? 0x0a : 0x20;
      lastWasLetter = false;
    } else {
      const f = foldCodePoint(cp);
      if (f !== '') {
        // Keep room for a pending space, this fold, one unit per input code unit after this code
        // point and the closing map entry: ASCII writes never check, so an expansion must not eat
        // their room. Exact, so that a fold that does not expand ('é' to 'e') never grows the buffers
        // (a grow copies two arrays of the whole text's size).
        const needed = length + (pendingSpace === 0 ? 0 : 1) + f.length + (n - i - width) + 1;
        if (needed > map.length) {
          const size = Math.max(map.length * 2, needed);
          const grownMap = new Uint32Array(size);
          grownMap.set(map);
          map = grownMap;
          const grownBuf = new Uint16Array(size);
          grownBuf.set(buf);
          buf = grownBuf;
        }
        if (pendingSpace !== 0) {
          if (length > 0) {
            buf[length] = pendingSpace;
            map[length++] = i;
          }
          pendingSpace = 0;
        }
        const ascii = isAsciiWord(f);
        if (ascii && cp !== f.charCodeAt(0)) folded++;
        for (let k = 0; k < f.length; k++) {
          const unit = f.charCodeAt(k);
          if (unit >= 0xd800 && unit <= 0xdfff) surrogates = true;
          buf[length] = unit;
          map[length++] = i;
        }
        lastWasLetter = ascii;
      }
    }
    i += width;
  }
  map[length] = n;
  return { text: decodeUtf16(buf, length, surrogates), map: map.subarray(0, length + 1), invisible, folded };
}

const utf16 = new TextDecoder('utf-16le');

/** Below this length `String.fromCharCode` beats `TextDecoder` (whose per-call cost dominates short texts). */
const SHORT_TEXT = 2048;

/**
 * The string of `buf[0..length)`. With surrogates in it, `TextDecoder` (which turns a lone
 * surrogate into U+FFFD); without, a short text is built with `String.fromCharCode`, which gives
 * the same string faster.
 */
function decodeUtf16(buf: Uint16Array, length: number, surrogates: boolean): string {
  if (surrogates || length > SHORT_TEXT || length > buf.length) return utf16.decode(new Uint8Array(buf.buffer, 0, length * 2));
  return String.fromCharCode.apply(null, buf.subarray(0, length) as unknown as number[]);
}
