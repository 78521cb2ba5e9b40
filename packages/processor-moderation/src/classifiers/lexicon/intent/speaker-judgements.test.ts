import { describe, expect, it } from 'vitest';
import { strongestHate as hate } from './test/intent-weights.js';

describe("readIntent(): the speaker's own judgement, however it is introduced", () => {
  it.each([
    'Trans people are mentally unstable.',
    'I find Muslims repulsive.',
    'Nothing disgusts me more than trans people.',
    'I have zero respect for women.',
    'Black people give me the creeps.',
    "I think it's fair to say that immigrants are a plague.",
    'Am I the only one who thinks gay people are disgusting?',
    'I want nothing to do with disabled people.',
    'Women are the bane of my existence.',
    "I can't even look at disabled people.",
    'Gay people deserve nothing but contempt.',
    'Immigrants are moronic.',
  ])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'I find Muslims very welcoming.',
    "I don't find immigrants threatening at all.",
    'I consider women equal in every way.',
    'Nothing makes me happier than seeing gay couples married.',
    'I have no respect for people who mock disabled kids.',
    'Nothing annoys me more than slow Wi-Fi.',
    'Clowns give me the creeps.',
    "It's fair to say that immigrants built this country.",
    'Am I the only one who thinks refugees deserve better?',
    'People who say immigrants are a plague are wrong.',
    'My uncle thinks gay people are disgusting, and I told him he is wrong.',
    'I want nothing to do with people who hate immigrants.',
    'I hate the fact that immigrants are treated so badly.',
    "I can't look at the news about refugees without crying.",
    'Muslims deserve nothing but respect.',
    'Women get nothing but criticism.',
    'Traffic is the bane of my existence.',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
