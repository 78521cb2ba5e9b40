import { describe, expect, it } from 'vitest';
import { strongestHate as hate } from './test/intent-weights.js';

describe('readIntent(): a group referred back to by a pronoun', () => {
  it.each([
    "I've known many trans people and every one of them was a freak.",
    "Women? Don't get me started, they're useless.",
    'I saw a group of black men downtown. Animals, all of them.',
    'We have refugees in our street now. I want them gone.',
    "Muslims moved in next door. I hope they leave soon or I'll make them leave.",
    'I want immigrants out of this country.',
  ])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    "We have refugees in our street now. I don't want them gone.",
    'I want them out of the rain, the refugees need shelter.',
    'We met some immigrants at the fair. Lovely, all of them.',
    "Women? They're amazing.",
    "Muslims? They're not dangerous.",
    'Trans people came to our school. We made them feel welcome.',
    'Gay people are not freaks.',
    'The refugees were hungry. We want them fed.',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
