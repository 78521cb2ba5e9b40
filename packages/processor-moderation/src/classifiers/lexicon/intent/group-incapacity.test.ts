import { describe, expect, it } from 'vitest';
import { intentWeights } from './test/intent-weights.js';

const hate = (text: string) => intentWeights(text).hate ?? 0;

describe('readIntent(): incapacity, idleness and flaws said of a group', () => {
  it.each([
    "Black people can't control themselves.",
    'Muslims cannot think for themselves.',
    'Disabled people could never take care of themselves.',
    'Immigrants never do any real work.',
    "Immigrants don't work a day in their lives.",
    'Women have tiny brains.',
    'Gay people have such small minds.',
    'Disabled people contribute nothing to society.',
    'Immigrants add nothing to this country.',
    'Disabled people deserve nothing.',
    'Muslims deserve nothing from us.',
    'Immigrants have no loyalty to this country.',
    'Women are good for only one thing.',
    'Black people are prone to violence.',
    'Women are unfit to hold office.',
    'Muslims are by far the most violent group.',
    'Disabled people are pretty much worthless.',
    'Gay people are always so dramatic and shallow.',
    'All muslims are extremists at heart.',
    'Gay men are promiscuous by nature.',
    'Disabled people are such a drag.',
    // the word before "thought" is an adjective, so "thought" is a noun, not a report
    'Women are incapable of logical thought.',
  ])('reads %j as hate', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    "Disabled people can't always access the building by themselves.",
    "Disabled people can't defend themselves against this abuse.",
    'Immigrants never do any harm to anyone.',
    'Women are prone to osteoporosis after menopause.',
    'Black people are more prone to sickle cell disease.',
    'Saying that immigrants never work is a lie.',
    'It is a myth that women are incapable of logical thought.',
    'People who say muslims cannot think for themselves are bigots.',
    'Immigrants add so much to this country.',
    'Women have no reason to apologise.',
    'Women deserve nothing less than equality.',
    'Immigrants deserve nothing but respect.',
    // still a report: someone else's claims, whatever the adjective before them
    'Muslims are terrorists, the hateful claims said.',
  ])('finds no hate in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
