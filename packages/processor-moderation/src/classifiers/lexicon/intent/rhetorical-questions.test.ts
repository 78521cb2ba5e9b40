import { describe, expect, it } from 'vitest';
import { strongestHate as hate } from './test/intent-weights.js';

describe('readIntent(): rhetorical questions about a group, read as what they assert', () => {
  it.each([
    "Aren't immigrants just parasites?",
    'Is there anything more pathetic than a trans person?',
    'Who even likes black people?',
    'How can anyone respect Muslims?',
    'Why do we even let women vote?',
    'What good has a black person ever done?',
    'Why do disabled people even exist?',
    'Why is every immigrant a thief?',
    'Why would anyone hire a Muslim?',
  ])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    "Why don't we let refugees work legally?",
    "Aren't immigrants just like everyone else?",
    "Aren't women wonderful?",
    'What god do Muslims worship?',
    'What good has the new law done for immigrants?',
    'Why is every immigrant story in the news so sad?',
    'Is there anything more beautiful than a gay wedding?',
    'How can anyone respect a leader who insults immigrants?',
    'Why do black holes even exist?',
    'Why should we let gay people adopt? Because they make loving parents.',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
