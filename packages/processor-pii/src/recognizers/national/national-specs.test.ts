import { describe, expect, it } from 'vitest';
import { LOCALES, localeTypes, NATIONAL_TYPES } from '../../detect/national-types.js';
import { NATIONAL_SPECS } from './national-specs.js';

describe('national type catalogue', () => {
  it('every national type has exactly one spec, and every spec a listed type', () => {
    const specTypes = NATIONAL_SPECS.map((spec) => spec.type);
    expect([...specTypes].sort()).toEqual([...NATIONAL_TYPES].sort());
  });

  it('every national type belongs to exactly one locale', () => {
    const owners = NATIONAL_TYPES.map((type) => LOCALES.filter((locale) => localeTypes(locale).includes(type)));
    expect(owners.every((list) => list.length === 1)).toBe(true);
  });

  it('every spec has context words, in lower case', () => {
    for (const spec of NATIONAL_SPECS) {
      expect(spec.words.length).toBeGreaterThan(0);
      for (const word of spec.words) expect(word).toBe(word.toLowerCase());
    }
  });
});
