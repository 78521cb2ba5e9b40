import { describe, expect, it } from 'vitest';
import { findBacktrackingRisk } from './backtracking-check.js';
import { PRESETS } from './presets/presets.js';

describe('findBacktrackingRisk()', () => {
  it.each([
    ['(a+)+', 'nested-quantifier'],
    ['(a*)*b', 'nested-quantifier'],
    ['^(\\w+\\s?)*$', 'nested-quantifier'],
    ['(a{1,9}){2,}', 'nested-quantifier'],
    ['(?:x+y?)+z', 'nested-quantifier'],
    ['((ab)+c)*', 'nested-quantifier'],
    ['(a|ab)+c', 'quantified-alternation'],
    ['(?:x|y)*', 'quantified-alternation'],
    ['(a|a?)+', 'quantified-alternation'],
    ['(a)\\1', 'backreference'],
    ['(?<q>a)\\k<q>', 'backreference'],
    ['.*a.*b.*c', 'too-many-unbounded'],
  ])('refuses %s (%s)', (source, kind) => {
    expect(findBacktrackingRisk(source)?.kind).toBe(kind);
  });

  it.each([
    'INC-\\d{6}',
    '\\b(?:https?|ftp)://\\S+',
    '(ab)?c+',
    '(?:a|b)?',
    '[a+(]+',
    '\\(a+\\)+',
    '(?<=id:)\\d+',
    'a+b+',
    '.*a.*b',
    '(?:abc){3}',
    '\\w+@\\w+\\.com',
    '\\p{L}+',
    '\\u{1F600}+',
    'x{2,3}',
    '[\\]]+',
  ])('accepts %s', (source) => {
    expect(findBacktrackingRisk(source)).toBeUndefined();
  });

  it('accepts every built-in preset pattern', () => {
    for (const patterns of Object.values(PRESETS)) {
      for (const p of patterns) expect(findBacktrackingRisk(p.pattern), p.name).toBeUndefined();
    }
  });
});
