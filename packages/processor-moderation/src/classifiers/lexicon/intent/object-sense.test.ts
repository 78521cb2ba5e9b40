import { describe, expect, it } from 'vitest';
import { normalizeText } from '../normalize-text.js';
import { objectSenses } from './object-sense.js';

describe('objectSenses()', () => {
  it('returns the three words after a verb of handling things or a quantity', () => {
    expect(objectSenses(normalizeText('He smoked a cigarette outside. We bought a bundle of sticks for the fire.'))).toEqual([
      'a cigarete outside',
      'a bundle of',
      'sticks for the',
    ]);
  });

  it('returns nothing where nothing is handled, and does not take a harm verb as handling', () => {
    expect(objectSenses(normalizeText('I will burn those people'))).toEqual([]);
    expect(objectSenses(normalizeText('they are a disgrace'))).toEqual([]);
  });
});
