import { describe, expect, it } from 'vitest';
import { intentWeights } from './test/intent-weights.js';

const threat = (text: string) => intentWeights(text)['hate/threatening'] ?? 0;
const hate = (text: string) => intentWeights(text).hate ?? 0;

describe('readIntent(): a group\'s destruction called for, endorsed or wished', () => {
  it.each([
    'There should be a purge of all trans people.',
    'Time for a genocide of the immigrants.',
    'We need a cleansing of these muslims.',
    'It is our duty to eliminate gay people.',
    'It is right to kill every immigrant.',
    "It's okay to shoot black people.",
    'The world would be better if all black people were dead.',
    'This country would be better if muslims were wiped out.',
    'Gays are going to be hanged from lampposts.',
    'Disabled people should be euthanized at birth.',
    'We need to wipe out the muslim population.',
  ])('reads %j as a threat to the group', (text) => {
    expect(threat(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each(['The world would be better without immigrants.', 'We would all be better off without muslims.', 'Muslims should be expelled and their homes burned.'])(
    'reads %j as hate',
    (text) => {
      expect(hate(text)).toBeGreaterThanOrEqual(0.5);
    },
  );

  it.each([
    'There should never be a purge of any people.',
    'The genocide of the jews was the worst crime in history.',
    'Historians study the massacre of muslims in Srebrenica.',
    'It is never okay to hurt gay people.',
    'It is not right to kill immigrants.',
    'The world would not be better without immigrants.',
    'The team would be better without its star player.',
    'The world would be better if all people were kind.',
    'Black people are going to be celebrated at the festival.',
    'Immigrants have the right to defend themselves.',
  ])('finds no threat in %j', (text) => {
    expect(threat(text)).toBeLessThan(0.5);
  });
});

describe('readIntent(): more of what a group should suffer', () => {
  it.each(['Gay people should be put to death.', 'Muslims should be bombed into oblivion.', 'Black people should be enslaved again.', 'Muslims need a bullet each.'])(
    'reads %j as a threat to the group',
    (text) => {
      expect(threat(text)).toBeGreaterThanOrEqual(0.5);
    },
  );

  it.each(['Immigrants need a job and a home.', 'Muslims were bombed in the war, the report says.', 'Disabled people need a ramp at the entrance.'])(
    'finds no threat in %j',
    (text) => {
      expect(threat(text)).toBeLessThan(0.5);
    },
  );
});

describe('readIntent(): more wording of a threat against a group', () => {
  it.each([
    'We are going to hunt down every last immigrant.',
    'My plan is to kill as many muslims as possible.',
    'I will beat the shit out of any woman who talks back.',
    "I'm going to set fire to every gay person I see.",
  ])('reads %j as a threat to the group', (text) => {
    expect(threat(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each(['My plan is to help as many refugees as possible.', 'We set fire to the old barn for the film.', 'Every last immigrant in the town came to the festival.'])(
    'finds no threat in %j',
    (text) => {
      expect(threat(text)).toBeLessThan(0.5);
    },
  );
});
