import { describe, expect, it } from 'vitest';
import { editDistance, nearestName } from './nearest-name.js';

describe('editDistance()', () => {
  it('counts insertions, deletions, substitutions and swaps, ignoring case', () => {
    expect(editDistance('strategy', 'strategy')).toBe(0);
    expect(editDistance('stratgy', 'strategy')).toBe(1);
    expect(editDistance('stratgey', 'strategy')).toBe(1);
    expect(editDistance('Strategy', 'strategy')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('nearestName()', () => {
  it('suggests a close candidate and nothing for a far one', () => {
    expect(nearestName('stratgy', ['id', 'strategy', 'method'])).toBe('strategy');
    expect(nearestName('methd', ['id', 'strategy', 'method'])).toBe('method');
    expect(nearestName('colour', ['id', 'strategy', 'method'])).toBeUndefined();
    expect(nearestName('x', [])).toBeUndefined();
  });
});
