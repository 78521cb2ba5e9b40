import { SeededRandom } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { layoutSample } from '../../test/national-layout-sample.js';
import { layoutMask, mayFit, readClasses, type CharClasses } from './class-mask.js';
import { NATIONAL_SPECS } from './national-specs.js';
import { matchShape } from './shape.js';

function classesOf(text: string, start: number, reach: number): CharClasses {
  const classes: CharClasses = { digits: 0, letters: 0 };
  readClasses(text, start, reach, classes);
  return classes;
}

function fits(text: string, shape: string, separators: string): boolean {
  const mask = layoutMask(shape, separators);
  return mayFit(mask, classesOf(text, 0, mask.reach));
}

describe('layout class masks', () => {
  it('describe each position a layout needs, bare and with a separator at every `_`', () => {
    // AA99AAA bare, AA99 AAA spaced: the separator's position needs nothing
    expect(layoutMask('AA99_AAA', ' ')).toEqual({
      bare: { digits: 0b0001100, letters: 0b1110011, alnums: 0 },
      spaced: { digits: 0b00001100, letters: 0b11100011, alnums: 0 },
      reach: 8,
    });
    // a literal letter needs a letter, `X` a letter or a digit, `?` and punctuation anything
    expect(layoutMask('DE9X?-9', ' -')).toEqual({ bare: { digits: 0b1000100, letters: 0b11, alnums: 0b1000 }, spaced: undefined, reach: 7 });
    expect(layoutMask('999_999', '')).toEqual({ bare: { digits: 0b111111, letters: 0, alnums: 0 }, spaced: undefined, reach: 6 });
  });

  it('reads the classes ahead of a start, with nothing past the end of the text', () => {
    expect(classesOf('xA1 b2', 1, 8)).toEqual({ digits: 0b10010, letters: 0b01001 });
    // only ASCII letters and digits count: not an accented letter, a fullwidth digit or `_`
    expect(classesOf('é1Ｚ２_z', 0, 6)).toEqual({ digits: 0b000010, letters: 0b100000 });
  });

  it('rule out words that cannot hold a layout and keep those that may', () => {
    expect(fits('The quarterly', 'AXXXXXXXX', ' -')).toBe(false);
    expect(fits('Reference', 'AXXXXXXXX', ' -')).toBe(true);
    expect(fits('943 476 5919', '999_999_9999', ' -')).toBe(true);
    expect(fits('9434765919', '999_999_9999', ' -')).toBe(true);
    expect(fits('943 ms', '999_999_9999', ' -')).toBe(false);
    expect(fits('Monday', 'AA9_9AA', ' -')).toBe(false);
  });

  it('never rule out a layout that matches: every layout against samples of every layout and random text', () => {
    const random = new SeededRandom(23);
    const layouts = NATIONAL_SPECS.flatMap((spec) => spec.shapes.map(({ shape }) => ({ spec, shape })));
    let matched = 0;
    for (let n = 0; n < 4000; n++) {
      const source = random.pick(layouts);
      const text =
        random.next() < 0.7
          ? layoutSample(random, source.spec, source.shape, random.next() < 0.5, random.next() < 0.3)
          : random.chars('AZaz09 -.+', random.int(1, 20));
      for (const { spec, shape } of layouts) {
        const separators = spec.separators ?? ' -';
        if (matchShape(text, 0, shape, separators, spec.signs ?? '') === -1) continue;
        matched++;
        expect(fits(text, shape, separators), `${shape} "${text}"`).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(3000);
  });
});
