import { foldCharacter } from './fold-character.js';

/**
 * Text normalized for matching, with a map from its offsets back to the original text, so that a
 * detector can match on `text` and still redact the right characters of the original.
 */
export interface NormalizedText {
  /** The text to match on. */
  readonly text: string;
  /** False when nothing needed normalizing: `text` is the original and offsets are the same. */
  readonly changed: boolean;
  /**
   * The span of the original text that produced the normalized span `[start, end)`. Characters
   * removed inside the span (zero-width, format) are covered; an escape (`%40`, `&#64;`) or a
   * character that normalized to several is covered whole.
   */
  toOriginal(start: number, end: number): { start: number; end: number };
}

// Anything that may need work: a run of non-ASCII characters or of URL escapes, an HTML entity.
// Runs are bounded: an unbounded quantifier over 10 MB overflows the regex engine's stack.
const SPECIAL = /\P{ASCII}{1,256}|(?:%[0-9A-Fa-f]{2}){1,256}|&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/gu;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', commat: '@', period: '.', hyphen: '-',
  dash: '-', colon: ':', plus: '+', num: '#', lowbar: '_', sol: '/', bsol: '\\', excl: '!', dollar: '$',
  percnt: '%', equals: '=', lpar: '(', rpar: ')', comma: ',', semi: ';', quest: '?', ast: '*', midast: '*',
  lsqb: '[', rsqb: ']', lcub: '{', rcub: '}', verbar: '|', tilde: '~', grave: '`', Hat: '^', dot: '.',
};

/**
 * Normalizes text for matching, in one linear pass: each character to its NFKC form (fullwidth
 * `＠` to `@`), digits of every script to ASCII (Arabic-Indic, Devanagari...), space-like
 * characters (NBSP, thin space, U+202F as `Intl.NumberFormat('fr')` writes them) to a space,
 * zero-width and other invisible format characters removed, HTML character references (`&#64;`,
 * `&#x40;`, `&commat;`) and URL escapes (`%40`) decoded. Case is kept. Plain ASCII text with no
 * `%XX` or `&...;` comes back unchanged at the cost of one scan.
 *
 * Normalization is per character: canonical composition across characters is not applied.
 *
 * @example
 * const normalized = normalizeForMatching('bob%40corp.example');
 * normalized.text; // 'bob@corp.example'
 * normalized.toOriginal(3, 4); // { start: 3, end: 6 }: the whole '%40'
 */
export function normalizeForMatching(text: string): NormalizedText {
  SPECIAL.lastIndex = 0;
  let match = SPECIAL.exec(text);
  if (match === null) return unchanged(text);
  const map = new OffsetMapBuilder();
  const pieces: string[] = [];
  let copiedTo = 0;
  /** Replaces `text[start, end)` by `replacement`; same-length replacements leave the map as it is. */
  const replace = (start: number, end: number, replacement: string): void => {
    if (start > copiedTo) pieces.push(text.slice(copiedTo, start));
    if (replacement !== '') pieces.push(replacement);
    copiedTo = end;
    if (replacement.length !== end - start) map.replace(start, end, replacement.length);
  };
  for (; match !== null; match = SPECIAL.exec(text)) {
    const found = match[0];
    const start = match.index;
    const first = found.charCodeAt(0);
    if (first === 0x25 /* % */) replace(start, start + found.length, decodeUrlEscapes(found));
    else if (first === 0x26 /* & */) {
      const decoded = decodeEntity(found);
      if (decoded !== undefined) replace(start, start + found.length, foldAll(decoded));
    } else {
      // A run of non-ASCII characters, folded one code point at a time.
      for (let at = start; at < start + found.length; ) {
        const code = text.codePointAt(at) as number;
        const size = code > 0xffff ? 2 : 1;
        const folded = foldCharacter(code);
        if (folded !== undefined) replace(at, at + size, folded);
        at += size;
      }
    }
  }
  if (copiedTo === 0) return unchanged(text); // nothing was replaced
  pieces.push(text.slice(copiedTo));
  const out = pieces.join('');
  return map.changed ? map.finish(out) : { text: out, changed: true, toOriginal: (start, end) => ({ start, end }) };
}

function unchanged(text: string): NormalizedText {
  return { text, changed: false, toOriginal: (start, end) => ({ start, end }) };
}

function decodeUrlEscapes(run: string): string {
  try {
    return foldAll(decodeURIComponent(run));
  } catch {
    // Not valid UTF-8 as a whole: decode the ASCII bytes, keep the others as written.
    return run.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
      const byte = Number.parseInt(hex, 16);
      return byte < 0x80 ? String.fromCharCode(byte) : escape;
    });
  }
}

function decodeEntity(entity: string): string | undefined {
  const body = entity.slice(1, -1);
  if (body.charCodeAt(0) !== 0x23 /* # */) return NAMED_ENTITIES[body];
  const hex = body.charCodeAt(1) === 0x78 || body.charCodeAt(1) === 0x58;
  const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
  return String.fromCodePoint(code);
}

/** Folds every character of a decoded piece (an escape may decode to `＠` or a thin space). */
function foldAll(decoded: string): string {
  let out = '';
  for (const char of decoded) out += char.charCodeAt(0) < 0x80 ? char : (foldCharacter(char.codePointAt(0) as number) ?? char);
  return out;
}

/**
 * The offset map, kept as segments: a run where normalized and original advance together, or a
 * replaced piece whose every normalized character maps to the whole original piece. Only changes
 * create segments, so text with few of them costs little.
 */
class OffsetMapBuilder {
  changed = false;
  /** Normalized start of each segment. */
  readonly #normStart: number[] = [0];
  /** Original start of each segment. */
  readonly #origStart: number[] = [0];
  /** Original end of a replaced segment; -1 for a run. */
  readonly #origEnd: number[] = [-1];
  /** Normalized length minus original length so far. */
  #shift = 0;

  replace(origStart: number, origEnd: number, normLength: number): void {
    this.changed = true;
    const normStart = origStart + this.#shift;
    if (normLength > 0) this.#push(normStart, origStart, origEnd);
    this.#shift += normLength - (origEnd - origStart);
    this.#push(normStart + normLength, origEnd, -1);
  }

  finish(text: string): NormalizedText {
    const normStart = Int32Array.from(this.#normStart);
    const origStart = Int32Array.from(this.#origStart);
    const origEnd = Int32Array.from(this.#origEnd);
    const segmentAt = (offset: number): number => {
      let low = 0;
      let high = normStart.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if ((normStart[mid] as number) <= offset) low = mid;
        else high = mid - 1;
      }
      return low;
    };
    const originalOf = (offset: number, side: 'start' | 'end'): number => {
      const segment = segmentAt(offset);
      const end = (origEnd[segment] as number);
      if (end !== -1) return side === 'start' ? (origStart[segment] as number) : end;
      return (origStart[segment] as number) + (offset - (normStart[segment] as number)) + (side === 'end' ? 1 : 0);
    };
    return {
      text,
      changed: true,
      toOriginal: (start, end) => {
        const from = originalOf(start, 'start');
        return { start: from, end: end > start ? originalOf(end - 1, 'end') : from };
      },
    };
  }

  #push(normStart: number, origStart: number, origEnd: number): void {
    const last = this.#normStart.length - 1;
    // A segment that got no characters (a removal right after another change) is replaced.
    if (this.#normStart[last] === normStart && this.#origEnd[last] === -1) {
      this.#origStart[last] = origStart;
      this.#origEnd[last] = origEnd;
      return;
    }
    this.#normStart.push(normStart);
    this.#origStart.push(origStart);
    this.#origEnd.push(origEnd);
  }
}
