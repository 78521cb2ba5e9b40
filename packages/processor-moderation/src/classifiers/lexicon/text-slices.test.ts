import { describe, expect, it } from 'vitest';
import { SLICE_CHARS, SLICE_OVERLAP_CHARS, textSlices } from './text-slices.js';

describe('textSlices()', () => {
  it('keeps a text of one slice whole', () => {
    const text = 'a'.repeat(SLICE_CHARS + SLICE_OVERLAP_CHARS);
    expect(textSlices(text)).toEqual([text]);
  });

  it('covers a long text with overlapping slices, so every short run lies inside one slice', () => {
    const words = Array.from({ length: 40_000 }, (_, i) => `w${i}`).join(' ');
    const slices = textSlices(words);
    expect(slices.length).toBeGreaterThan(1);
    expect(Math.max(...slices.map((slice) => slice.length))).toBeLessThanOrEqual(SLICE_CHARS + SLICE_OVERLAP_CHARS);
    for (let at = 0; at + 300 < words.length; at += 997) {
      const run = words.slice(at, at + 300);
      expect(slices.some((slice) => slice.includes(run)), `run at ${at}`).toBe(true);
    }
  });

  it('cuts at whitespace when there is some near the cut', () => {
    const words = 'word '.repeat(20_000);
    for (const slice of textSlices(words).slice(1)) expect(slice.startsWith('word')).toBe(true);
  });
});
