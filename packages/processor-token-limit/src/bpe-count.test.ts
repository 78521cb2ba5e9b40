import { SeededRandom } from '@sluice/conformance';
import type { Tiktoken } from 'js-tiktoken/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { countBytePairTokens, type MergeRanks } from './bpe-count.js';
import { loadEncoder, tiktokenCounter } from './tiktoken-counter.js';

let encoders: Tiktoken[];
beforeAll(async () => {
  encoders = await Promise.all([loadEncoder('o200k_base'), loadEncoder('cl100k_base')]);
}, 60_000);

/** js-tiktoken's merge tables (read the same way the counter reads them). */
const ranksOf = (encoder: Tiktoken) => (encoder as unknown as { rankMap: MergeRanks }).rankMap;

const ALPHABET = ['a', 'e', 'r', 't', 'x', 'q', 'Z', 'é', 'ß', '日', '本', '👍', '1', '0', '=', '+', '/', ' ', '\n', "'s", 'ing', 'tion'];

function randomText(random: SeededRandom, length: number, alphabet = ALPHABET): string {
  let text = '';
  for (let i = 0; i < length; i++) text += random.pick(alphabet);
  return text;
}

describe('countBytePairTokens()', () => {
  it('counts long pieces (the heap merge) exactly as js-tiktoken does, on words of 49 to 400 letters', { timeout: 30_000 }, () => {
    const random = new SeededRandom(5);
    const utf8 = new TextEncoder();
    for (const encoder of encoders) {
      const ranks = ranksOf(encoder);
      for (let n = 0; n < 60; n++) {
        const piece = utf8.encode(randomText(random, 49 + Math.floor(random.next() * 350), ['a', 'e', 'r', 't', 'x', 'q', 'z', 'n', 'o', 's', 'in', 'th']));
        expect(countBytePairTokens(piece, ranks)).toBe(encoder.encode(new TextDecoder().decode(piece), [], []).length);
      }
    }
  });

  it.each([
    ['o200k_base', 0],
    ['cl100k_base', 1],
  ] as const)('tiktokenCounter(%s) is exact against js-tiktoken on generated text', async (encoding, index) => {
    const random = new SeededRandom(11 + index);
    const counter = tiktokenCounter(encoding);
    await counter.load();
    for (let n = 0; n < 400; n++) {
      const text = randomText(random, Math.floor(random.next() * 120));
      expect([text, counter.count(text)]).toEqual([text, (encoders[index] as Tiktoken).encode(text, [], []).length]);
    }
  });

  it('agrees with js-tiktoken on a 1,500-letter word and a 1,500-character base64 run', () => {
    const random = new SeededRandom(17);
    const counter = tiktokenCounter('o200k_base');
    return counter.load().then(() => {
      const word = randomText(random, 1500, ['a', 'e', 'r', 't', 'x', 'q', 'z', 'n', 'o', 's']);
      const blob = Buffer.from(randomText(random, 1200)).toString('base64').slice(0, 1500);
      for (const text of [word, blob]) expect(counter.count(text)).toBe((encoders[0] as Tiktoken).encode(text, [], []).length);
    });
  }, 30_000);

  it('counts one 256 KB word without a space in bounded time (js-tiktoken: minutes)', async () => {
    const counter = tiktokenCounter('o200k_base');
    await counter.load();
    const word = 'x'.repeat(256 * 1024);
    const tokens = counter.count(word);
    expect(tokens).toBeGreaterThan(256 * 1024 / 64);
    expect(tokens).toBeLessThan(256 * 1024);
    // Doubling the word at most doubles the count plus one token.
    expect(counter.count(word + word)).toBeLessThanOrEqual(2 * tokens + 1);
  }, 20_000);
});
