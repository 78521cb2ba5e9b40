import { describe, expect, it } from 'vitest';
import { strongestHate as hate, intentWeights } from './test/intent-weights.js';

const threat = (text: string) => intentWeights(text)['hate/threatening'] ?? 0;

describe('readIntent(): a fate wished with "get", or placed after a phrase', () => {
  it.each(['My new neighbours are refugees. I hope they get deported.', 'I hope muslims get shot', 'Every single muslim in this town will burn.', 'immigrants from that country should be shot'])(
    'finds hate or a threat in %j',
    (text) => {
      expect(hate(text)).toBeGreaterThanOrEqual(0.5);
    },
  );

  it.each(["refugees get deported every day, the paper says", "I hope refugees don't get deported", 'I hope immigrants get jobs soon', 'women in this town will vote tomorrow'])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });

  it('reads the placed future as a threat', () => {
    expect(threat('Every single muslim in this town will burn.')).toBeGreaterThanOrEqual(0.5);
  });
});

describe('readIntent(): doubted, denied and excluded', () => {
  it.each([
    'Are disabled people even human?',
    'Immigrants have never contributed anything to this country.',
    'refugees have contributed nothing',
    'Why does anyone tolerate gay people?',
    'Women should shut up and obey.',
    'Jews should be kept out of government.',
    'Shitty refugees everywhere I go.',
    'Trans people are fucking delusional.',
  ])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'Are women even allowed to drive in that country?',
    'Immigrants have contributed a lot to this country.',
    'women should be kept safe at night',
    'muslims have never done anything to me',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
