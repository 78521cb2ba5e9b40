import { describe, expect, it } from 'vitest';
import { strongestHate as hate } from './test/intent-weights.js';

describe('negated positives: a good denied as deserved', () => {
  it.each([
    'gay people do not deserve respect',
    "Muslims don't deserve any kindness from us.",
    'refugees will never deserve our help',
    'trans folks dont deserve to be treated as equals lol',
  ])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'refugees do not deserve the abuse they get',
    "Immigrants don't deserve to be blamed for everything.",
    'my landlord does not deserve respect',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});

describe('negated positives: a virtue denied as had', () => {
  it('finds hate when a group is said not to have a faculty', () => {
    expect(hate('women do not have the brains for science')).toBeGreaterThanOrEqual(0.5);
    expect(hate("Hindus don't have any decency, honestly")).toBeGreaterThanOrEqual(0.5);
  });

  it('finds none when what they do not have is not a virtue', () => {
    expect(hate('refugees do not have the papers yet')).toBeLessThan(0.5);
    expect(hate("disabled people don't have enough ramps in this town")).toBeLessThan(0.5);
  });
});

describe('negated positives: a negated belief negates its clause', () => {
  it.each(['I do not think black people are intelligent', "i dont believe muslims are honest", 'I never thought women were capable of leading'])(
    'finds hate in %j',
    (text) => {
      expect(hate(text)).toBeGreaterThanOrEqual(0.5);
    },
  );

  it.each(["I don't think immigrants are dangerous", 'I do not believe gay people are sick', 'I never said women are inferior'])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});

describe('negated positives: a good member denied to exist', () => {
  it.each(['I have never met an honest arab', 'There is no such thing as a decent immigrant.', 'you will never find a trustworthy jew'])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each(['I have never met a real muslim before moving here', 'there is no such thing as a bad refugee', 'I never met a nice landlord'])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});

describe('negated positives: a comparison of equality denied', () => {
  it('finds hate in "X can never be as creative as us"', () => {
    expect(hate('asians can never be as creative as us')).toBeGreaterThanOrEqual(0.5);
  });

  it('finds none in an equality asserted', () => {
    expect(hate('women are as smart as anyone')).toBeLessThan(0.5);
  });
});

describe("negated positives: the speaker's regard denied", () => {
  it.each(['I will never respect muslims', 'we cant ever trust immigrants', 'Never trust a jew.'])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each(["I can't hate anyone", 'I dont respect people who hurt immigrants', 'you cannot trust that old bridge near the mosque'])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});

describe('negated positives: "not a single", "none of" deny the predicate of every member', () => {
  it.each(['Not a single muslim is honest.', 'none of the immigrants are decent people'])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each(['not a single refugee is dangerous', 'None of the immigrants are criminals, the report says so.'])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});

describe('negated positives: how a group should be treated, and what it is going to be', () => {
  it.each(["women shouldn't be considered equal", 'gay people should not be treated as equals', 'jews are never going to be as good as us'])(
    'finds hate in %j',
    (text) => {
      expect(hate(text)).toBeGreaterThanOrEqual(0.5);
    },
  );

  it.each(['refugees should be treated as equals', 'the kids of immigrants are going to be fine', 'disabled people should not be treated as burdens'])(
    'finds none in %j',
    (text) => {
      expect(hate(text)).toBeLessThan(0.5);
    },
  );
});
