/** The longest stretch counted as one segment when a text has no whitespace for that long. */
export const MAX_SEGMENT_CHARS = 256;

function isSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000;
}

/**
 * Where the counting segment of `text` that starts at `from` ends, or -1 when that depends on text
 * not received yet. A segment ends before a whitespace character that follows a non-whitespace
 * one (`"The"`, `" quick"`, `" brown."`: where BPE pre-tokenizers cut too), or after
 * `MAX_SEGMENT_CHARS` without such a place (never inside a surrogate pair). The ends depend only on
 * the text, never on how it was split into chunks, so token counts summed per segment are the same
 * for every split.
 */
export function segmentEnd(text: string, from: number): number {
  const cap = from + MAX_SEGMENT_CHARS;
  const last = Math.min(text.length, cap);
  for (let at = from + 1; at < last; at++) {
    if (isSpace(text.charCodeAt(at)) && !isSpace(text.charCodeAt(at - 1))) return at;
  }
  if (text.length <= cap) return -1;
  const high = text.charCodeAt(cap - 1);
  return high >= 0xd800 && high <= 0xdbff ? cap - 1 : cap;
}
