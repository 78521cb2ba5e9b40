import { describe, expect, it } from 'vitest';
import { intentWeights, strongestHate as hate } from './test/intent-weights.js';

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

describe('readIntent(): more questions that assert contempt or urge harm', () => {
  it.each([
    'What is it about black people that makes them so lazy?',
    "Why can't disabled people just disappear?",
    "Why don't immigrants go back where they came from?",
    'Why are disabled people even allowed to live?',
    'Is there anything worse than a muslim?',
    'Why do trans people exist?',
    'Why is it always the muslims causing trouble?',
    'What good are women anyway?',
  ])('reads %j as hate', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it('reads "Why won\'t X just die?" as a threat', () => {
    expect(intentWeights("Why won't gay people just die?")['hate/threatening'] ?? 0).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    "Why don't immigrants just apply for citizenship?",
    "Why can't disabled people just get the support they need?",
    'Why do trans people exist in every culture in history?',
    'What good are women doing in science today? A lot.',
    'What is it about gay people that makes them so resilient?',
    'Why are immigrants even allowed to vote in local elections? Because the law says so.',
    'Is there anything better than a muslim wedding feast?',
    'Why is it always the immigrants bringing the best food?',
    "Why don't muslims eat pork?",
  ])('finds no hate in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
