import { describe, expect, it } from 'vitest';
import { intentWeights } from './test/intent-weights.js';

const hate = (text: string) => intentWeights(text).hate ?? 0;

describe('readIntent(): a group adjective before a role names the group ("female drivers", "gay teachers")', () => {
  it.each([
    'Female drivers are a menace.',
    'A female president would be a disaster.',
    'Gay teachers should be fired.',
    'Black neighbours are the worst.',
    'Immigrant workers are thieves.',
    'Muslim politicians can never be trusted.',
  ])('reads %j as hate', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    "I don't think female doctors are any worse.",
    'Saying female drivers are bad is sexist.',
    'There is nothing wrong with a female president.',
    'Calling female leaders hysterical is a tired trope.',
    'The female connector plugs into the male port.',
    'Female voters turned out in large numbers.',
    'A female president would be a great thing.',
    'Female soldiers are as brave as anyone.',
    'Black cars are the worst to keep clean.',
    'Gay bars should be protected.',
  ])('finds no hate in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
