import { describe, expect, it } from 'vitest';
import { wordAlternation } from './word-alternation.js';

describe('wordAlternation()', () => {
  const words = ['ignore', 'ignoring', 'ign', 'disregard', 'system prompt', 'system', "don't follow", '\\.env', 'all'];
  const pattern = new RegExp(`^${wordAlternation(words)}$`);
  const flat = new RegExp(`^(?:${words.map((word) => word.replace(/l/g, '[li]')).join('|')})$`);

  it('matches exactly the strings the flat alternation matches', () => {
    const probes = [...words, 'ignor', 'ignores', 'disregards', 'system prompts', '.env', 'xenv', 'aii', 'aIl', 'ail', "don't foiiow", 'dont follow', ''];
    for (const probe of probes) expect([probe, pattern.test(probe)]).toEqual([probe, flat.test(probe)]);
  });

  it('shares prefixes', () => {
    expect(wordAlternation(['ignore', 'ignoring'])).toBe('(?:ignor(?:e|ing))');
    expect(wordAlternation(['system', 'system prompt'])).toBe('(?:system(?: prompt)?)');
  });
});
