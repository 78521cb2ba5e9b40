/** A kind of character the normalizer removes. */
export type HiddenKind = 'bidi' | 'zeroWidth' | 'tag' | 'variationSelector' | 'control' | 'excessMarks';

/** Which kinds to remove, and whether emoji sequences keep their joiners. */
export interface StripSettings {
  bidi: boolean;
  zeroWidth: boolean;
  control: boolean;
  preserveEmojis: boolean;
}

/** What a strip pass removed: counts per kind and the distinct code points (as `U+XXXX`). */
export interface StripTally {
  counts: Record<HiddenKind, number>;
  /** Created on the first removal. */
  codePoints: Set<string> | undefined;
}

/** A fresh, empty tally. */
export function emptyTally(): StripTally {
  return { counts: { bidi: 0, zeroWidth: 0, tag: 0, variationSelector: 0, control: 0, excessMarks: 0 }, codePoints: undefined };
}

// Bidi formatting characters (UAX #9): embeddings and overrides (LRE RLE PDF LRO RLO), isolates
// (LRI RLI FSI PDI) and the implicit marks (LRM RLM ALM). CVE-2021-42574 ("Trojan Source") uses
// the first two groups; the marks can reorder neutral characters too.
const BIDI = '\\u202A-\\u202E\\u2066-\\u2069\\u200E\\u200F\\u061C';
// Zero-width and invisible: ZWSP ZWNJ ZWJ, word joiner and invisible operators, BOM / ZWNBSP,
// Mongolian vowel separator, soft hyphen, combining grapheme joiner, Hangul and Khmer fillers.
const ZERO_WIDTH = '\\u200B-\\u200D\\u2060-\\u2064\\uFEFF\\u180E\\u00AD\\u034F\\u115F\\u1160\\u3164\\uFFA0\\u17B4\\u17B5';
// Tag characters (ASCII smuggling: invisible copies of ASCII) and variation selectors (VS1-256).
const TAG = '\\u{E0000}-\\u{E007F}';
const VARIATION = '\\uFE00-\\uFE0F\\u{E0100}-\\u{E01EF}';
// C0 / C1 controls except tab, line feed and carriage return.
const CONTROL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';

// A ZWJ is kept after a pictograph, an emoji presentation selector or a skin-tone modifier.
const PICTOGRAPHIC = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]$/u;
const EMOJI = /\p{Emoji}/u;

function kindOf(char: string): HiddenKind {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || code === 0x200e || code === 0x200f || code === 0x061c) return 'bidi';
  if (code >= 0xe0000 && code <= 0xe007f) return 'tag';
  if ((code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef)) return 'variationSelector';
  if (code <= 0x9f) return 'control';
  return 'zeroWidth';
}

/** `U+XXXX` notation of a character. */
export function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The code point that ends just before `index` in `text` (a whole surrogate pair), or ''. */
function previousCodePoint(text: string, index: number): string {
  if (index <= 0) return '';
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(index - 2, index);
  }
  return text.slice(index - 1, index);
}

/** Builds the single-pass regular expression of the enabled kinds, or undefined when none is. */
export function hiddenPattern(settings: StripSettings): RegExp | undefined {
  const classes = [
    settings.bidi ? BIDI : '',
    settings.zeroWidth ? `${ZERO_WIDTH}${TAG}${VARIATION}` : '',
    settings.control ? CONTROL : '',
  ].join('');
  return classes === '' ? undefined : new RegExp(`[${classes}]`, 'gu');
}

/**
 * Removes the enabled hidden characters from `text` in one linear pass, counting them in `tally`.
 * With `preserveEmojis`, a ZWJ right after a pictographic character and VS15/VS16 right after an
 * emoji character are kept (`👩‍💻`, `❤️` survive); everything else of those kinds is removed.
 */
export function stripHidden(text: string, pattern: RegExp | undefined, settings: StripSettings, tally: StripTally): string {
  if (pattern === undefined) return text;
  pattern.lastIndex = 0;
  return text.replace(pattern, (char: string, offset: number, whole: string) => {
    if (settings.preserveEmojis) {
      const code = char.codePointAt(0);
      if (code === 0x200d && PICTOGRAPHIC.test(previousCodePoint(whole, offset))) return char;
      if ((code === 0xfe0f || code === 0xfe0e) && EMOJI.test(previousCodePoint(whole, offset))) return char;
    }
    const kind = kindOf(char);
    tally.counts[kind] += 1;
    tally.codePoints ??= new Set();
    if (tally.codePoints.size < 64) tally.codePoints.add(codePointName(char));
    return '';
  });
}

/** Most combining marks kept in a row: UAX #15's Stream-Safe Text Format allows 30 non-starters. */
export const MAX_COMBINING_MARKS = 30;
const MARK_RUN = new RegExp(`\\p{M}{${String(MAX_COMBINING_MARKS + 1)},}`, 'gu');

/**
 * Cuts runs of more than 30 combining marks ("Zalgo" text) down to 30, counting the dropped marks
 * as `excessMarks`. Unicode normalization reorders a run of marks by sorting it, which is
 * quadratic in the run's length in V8; the cap keeps normalization linear on any input.
 */
export function capCombiningMarks(text: string, tally: StripTally): string {
  // a run of more than 30 marks needs more than 30 code units (most streamed segments are shorter)
  if (text.length <= MAX_COMBINING_MARKS) return text;
  MARK_RUN.lastIndex = 0;
  return text.replace(MARK_RUN, (run: string) => {
    const marks = Array.from(run);
    tally.counts.excessMarks += marks.length - MAX_COMBINING_MARKS;
    return marks.slice(0, MAX_COMBINING_MARKS).join('');
  });
}
