import { describe, expect, it } from 'vitest';
import { strongestHate as hate } from './test/intent-weights.js';

describe('readIntent(): positives denied of a group, in more forms', () => {
  it.each([
    "Black lives don't matter.",
    "I don't believe a woman can be a good leader.",
    'Women are not capable of rational thought.',
    "You can't trust a single immigrant.",
    'I refuse to respect Muslims.',
    'Disabled people should never have been born.',
  ])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'Black lives matter.',
    'Black lives are precious.',
    'Black lives are not worthless.',
    'Saying that trans lives don\'t matter is disgusting.',
    'Black lives matter, and anyone who says they don\'t is a racist.',
    'No, women are not less intelligent.',
    'No, black lives are not less important.',
    "You can't trust a single poll these days.",
    'I refuse to respect anyone who bullies gay kids.',
    'No child should have been born into such poverty.',
    'Women are capable of great things.',
    'The claims about Muslims were false.',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });

  it('still reads "no X" as a quantifier when the clause has no negator of its own', () => {
    expect(hate('No immigrants are welcome here.')).toBeGreaterThanOrEqual(0.5);
  });
});
