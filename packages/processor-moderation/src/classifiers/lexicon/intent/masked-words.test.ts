import { describe, expect, it } from 'vitest';
import { unmasked } from './masked-words.js';
import { strongestHate as hate } from './test/intent-weights.js';

describe('unmasked(): profanity with letters masked by asterisks', () => {
  it.each([
    ['f*ck', 'fuck'],
    ['f**king', 'fucking'],
    ['sh*t', 'shit'],
    ['sh*ty', 'shity'], // the squeezed token of `sh*tty`
    ['a**holes', 'asholes'],
    ['b*tches', 'bitches'],
  ])('reads %s as %s', (token, word) => {
    expect(unmasked(token)).toBe(word);
  });

  it('leaves other tokens alone, and drops the asterisks of a masked token that fits no word', () => {
    expect(unmasked('women')).toBe('women');
    expect(unmasked('h*llo')).toBe('hllo');
    expect(unmasked('f*')).toBe('f');
  });
});

describe('readIntent(): hate written with masked profanity', () => {
  it.each(['I hate f**king women.', 'F*ck all immigrants.', 'These immigrants should shut the f*ck up once and for all.', 'Deathto all women.'])(
    'finds hate in %j',
    (text) => {
      expect(hate(text)).toBeGreaterThanOrEqual(0.5);
    },
  );

  it.each(['I f*cking love my muslim neighbours.', 'Women are f*cking amazing.', 'The death toll among refugees is rising.'])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
