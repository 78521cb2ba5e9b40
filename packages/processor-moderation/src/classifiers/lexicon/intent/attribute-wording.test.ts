import { describe, expect, it } from 'vitest';
import { strongestHate as hate } from './test/intent-weights.js';

describe('readIntent(): more wording of a negative attribute', () => {
  it.each([
    'Muslims are beneath us.',
    'Trans people are so fake.',
    'Black people have the intelligence of a rock.',
    'Women are good for nothing.',
    'Disabled people are dead weight.',
    'Women are born liars.',
    'Muslims are medieval.',
  ])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'Women have the strength of a lion.',
    'Immigrants have the patience of a saint.',
    'Refugees are good for the economy.',
    'Women are born leaders.',
    'Gay people are not beneath anyone.',
    'Muslims have the right to pray.',
    'Immigrants are not dead weight, they carry the economy.',
    'Medieval castles are beautiful.',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
