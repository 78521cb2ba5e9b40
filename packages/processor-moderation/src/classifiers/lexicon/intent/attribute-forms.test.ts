import { describe, expect, it } from 'vitest';
import { isAdverb, judgement } from './attribute-forms.js';
import { isNegatedPositive } from './negated-attributes.js';

describe('judgement()', () => {
  it.each(['laziest', 'dumber', 'dumbest', 'vilest', 'filthiest', 'incapable', 'unworthy', 'dishonest', 'inhuman'])('reads "%s" as negative', (word) => {
    expect(judgement(word)).toBe('negative');
  });

  it('reads positive attributes as positive and leaves other words alone', () => {
    expect(judgement('capable')).toBe('positive');
    expect(judgement('smarter')).toBeUndefined();
    expect(judgement('under')).toBeUndefined();
    expect(judgement('dinner')).toBeUndefined();
  });
});

describe('isNegatedPositive()', () => {
  it('reads a negating prefix on a positive attribute, not on other words', () => {
    expect(isNegatedPositive('untrustworthy')).toBe(true);
    expect(isNegatedPositive('unable')).toBe(true);
    expect(isNegatedPositive('understand')).toBe(false);
    expect(isNegatedPositive('interesting')).toBe(false);
    expect(isNegatedPositive('disco')).toBe(false);
  });
});

describe('isAdverb()', () => {
  it('reads words in -ly as adverbs unless they are attributes', () => {
    expect(isAdverb('absolutely')).toBe(true);
    expect(isAdverb('genuinely')).toBe(true);
    expect(isAdverb('ugly')).toBe(false);
    expect(isAdverb('only')).toBe(false);
  });
});
