import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEGMENT_CHARS, segmentEnd } from './count-segments.js';

/** Every complete segment of `text`, and the rest (its last segment when the text is complete). */
function segments(text: string): string[] {
  const out: string[] = [];
  let at = 0;
  for (let end = segmentEnd(text, at); end !== -1; end = segmentEnd(text, at)) {
    out.push(text.slice(at, end));
    at = end;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

describe('segmentEnd', () => {
  it('cuts before the whitespace that starts each word, as pre-tokenizers do', () => {
    expect(segments('The quick  brown fox.\nNext')).toEqual(['The', ' quick', '  brown', ' fox.', '\nNext']);
  });

  it('waits for more text when the segment may still go on', () => {
    expect(segmentEnd('The qu', 3)).toBe(-1);
    expect(segmentEnd('The', 0)).toBe(-1);
  });

  it('cuts a long run without whitespace every MAX_SEGMENT_CHARS, never inside a surrogate pair', () => {
    expect(segmentEnd('x'.repeat(MAX_SEGMENT_CHARS + 1), 0)).toBe(MAX_SEGMENT_CHARS);
    const emoji = `${'x'.repeat(MAX_SEGMENT_CHARS - 1)}😀x`;
    expect(segmentEnd(emoji, 0)).toBe(MAX_SEGMENT_CHARS - 1);
  });

  it('gives the same segments however the text arrives (the property the budget relies on)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '.', '😀'), maxLength: 600 }), fc.array(fc.nat(), { maxLength: 20 }), (text, cuts) => {
        // Feed the text in pieces; take segments as soon as they are complete.
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const taken: string[] = [];
        let start = 0;
        for (const known of [...points, text.length]) {
          const visible = text.slice(0, known);
          for (let end = segmentEnd(visible, start); end !== -1; end = segmentEnd(visible, start)) {
            taken.push(visible.slice(start, end));
            start = end;
          }
        }
        if (start < text.length) taken.push(text.slice(start));
        expect(taken).toEqual(segments(text));
      }),
    );
  });
});
