import { describe, expect, it } from 'vitest';
import { SeededRandom } from './seeded-random.js';

describe('SeededRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = new SeededRandom(7);
    const b = new SeededRandom(7);
    const c = new SeededRandom(8);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it('draws integers in range, elements, characters and digits', () => {
    const random = new SeededRandom(1);
    for (let i = 0; i < 200; i++) {
      const n = random.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    expect(['x', 'y']).toContain(random.pick(['x', 'y']));
    expect(() => random.pick([])).toThrow(RangeError);
    expect(random.chars('ab', 10)).toMatch(/^[ab]{10}$/);
    expect(random.digits(6)).toMatch(/^\d{6}$/);
  });
});
