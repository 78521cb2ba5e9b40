import { describe, expect, it } from 'vitest';
import { strongestHate as hate } from './test/intent-weights.js';

describe('readIntent(): more wording of the speaker\'s negative emotion toward a group', () => {
  it.each([
    'Really sick and tired of disabled people.',
    'Immigrants fill me with rage.',
    'Seeing muslims makes me want to vomit.',
    'Black people get on my nerves.',
    "I've had it with disabled people.",
    'Being around immigrants makes my skin crawl.',
    'Trans people annoy the hell out of me.',
    'I hate each and every one of those immigrants.',
    'Those women at work, I despise each and every one of them.',
    'All these immigrants, they should be shipped back.',
  ])('reads %j as hate', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'Sick and tired of people mocking immigrants.',
    'The noise from the building site gets on my nerves.',
    'Seeing muslims celebrate Eid makes me happy.',
    'My neighbours fill me with joy.',
    'Being around immigrants makes my work richer.',
    'I have had it with the rain.',
    'I love each and every one of my immigrant neighbours.',
    'I hate spiders and immigrants are lovely.',
  ])('finds no hate in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
