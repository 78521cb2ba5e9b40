import { describe, expect, it } from 'vitest';
import { normalizeText } from '../normalize-text.js';
import { benignFamilies, readIntent } from './read-intent.js';
import { intentWeights as weights } from './test/intent-weights.js';

const hate = (text: string) => weights(text).hate ?? 0;

describe('readIntent(): derogation of a protected group', () => {
  it.each([
    'I truly despise muslims',
    'we are so fed up with immigrants',
    'hindus make me sick',
    'Latinos are lazy and dishonest',
    'jewish people are parasites',
    'lesbians are nothing but perverts',
    'Asian women are so manipulative',
    'Are refugees always this filthy?',
    'migrants are ruining this town',
    'deaf people are no better than animals',
    'Women are not capable of leading anything.',
    'gay men can never be trusted',
    'Black people are not welcome in this bar.',
    'Sikhs should be deported, all of them',
    "Christians shouldn't be allowed to teach",
    'atheists do not belong here',
    'ban all muslims',
    'filthy immigrants everywhere',
    'no muslim can be trusted',
    'immigrants are less intelligent than us',
    'gay people never contribute anything',
    'ihate refugees',
    'honestly muslims suck',
    'immigrants live like rats',
    'muslims are not even human',
    'refugees are worth nothing',
    'the world would be better off without gay people',
    'I have nothing but hate for lesbians',
  ])('"%s" is hate', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it('reads a call to wipe a group out as a threat too', () => {
    expect(weights('exterminate the gays')['hate/threatening']).toBeGreaterThanOrEqual(0.5);
    expect(weights('immigrants should be exterminated')['hate/threatening']).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    ['a pronoun in the next sentence', 'Bisexuals? They are all liars.'],
    ['a pronoun in the sentence before', 'I hate them so much. Refugees, I mean.'],
    ['a pronoun later in the same sentence', 'I saw some muslims at the station and they are disgusting'],
  ])('reads %s as the group', (_, text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it('does not read a pronoun as a group when no group is named nearby', () => {
    expect(hate('They are disgusting.')).toBe(0);
    expect(hate('The match was long. I hate them. Anyway.')).toBe(0);
  });
});

describe('readIntent(): obfuscated group derogation', () => {
  it.each([
    ['a swapped pair', 'muslmis are vermin'],
    ['a swapped pair in the negative word', 'immigrants are disugsting'],
    ['a deleted letter', 'refugees are parasies'],
    ['a deleted letter in the group', 'i despise lesbans'],
    ['deleted spaces', 'i hate gaypeople'],
    ['deleted spaces around the verb', 'muslimsare filthy'],
    ['added spaces', 'r e f u g e e s are trash'],
    ['leetspeak', 'g4y p30pl3 ar3 d1sgust1ng'],
    ['leading digits', '1mmigrants are rats'],
  ])('%s: "%s"', (_, text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it('does not read a common word as the key word it is one letter from', () => {
    expect(hate('we should go back to the shop')).toBe(0);
    expect(hate('Women are running the marathon')).toBe(0);
    expect(hate('The blind are reading braille')).toBe(0);
  });
});

describe('readIntent(): benign statements about groups', () => {
  it.each([
    ['negation', 'Immigrants are not criminals.'],
    ['negation of the emotion', "I don't hate muslims"],
    ['negated group', 'Not all immigrants are lazy'],
    ['a positive', 'Muslims are kind and generous'],
    ['a positive with "not only"', 'Women are not only smart but funny'],
    ['a neutral fact', 'Many refugees live in Berlin'],
    ['a comparison in their favour', 'immigrants are less violent than the locals'],
    ['a group that is not protected', 'Politicians are liars and parasites'],
    ['fans of a team', 'I hate Arsenal fans'],
    ['a homonym', 'That black coffee is disgusting'],
    ['self-reference', 'As a gay man I am sick of the jokes'],
    ['in-group talk', 'We women are tired of being called weak'],
  ])('%s: "%s" is not hate', (_, text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });

  it.each([
    ['a frame', 'If you think women are stupid, think again'],
    ['a rebuttal', 'Stop calling refugees vermin'],
    ['a report condemned', 'He said that jews are rats. That is antisemitic.'],
    ['a quote', 'The sign read "immigrants are scum" and people tore it down'],
    ['a named prejudice', 'The claim that muslims are violent is a stereotype'],
    ['an emotion attributed to someone else', "I can't believe you really hate muslims"],
    ['a statement cited', 'Comments like women are worthless get you banned here'],
    ['a belief attributed to others', 'Some people think immigrants are lazy, which is simply wrong'],
  ])('counter-speech (%s): "%s" is not hate', (_, text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });

  it('marks negated and countered derogation benign for term matches, unless hate is meant too', () => {
    const benign = (text: string) => {
      const normalized = normalizeText(text);
      return benignFamilies(normalized, readIntent(normalized)).has('hate');
    };
    expect(benign('Immigrants are not vermin')).toBe(true);
    expect(benign('Saying muslims are vermin is hateful')).toBe(true);
    expect(benign('Immigrants are not vermin. Muslims are vermin.')).toBe(false);
  });
});
