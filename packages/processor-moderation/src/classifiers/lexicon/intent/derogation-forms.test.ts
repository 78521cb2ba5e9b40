import { describe, expect, it } from 'vitest';
import { intentWeights } from './test/intent-weights.js';

const hate = (text: string) => intentWeights(text).hate ?? 0;

describe('readIntent(): derogation read from its form, not only its words', () => {
  it.each([
    ['an adverb in -ly before the attribute', 'Muslims are absolutely repulsive.'],
    ['a superlative', 'immigrants are the dumbest people on earth'],
    ['a coordinated attribute', 'Women are loud and obnoxious.'],
    ['a negating prefix', 'Muslims are incapable of living peacefully.'],
    ['a negated copula and a positive', "Disabled people aren't capable of anything."],
    ['a reduction', 'women are nothing more than objects'],
    ['"only good for"', 'Women are only good for cooking and cleaning.'],
    ['a collective noun before an animal', 'Immigrants are like a swarm of locusts.'],
    ['a virtue lacked', 'Immigrants lack any sense of decency.'],
    ['"have no" and a virtue', 'women have no value'],
    ['nothing useful done', 'Refugees never do anything useful.'],
    ['"not to be trusted"', 'Muslims are not to be trusted.'],
    ['a stereotype of sameness', 'Muslims are all the same: violent and backward.'],
    ['an insult as the attribute', 'Muslims are such assholes.'],
    ['profanity told to the group', 'immigrants can go fuck themselves'],
    ['"their kind" after a group', 'Trans people want special rights. Their kind are a disgrace.'],
    ['a pronoun after "every single one of"', 'Refugees arrived last week and I already hate every single one of them.'],
    ['a misspelt person noun', 'black poeple are savages'],
    ['a misspelling of two group nouns read as the plural', 'womn are stupid'],
    ['words run together', 'muslims aredisgusting'],
    ['a positive denied by "anything but"', 'Immigrants are anything but honest.'],
    ['a positive denied by "hardly"', 'muslims are hardly ever trustworthy'],
    ['an emotion stated through "nothing I hate more than"', 'There is nothing I hate more than gay people.'],
    ['"can\'t help being"', 'Muslims cannot help being violent.'],
    ['a group inside a gerund subject', 'Letting disabled people vote was a mistake.'],
    ['"nothing but" after any verb', 'Refugees bring nothing but crime and disease.'],
  ])('reads %s', (_, text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    ['a comparison denied', 'Black people are no less intelligent than anyone.'],
    ['a positive attribute with an adverb', 'Disabled people are incredibly capable.'],
    ['a superlative of praise', 'Immigrants are the most hardworking people I know.'],
    ['a negated opinion', "I don't think women are inferior at all."],
    ['a report of another\'s belief', 'My uncle says immigrants are parasites, which is nonsense.'],
    ['a singular copula that belongs to someone else', 'Anyone who hurts trans people is a coward.'],
    ['an interjection', 'Damn, women in science are awesome.'],
    ['a sameness that is equality', 'Immigrants are the same as everyone else.'],
    ['a negative denied by "far from"', 'Refugees are far from dangerous.'],
    ['an emotion denied', "I don't hate immigrants at all."],
    ['a gerund subject judged well', 'Letting disabled people vote was the right call.'],
    ['"nothing but" and a positive', 'Refugees bring nothing but good food and kindness.'],
  ])('does not read %s as hate', (_, text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
