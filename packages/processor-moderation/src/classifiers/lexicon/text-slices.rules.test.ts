import { describe, expect, it } from 'vitest';
import { isOneSlice, SLICE_CHARS, SLICE_OVERLAP_CHARS, textSlices } from './text-slices.js';

const ONE = SLICE_CHARS + SLICE_OVERLAP_CHARS;
const REACH = SLICE_OVERLAP_CHARS / 4;

/** `length` characters of `x` with `char` written at each of `at`. */
function textWith(length: number, at: readonly number[] = [], char = ' '): string {
  const chars = Array.from({ length }, () => 'x');
  for (const i of at) chars[i] = char;
  return chars.join('');
}

describe('textSlices() rules', () => {
  it('a text one character longer than a slice is two slices; one of exactly a slice is one', () => {
    expect(isOneSlice('x'.repeat(ONE))).toBe(true);
    expect(isOneSlice('x'.repeat(ONE + 1))).toBe(false);
    expect(textSlices('x'.repeat(ONE + 1))).toHaveLength(2);
  });

  it('without whitespace, slices start every SLICE_CHARS and run SLICE_CHARS + SLICE_OVERLAP_CHARS', () => {
    const text = textWith(3 * SLICE_CHARS + 10);
    const slices = textSlices(text);
    expect(slices.map((s) => s.length)).toEqual([ONE, ONE, SLICE_CHARS + 10]);
    expect(slices.join('').length).toBe(text.length + 2 * SLICE_OVERLAP_CHARS);
  });

  it('the last slice ends at the end of the text, and no slice is empty', () => {
    const text = textWith(2 * SLICE_CHARS + SLICE_OVERLAP_CHARS);
    const slices = textSlices(text);
    expect(slices).toHaveLength(2);
    expect(slices.every((s) => s.length > 0)).toBe(true);
    expect(text.endsWith(slices.at(-1) ?? '')).toBe(true);
  });

  it('the last slice runs to the end of the text even with whitespace near its end', () => {
    const text = textWith(2 * SLICE_CHARS, [2 * SLICE_CHARS - 5]);
    const slices = textSlices(text);
    expect(text.endsWith(slices.at(-1) ?? '')).toBe(true);
    expect(slices.at(-1)?.endsWith('xxxx')).toBe(true);
  });

  it('whitespace exactly a quarter of the overlap before the nominal end is not used for the end', () => {
    expect(textSlices(textWith(2 * SLICE_CHARS, [ONE - REACH]))[0]?.length).toBe(ONE);
  });

  it('a slice ends at the last whitespace within a quarter of the overlap before its nominal end', () => {
    const cut = ONE - 10;
    const slices = textSlices(textWith(2 * SLICE_CHARS, [ONE - REACH - 5, cut]));
    expect(slices[0]?.length).toBe(cut);
  });

  it('whitespace further back than a quarter of the overlap is not used for the end', () => {
    const slices = textSlices(textWith(2 * SLICE_CHARS, [ONE - REACH - 1]));
    expect(slices[0]?.length).toBe(ONE);
  });

  it('a whitespace exactly at the nominal end is where the slice ends', () => {
    const slices = textSlices(textWith(2 * SLICE_CHARS, [ONE]));
    expect(slices[0]?.length).toBe(ONE);
    const earlier = textSlices(textWith(2 * SLICE_CHARS, [ONE - REACH + 1]));
    expect(earlier[0]?.length).toBe(ONE - REACH + 1);
  });

  it('the next slice starts just after the first whitespace within a quarter of the overlap of its nominal start', () => {
    const text = textWith(2 * SLICE_CHARS + 100, [SLICE_CHARS + 7, SLICE_CHARS + 20]);
    const second = textSlices(text)[1] ?? '';
    expect(text.indexOf(second)).toBe(SLICE_CHARS + 8);
  });

  it('whitespace beyond a quarter of the overlap after the nominal start is not used for the start', () => {
    const text = textWith(2 * SLICE_CHARS + 100, [SLICE_CHARS + REACH]);
    const second = textSlices(text)[1] ?? '';
    expect(text.length - second.length).toBe(SLICE_CHARS);
  });

  it('tab, line feed, vertical tab, form feed and carriage return count as whitespace; a no-break space does not', () => {
    for (const ws of ['\t', '\n', '\u000b', '\f', '\r']) {
      expect(textSlices(textWith(2 * SLICE_CHARS, [ONE - 3], ws))[0]?.length, JSON.stringify(ws)).toBe(ONE - 3);
    }
    expect(textSlices(textWith(2 * SLICE_CHARS, [ONE - 3], '\u00a0'))[0]?.length).toBe(ONE);
    expect(textSlices(textWith(2 * SLICE_CHARS, [ONE - 3], '\u0008'))[0]?.length).toBe(ONE);
    expect(textSlices(textWith(2 * SLICE_CHARS, [ONE - 3], '\u000e'))[0]?.length).toBe(ONE);
  });
});
