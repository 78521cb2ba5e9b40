import { describe, expect, it } from 'vitest';
import { compactValue, matchShape } from './shape.js';
import { leadingRun, shapeRuns } from './shape-index.js';

describe('shape matching', () => {
  it('an optional separator is the same one throughout, or absent throughout', () => {
    expect(matchShape('943 476 5919', 0, '999_999_9999', ' -', '')).toBe(12);
    expect(matchShape('9434765919', 0, '999_999_9999', ' -', '')).toBe(10);
    expect(matchShape('943-476 5919', 0, '999_999_9999', ' -', '')).toBe(-1);
    expect(matchShape('943476-5919', 0, '999_999_9999', ' -', '')).toBe(-1);
    expect(compactValue('943 476 5919', 0, 12, '')).toBe('9434765919');
  });

  it('literal punctuation is required and left out of the compact value; signs are kept', () => {
    expect(matchShape('12.345.678-Z', 0, '99.999.999-A', '', '')).toBe(12);
    expect(compactValue('12.345.678-Z', 0, 12, '')).toBe('12345678Z');
    expect(matchShape('131052-308T', 0, '999999?999X', '', '+-A')).toBe(11);
    expect(compactValue('131052-308T', 0, 11, '+-A')).toBe('131052-308T');
    expect(matchShape('131052*308T', 0, '999999?999X', '', '+-A')).toBe(-1);
  });

  it('indexes each shape by the leading run it needs', () => {
    expect(shapeRuns('999_999_9999')).toEqual({ runs: [3, 10], open: false });
    expect(shapeRuns('999 999 9999')).toEqual({ runs: [3], open: false });
    expect(shapeRuns('99999999_A')).toEqual({ runs: [8], open: false });
    expect(shapeRuns('AAAAAAXXAXXAXXXA')).toEqual({ runs: [6], open: true });
    expect(shapeRuns('DE999999999')).toEqual({ runs: [2], open: false });
    expect(leadingRun('12345 6', 0)).toBe(5);
    expect(leadingRun('RSSMRA85', 0)).toBe(6);
  });
});
