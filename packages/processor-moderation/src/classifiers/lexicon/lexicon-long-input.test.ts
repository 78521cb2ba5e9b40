import { describe, expect, it } from 'vitest';
import { lexicon } from './lexicon.js';
import { normalizeText } from './normalize-text.js';

const options = { abortSignal: new AbortController().signal, categories: [] };
const TEN_MB = 10 * 1024 * 1024;

/** `unit` repeated up to `length` characters. */
const repeat = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** The adversarial shapes of #17: one long token, spaced-out letters, dotted letters, and more. */
const shapes: [string, string][] = [
  ['one token of x', repeat('x', TEN_MB)],
  ['spaced letters', repeat('k ', TEN_MB)],
  ['dotted letters', repeat('k.', TEN_MB)],
  ['one token of varied letters', repeat('abcdefghij', TEN_MB)],
  ['one leet token', repeat('k1ll!', TEN_MB)],
  ['whitespace', repeat(' \t', TEN_MB)],
  ['repeated threats (#18 intent rules)', repeat('i will kill you ', TEN_MB)],
  ['repeated intent markers', repeat('going to ', TEN_MB)],
  ['repeated how-to and self-harm words', repeat('how many pills to ', TEN_MB)],
  ['repeated group derogation (group-derogation rule)', repeat('muslims are vermin ', TEN_MB)],
  ['repeated group words and pronouns', repeat('women they them ', TEN_MB)],
  ['one token of group words run together', repeat('gaypeople', TEN_MB)],
  ['repeated misspelt key words', repeat('imigrnts disgustign ', TEN_MB)],
  ['repeated group threats and reported speech', repeat('people say all muslims should be shot who want to hurt ', TEN_MB)],
  ['repeated slurs used for things', repeat('smoke a fag us dykes ', TEN_MB)],
  ['one token of key words run together', repeat('killall', TEN_MB)],
  ['repeated insulting group heads and coordinated threats', repeat('make sure those trans freaks are lined up and ', TEN_MB)],
  ['repeated slurs beside the cues of their thing sense', repeat('the dyke held back the sea and a chink of light ', TEN_MB)],
  ['one token of masked letters', repeat('f*ck', TEN_MB)],
  ['repeated masked profanity and modifiers', repeat('f**king immigrants like him are ', TEN_MB)],
];

// Most cases take seconds on a loaded 2-core machine; the densest (a slur beside the cues of its
// thing sense in every five words) takes about 5 s per MB there, so close to a minute for 10 MB.
// Speed is the bench's job, not this time limit, which only has to let a linear run finish.
describe('lexicon() on 10 MB inputs (#17: linear and stack-safe)', { timeout: 180_000 }, () => {
  it.each(shapes)('normalizes %s without throwing', (_, text) => {
    expect(() => normalizeText(text)).not.toThrow();
  });

  it.each(shapes)('scores %s without throwing', async (_, text) => {
    const [scores] = await lexicon({ cacheChars: 0 }).classify([text], options);
    expect(scores).toBeTypeOf('object');
  });

  it('finds a threat only the intent rules see behind 10 MB of one token (#18)', async () => {
    const [scores] = await lexicon({ cacheChars: 0 }).classify([`${repeat('x', TEN_MB)} i am gonna stab my landlord`], options);
    expect(scores?.violence).toBeGreaterThanOrEqual(0.5);
  });

  it('finds group derogation only the derogation rule sees behind 10 MB of one token', async () => {
    const [scores] = await lexicon({ cacheChars: 0 }).classify([`${repeat('x', TEN_MB)} i truly despise refugees`], options);
    expect(scores?.hate).toBeGreaterThanOrEqual(0.5);
  });

  it('still finds a threat behind 10 MB of padding', async () => {
    const [scores] = await lexicon({ cacheChars: 0 }).classify([`${repeat('x', TEN_MB)} kill yourself`], options);
    expect(scores?.harassment).toBeGreaterThanOrEqual(0.5);
  });
});
