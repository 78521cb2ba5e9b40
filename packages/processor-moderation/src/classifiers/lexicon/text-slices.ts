/** Characters of one slice before its overlap with the next. */
export const SLICE_CHARS = 32_768;
/** Characters consecutive slices share (at least half of it survives the cut at whitespace). */
export const SLICE_OVERLAP_CHARS = 1_024;

/**
 * The slices a long text is judged in: each `SLICE_CHARS` plus `SLICE_OVERLAP_CHARS` long, cut at
 * whitespace when there is some within a quarter of the overlap of the cut, so that every run of
 * at most `SLICE_OVERLAP_CHARS / 2` characters lies whole inside one slice. A text no longer than
 * one slice is its own single slice.
 */
export function textSlices(text: string): string[] {
  if (isOneSlice(text)) return [text];
  const slices: string[] = [];
  const reach = SLICE_OVERLAP_CHARS / 4;
  for (let nominal = 0; nominal < text.length; nominal += SLICE_CHARS) {
    const start = nominal === 0 ? 0 : afterWhitespace(text, nominal, nominal + reach);
    const nominalEnd = Math.min(text.length, nominal + SLICE_CHARS + SLICE_OVERLAP_CHARS);
    const end = nominalEnd === text.length ? nominalEnd : atWhitespace(text, nominalEnd - reach, nominalEnd);
    slices.push(text.slice(start, end));
    if (nominalEnd === text.length) break;
  }
  return slices;
}

/** Just after the first whitespace in `[from, to)`, or `from` when there is none. */
function afterWhitespace(text: string, from: number, to: number): number {
  for (let i = from; i < to && i < text.length; i++) if (isWhitespace(text.charCodeAt(i))) return i + 1;
  return from;
}

/** The last whitespace in `(from, to]`, or `to` when there is none. */
function atWhitespace(text: string, from: number, to: number): number {
  for (let i = to; i > from; i--) if (isWhitespace(text.charCodeAt(i))) return i;
  return to;
}

function isWhitespace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}

/** True when `text` is judged as one slice (it is at most `SLICE_CHARS + SLICE_OVERLAP_CHARS` long). */
export function isOneSlice(text: string): boolean {
  return text.length <= SLICE_CHARS + SLICE_OVERLAP_CHARS;
}
