import { foldConfusables } from './confusables.js';
import { capCombiningMarks, hiddenPattern, stripHidden, type StripSettings, type StripTally } from './hidden-characters.js';
import type { ResolvedUnicodeNormalizerOptions } from './options.js';

/** The compiled settings of one normalizer. */
export interface NormalizeSettings {
  strip: StripSettings;
  pattern: RegExp | undefined;
  form: 'NFKC' | 'NFC' | 'NFKD' | 'NFD' | false;
  confusables: 'all' | 'mixed-script' | false;
  collapseWhitespace: boolean;
  trim: boolean;
  /** True when the form composes (NFC, NFKC) or is off: precomposed Latin-1 letters then stay as they are. */
  latinLettersStable: boolean;
}

/** What normalizing one or more texts found: hidden characters removed and letters folded. */
export interface NormalizeTally extends StripTally {
  folded: number;
}

/** A fresh, empty tally. */
export function emptyNormalizeTally(): NormalizeTally {
  return { counts: { bidi: 0, zeroWidth: 0, tag: 0, variationSelector: 0, control: 0, excessMarks: 0 }, codePoints: undefined, folded: 0 };
}

/**
 * True when every character pass is the identity on `text`, so it needs no strip, normalization or
 * folding: printable ASCII, tab and line breaks, plus the Latin-1 letters U+00C0-U+00FF when
 * `settings.latinLettersStable` (they are precomposed, so NFC and NFKC keep them; none is hidden,
 * a control, whitespace or a fold-table letter). One char-code pass, no regex (the streamed path
 * asks this once per delta).
 */
export function isStableText(text: string, settings: NormalizeSettings): boolean {
  const latin = settings.latinLettersStable;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 ? code <= 0x7e || (latin && code >= 0xc0 && code <= 0xff) : code === 9 || code === 10 || code === 13) continue;
    return false;
  }
  return true;
}

/** Compiles resolved options into the settings the text functions use. */
export function compileSettings(options: ResolvedUnicodeNormalizerOptions): NormalizeSettings {
  const strip: StripSettings = {
    bidi: options.stripBidiControls,
    zeroWidth: options.stripZeroWidth,
    control: options.stripControlChars,
    preserveEmojis: options.preserveEmojis,
  };
  return {
    strip,
    pattern: hiddenPattern(strip),
    form: options.normalization,
    confusables: options.foldConfusables,
    collapseWhitespace: options.collapseWhitespace,
    trim: options.trim,
    latinLettersStable: options.normalization === false || options.normalization === 'NFC' || options.normalization === 'NFKC',
  };
}

// Whitespace after NFKC: ASCII whitespace, the Unicode space separators and line/paragraph separators.
const WHITESPACE_RUN = /[\s\u0085]+/gu;

/**
 * Collapses one run of whitespace: a space, or one or two line breaks when it holds any (CRLF,
 * LF, CR, NEL, LS and PS count as one break each). A char-code loop: the stream calls it for most
 * deltas, since most end or start at a space.
 */
export function collapseRun(run: string): string {
  let breaks = 0;
  for (let i = 0; i < run.length && breaks < 2; i++) {
    const code = run.charCodeAt(i);
    if (code === 13) {
      breaks++;
      if (run.charCodeAt(i + 1) === 10) i++;
    } else if (code === 10 || code === 0x85 || code === 0x2028 || code === 0x2029) breaks++;
  }
  if (breaks === 0) return ' ';
  return breaks === 1 ? '\n' : '\n\n';
}

/**
 * Strips, normalizes and folds `text` without touching whitespace (the stream normalizer handles
 * whitespace across chunks itself). Counts what was removed in `tally`.
 */
export function cleanCharacters(text: string, settings: NormalizeSettings, tally: NormalizeTally): string {
  // printable ASCII, tab, line breaks (and Latin-1 letters under a composing form): nothing to
  // strip, normalization and folding are the identity, so one pass replaces four on most text
  if (isStableText(text, settings)) return text;
  let out = stripHidden(text, settings.pattern, settings.strip, tally);
  if (settings.form !== false) out = capCombiningMarks(out, tally).normalize(settings.form);
  // NFKC can expose characters it decomposed to (rare); a second strip keeps the guarantee.
  if (settings.form !== false && settings.pattern !== undefined) out = stripHidden(out, settings.pattern, settings.strip, tally);
  if (settings.confusables !== false) {
    const folded = foldConfusables(out, settings.confusables);
    tally.folded += folded.folded;
    out = folded.text;
  }
  return out;
}

/** Normalizes one whole text: characters, then whitespace collapse, then trim. Linear time. */
export function normalizeText(text: string, settings: NormalizeSettings, tally: NormalizeTally): string {
  let out = cleanCharacters(text, settings, tally);
  if (settings.collapseWhitespace) out = out.replace(WHITESPACE_RUN, collapseRun);
  if (settings.trim) out = out.trim();
  return out;
}

/** True when the tally holds something worth a violation: hidden characters or folded letters. */
export function tallyFoundSomething(tally: NormalizeTally): boolean {
  const c = tally.counts;
  return tally.folded + c.bidi + c.zeroWidth + c.tag + c.variationSelector + c.control + c.excessMarks > 0;
}

/** The violation detail of a tally: counts per kind, folded letters and distinct code points. */
export interface UnicodeViolationDetail {
  /** Removed characters per kind. */
  removed: NormalizeTally['counts'];
  /** Confusable letters folded to ASCII. */
  folded: number;
  /** Distinct removed code points as `U+XXXX` (at most 64). */
  codePoints: string[];
  /** Where: `input`, `tool-result:<toolCallId>`, `stream`. */
  where: string;
}

/** Builds the detail reported with a violation. */
export function violationDetail(tally: NormalizeTally, where: string): UnicodeViolationDetail {
  return { removed: { ...tally.counts }, folded: tally.folded, codePoints: [...(tally.codePoints ?? [])].sort(), where };
}

/** A one-line summary of a tally, e.g. `2 bidi controls, 1 zero-width character`. */
export function describeTally(tally: NormalizeTally): string {
  const labels: Record<keyof NormalizeTally['counts'], string> = {
    bidi: 'bidi control',
    zeroWidth: 'zero-width character',
    tag: 'tag character',
    variationSelector: 'variation selector',
    control: 'control character',
    excessMarks: 'excess combining mark',
  };
  const parts: string[] = [];
  for (const [kind, count] of Object.entries(tally.counts) as [keyof typeof labels, number][]) {
    if (count > 0) parts.push(`${String(count)} ${labels[kind]}${count === 1 ? '' : 's'}`);
  }
  if (tally.folded > 0) parts.push(`${String(tally.folded)} confusable letter${tally.folded === 1 ? '' : 's'} folded`);
  return parts.join(', ');
}
