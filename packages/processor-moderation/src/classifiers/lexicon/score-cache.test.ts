import { describe, expect, it } from 'vitest';
import type { CategoryScores } from '../../classifier.js';
import { ScoreCache } from './score-cache.js';

function counting() {
  const scored: string[] = [];
  const score = (text: string): CategoryScores => {
    scored.push(text);
    return { violence: text.length / 10 };
  };
  return { scored, score };
}

describe('ScoreCache', () => {
  it('scores a text once while it is kept, and returns equal copies', () => {
    const cache = new ScoreCache(100);
    const { scored, score } = counting();
    const first = cache.get('abc', score);
    const second = cache.get('abc', score);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(scored).toEqual(['abc']);
  });

  it('is not changed by a caller editing a result', () => {
    const cache = new ScoreCache(100);
    const { score } = counting();
    cache.get('abc', score).violence = 1;
    cache.get('abc', score).violence = 1;
    expect(cache.get('abc', score)).toEqual({ violence: 0.3 });
  });

  it('drops the least recently used texts beyond maxChars', () => {
    const cache = new ScoreCache(6);
    const { scored, score } = counting();
    cache.get('aaa', score);
    cache.get('bbb', score);
    cache.get('aaa', score);
    cache.get('ccc', score);
    cache.get('aaa', score);
    cache.get('bbb', score);
    expect(scored).toEqual(['aaa', 'bbb', 'ccc', 'bbb']);
  });

  it('keeps nothing with maxChars 0 and never a text longer than maxChars', () => {
    const { scored, score } = counting();
    const none = new ScoreCache(0);
    none.get('a', score);
    none.get('a', score);
    const small = new ScoreCache(2);
    small.get('abc', score);
    small.get('abc', score);
    expect(scored).toEqual(['a', 'a', 'abc', 'abc']);
  });

  it('rejects a negative or fractional size', () => {
    expect(() => new ScoreCache(-1)).toThrow(RangeError);
    expect(() => new ScoreCache(1.5)).toThrow(RangeError);
  });
});
