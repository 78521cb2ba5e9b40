import { describe, expect, it } from 'vitest';
import { strongestHate as hate } from './test/intent-weights.js';

describe('readIntent(): hate worded with profanity and dismissal', () => {
  it.each([
    "I don't give a shit about gay people, they can all die.",
    'Trans people are fucking mental.',
    'Shut the fuck up, women.',
    'Black people can kiss my ass.',
    'Women should keep their fucking mouths shut.',
    'What a bunch of fucking freaks trans people are.',
    'Immigrants can rot in hell.',
  ])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'Women can die from heart disease that goes unnoticed.',
    'Disabled people can die if care is withdrawn.',
    'Gay men can die young without treatment.',
    'Immigrants can burn calories like anyone else.',
    'Go home, everyone, the party is over.',
    'What a lovely bunch of people immigrants are.',
    'Trans people are mental health advocates here.',
    'Women should keep their options open.',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
