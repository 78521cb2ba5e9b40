import { describe, expect, it } from 'vitest';
import { normalizeText } from '../normalize-text.js';
import { reportedSpeechEnd } from './reported-speech.js';
import { sentences } from './sentences.js';

const end = (text: string) => reportedSpeechEnd(sentences(normalizeText(text))[0] ?? []);

describe('reportedSpeechEnd()', () => {
  it.each([
    ['My uncle says immigrants are parasites', 3],
    ['Some people still think gay men are perverts', 4],
    ['The tweet said that Muslims should be deported', 4],
    ["I never said women are inferior", 3],
    ['Nobody should ever say that immigrants are vermin', 5],
  ])('"%s" reports what follows word %i', (text, at) => {
    expect(end(text)).toBe(at);
  });

  it.each([
    'I think that women are inferior',
    'I said it before: muslims are vermin',
    "Don't you think immigrants are lazy?",
    'Muslims think they are better than us',
    'Women are inferior',
    "I don't think women are inferior", // a negated belief of the speaker's: the clause is read negated
  ])('"%s" is the speaker\'s own assertion', (text) => {
    expect(end(text)).toBe(Infinity);
  });
});
