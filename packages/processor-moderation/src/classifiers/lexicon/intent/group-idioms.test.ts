import { describe, expect, it } from 'vitest';
import { strongestHate as hate, intentWeights } from './test/intent-weights.js';

const threat = (text: string) => intentWeights(text)['hate/threatening'] ?? 0;

describe('readIntent(): a group named with an insulting head', () => {
  it.each(['those trans freaks are everywhere', 'muslim rats everywhere', 'look at those gay idiots', 'get out, immigrant scum'])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each(['we saw black rats in the sewer', 'native animals need protection from cats', 'the zoo has african apes and asian monkeys', 'white rats are used in the lab'])(
    'finds none in %j (a colour or a region also names animals)',
    (text) => {
      expect(hate(text)).toBeLessThan(0.5);
    },
  );

  it('reads a threat against such a group as a threat', () => {
    expect(threat('we should hang every single one of those trans freaks')).toBeGreaterThanOrEqual(0.5);
  });
});

describe('readIntent(): threats worded as idioms', () => {
  it.each([
    'black people should be lined up and shot',
    'refugees must be rounded up and hanged',
    'somebody needs to put a bullet in every muslim',
    "I'll make sure all gay people suffer",
  ])('finds a threat in %j', (text) => {
    expect(threat(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each(['black people should be lined up and counted in the census', 'I will make sure no refugees suffer this winter', 'I will not make sure gay people suffer'])('finds none in %j', (text) => {
    expect(threat(text)).toBeLessThan(0.5);
  });
});

describe('readIntent(): derogation worded as idioms', () => {
  it.each([
    'black people are full of shit',
    'disabled people are a pain in the ass',
    'what a bunch of dumbass immigrants',
    'muslims cannot be part of a civilised society',
    'immigrants will never fit in here',
    'who would ever hire a disabled person',
    "don't you think gay people are disgusting",
  ])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'black people are full of hope this year',
    'women are in pain after the surgery',
    'why do you think disabled people are useless? they are not',
    'refugees fit in well here',
    'who would ever hire a plumber on a sunday',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
