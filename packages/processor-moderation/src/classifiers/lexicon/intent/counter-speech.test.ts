import { describe, expect, it } from 'vitest';
import { lexicon } from '../lexicon.js';
import { normalizeText } from '../normalize-text.js';
import { condemns } from './counter-speech.js';
import { sentences } from './sentences.js';

const condemned = (text: string) => condemns(sentences(normalizeText(text))[0] ?? []);

describe('condemns()', () => {
  it.each(['saying that is racist', 'that joke was homophobic and offensive', 'what a bigoted thing to post'])('reads %j as a condemnation', (text) => {
    expect(condemned(text)).toBe(true);
  });

  it.each([
    "I'm not racist, but",
    'call me racist but',
    'call me a bigot if you like',
    'I may be a bit sexist but',
    "maybe I'm prejudiced",
  ])('does not read %j as one (negated, or said of the speaker)', (text) => {
    expect(condemned(text)).toBe(false);
  });
});

describe('lexicon(): hate opened by a label the speaker takes on', () => {
  const hate = async (text: string) => {
    const [scores = {}] = await lexicon({ cacheChars: 0 }).classify([text], { abortSignal: new AbortController().signal, categories: [] });
    return scores.hate ?? 0;
  };

  it.each(['call me racist but immigrants are rats', 'I may be a bigot but muslims are vermin'])('flags %j', async (text) => {
    expect(await hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it('still reads a condemnation of someone else as counter-speech', async () => {
    expect(await hate('calling immigrants rats is racist')).toBeLessThan(0.5);
  });
});
