import { describe, expect, it } from 'vitest';
import { intentWeights, strongestHate as hate } from './test/intent-weights.js';

const threat = (text: string) => Math.max(intentWeights(text)['hate/threatening'] ?? 0, intentWeights(text).violence ?? 0);

describe('readIntent(): more ways a threat against a group is worded', () => {
  it.each([
    'Gay people should be dragged into the street.',
    'Trans people ought to be hunted.',
    'Disabled kids should be left to die.',
    'The only good immigrant is a dead immigrant.',
    "I'd happily watch every gay man hang.",
    'I want all the refugees to die.',
    'Our movement will cleanse this country of Muslims.',
    "We'll make sure no Jew ever feels safe here.",
    "I'm going to make every immigrant pay.",
  ])('finds a threat against a group in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
    expect(threat(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    "I'd hate to see immigrants suffer like that.",
    'I never want to see gay people dead in the streets again.',
    'I love to see women succeed.',
    'I want women to live freely.',
    'I will make sure no refugee is left behind.',
    'We need to make sure every Muslim feels safe here.',
    'Muslims feel unsafe after the attack.',
    'The only good thing about immigrants is the food.',
    'We need to rid the world of malaria.',
    'Refugees were left to die at sea, the report says.',
    "I'm going to make everyone pay for dinner tonight.",
    'Women were hunted as witches in the 1600s.',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
    expect(threat(text)).toBeLessThan(0.5);
  });
});
