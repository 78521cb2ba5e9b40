import type { Tiktoken } from 'js-tiktoken/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEncoder, tiktokenCounter } from './tiktoken-counter.js';

/**
 * Published test vectors. cl100k_base: openai/tiktoken tests/test_encoding.py (test_simple,
 * test_simple_regex, test_encode_surrogate_pairs). o200k_base: "hello world" as in openai/harmony's
 * test_encode_allowed_special and several ports' smoke tests; the others as pinned by ports' reference
 * vectors (gpt-tokenizer reference cases), each re-checked here against js-tiktoken's ids.
 */
const CL100K: [string, number[]][] = [
  ['hello world', [15339, 1917]],
  ['rer', [38149]],
  ["'rer", [2351, 81]],
  ['today\n ', [31213, 198, 220]],
  ['today\n \n', [31213, 27907]],
  ['today\n  \n', [31213, 14211]],
  ['👍', [9468, 239, 235]],
  ['This is some text', [2028, 374, 1063, 1495]],
  ['hello 👋 world 🌍', [15339, 62904, 233, 1917, 11410, 234, 235]],
];
const O200K: [string, number[]][] = [
  ['hello world', [24912, 2375]],
  ['This is some text', [2500, 382, 1236, 2201]],
  ['hello 👋 world 🌍', [24912, 61138, 233, 2375, 130321, 235]],
  [' 日本語とEnglish 12345!\n', [17428, 40909, 5330, 28881, 220, 7633, 2548, 4175]],
  ['a\n\n', [64, 279]],
  ['<|endoftext|>', [27, 91, 419, 1440, 919, 91, 29]],
];

const o200k = tiktokenCounter('o200k_base');
const cl100k = tiktokenCounter('cl100k_base');
let referenceO200k: Tiktoken;
let referenceCl100k: Tiktoken;
beforeAll(async () => {
  await Promise.all([o200k.load(), cl100k.load()]);
  referenceO200k = await loadEncoder('o200k_base');
  referenceCl100k = await loadEncoder('cl100k_base');
}, 60_000);

describe('tiktokenCounter()', () => {
  it.each(CL100K)('cl100k_base counts %j as published', (text, ids) => {
    expect(cl100k.count(text)).toBe(ids.length);
    expect(referenceCl100k.encode(text, [], [])).toEqual(ids);
  });

  it.each(O200K)('o200k_base counts %j as published', (text, ids) => {
    expect(o200k.count(text)).toBe(ids.length);
    expect(referenceO200k.encode(text, [], [])).toEqual(ids);
  });

  it('counts special-token text as ordinary text and empty text as 0', () => {
    expect(o200k.count('x<|endoftext|>y')).toBeGreaterThan(3);
    expect(o200k.count('')).toBe(0);
    expect(o200k.name).toBe('o200k_base');
  });

  it('refuses to count before load()', () => {
    const fresh = tiktokenCounter('o200k_base');
    expect(() => fresh.count('hi')).toThrow(expect.objectContaining({ code: 'TOKEN_COUNTER_NOT_LOADED' }) as Error);
  });
});
