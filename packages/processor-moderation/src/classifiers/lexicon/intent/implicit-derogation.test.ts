import { describe, expect, it } from 'vitest';
import { strongestHate as hate, intentWeights } from './test/intent-weights.js';

const threat = (text: string) => intentWeights(text)['hate/threatening'] ?? 0;
const selfHarm = (text: string) => intentWeights(text)['self-harm/intent'] ?? 0;

describe('readIntent(): contempt before a group, and a group named by "being"', () => {
  it.each([
    'Those damn Muslims are at it again.',
    "I'm so sick of these goddamn trans people.",
    'Stupid women should stay quiet.',
    'Lazy black people, always on welfare.',
    'Being gay is a disease.',
    'Being trans is a mental illness.',
    'Being gay is a sin.',
  ])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'Damn, women in science are awesome.',
    'Damn, the trans community center got vandalized again.',
    'That stupid Muslim ban was struck down.',
    'My lazy gay roommate never does the dishes.',
    'Being gay is dangerous in many countries.',
    'Being gay is a crime in more than sixty countries.',
    'Being black is not a crime.',
    'Being trans is not a mental illness.',
    'Being disabled is exhausting some days.',
    'Being a woman is hard in this industry.',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});

describe('readIntent(): tropes of blame, burden and power', () => {
  it.each([
    'Women are too emotional to lead anything.',
    'Immigrants are to blame for everything.',
    'Jews control the media.',
    'Muslims own the government.',
    'Disabled kids hold the whole class back.',
    'Women are a liability.',
    'Trans people are a security risk.',
    'Why do immigrants always cause trouble?',
    "What's wrong with disabled people?",
    'Why are black people like this?',
    'Letting women vote was the biggest mistake this country ever made.',
  ])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'Immigrants are too afraid to report crimes.',
    'Calling women too emotional to lead is sexist.',
    'Refugees are not to blame for the housing crisis.',
    'Women control their own destiny.',
    'Women own the world record in this event.',
    'Immigrants own a third of the small businesses in this city.',
    'Disabled athletes hold nothing back.',
    'Poverty holds immigrants back.',
    'Older women are a high risk group for osteoporosis.',
    'Gay men are at greater risk of HIV.',
    'Immigrants cause fewer problems than people think.',
    'Immigrants bring new skills.',
    "What's wrong with being gay?",
    "What's wrong with gay people marrying?",
    'Why are black people like this character so rare in films?',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});

describe('readIntent(): "better off dead" is a death wish of a group, and self-harm only of the speaker', () => {
  it.each(['Disabled people would be better off dead.', 'Gay people would be better off never born.'])('reads a threat against a group in %j', (text) => {
    expect(threat(text)).toBeGreaterThanOrEqual(0.5);
    expect(selfHarm(text)).toBe(0);
  });

  it.each(["I'd be better off dead.", "Honestly I'd rather be dead than go back there.", "Better off dead, that's how I feel."])('reads self-harm intent in %j', (text) => {
    expect(selfHarm(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each(["My grandmother said she'd rather be dead than live in a home.", 'Disabled people would be better off with more funding.'])('reads neither in %j', (text) => {
    expect(selfHarm(text)).toBe(0);
    expect(threat(text)).toBeLessThan(0.5);
  });
});

describe('readIntent(): irony, similes, and keeping a group away', () => {
  it.each([
    'A female leader is as useful as a chocolate teapot.',
    'Gay people are about as useful as a screen door on a submarine.',
    'A trans person is as smart as a brick.',
    'Muslims breed like rabbits.',
    'Immigrants multiply like cockroaches.',
    'Muslims are a ticking time bomb.',
    'Immigrants are here to steal our jobs.',
    'Women drivers should be banned.',
    'Keep gay people away from our children.',
    'We should keep immigrants out.',
    "I wouldn't let a muslim near my kids.",
    "I'd rather die than live next to immigrants.",
  ])('reads %j as hate', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'Women are as smart as men.',
    'Women are as strong as steel.',
    'Immigrants are as valuable as gold to this economy.',
    'Muslims are as smart as a whip.',
    'Immigrants are as welcome as the flowers in spring.',
    'Disabled people are as capable as any other worker.',
    'Immigrants are here to help.',
    'Black people are a high risk group for diabetes.',
    'Keep gay people safe from harassment.',
    "Don't keep immigrants out of the schools.",
    'I would let a muslim near my kids any day.',
    'Rabbits breed like rabbits.',
  ])('finds no hate in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
