import { describe, expect, it } from 'vitest';
import { intentWeights } from './test/intent-weights.js';

const hate = (text: string) => intentWeights(text).hate ?? 0;

describe('readIntent(): a generalization over a whole group is read past what frames it', () => {
  it.each([
    // a modifier phrase or an aside between the group and its copula
    'Immigrants like him are the worst.',
    'Black people just like her are lazy.',
    'Disabled people like that are useless.',
    'Trans people of that sort are creepy.',
    'The muslims around here are so rude.',
    'Women these days are spoiled.',
    'Gay people nowadays are obnoxious.',
    'Immigrants as a group are dishonest.',
    'Muslims in general are hostile.',
    'Every immigrant I have met has been dishonest.',
    // ... and before a predicate that is not a copula
    'Muslims like you should be deported.',
    'Immigrants like him make me sick.',
    'Women like her deserve nothing.',
    'Black people these days never do anything useful.',
    "Disabled people like him can't be trusted.",
    'Women nowadays do not deserve respect.',
    'Immigrants like you ruin everything.',
    'Gay people like him disgust me.',
    // no exception allowed
    "I've never met a muslim who wasn't a liar.",
    "Name one black person who isn't lazy.",
    // one member standing for all, a bare list of flaws, what the group makes, its nature
    'Your average muslim is a fanatic.',
    'The typical immigrant is a criminal.',
    'All immigrants dirty, lazy and dangerous.',
    'Women make terrible leaders.',
    'Black people make such bad neighbours.',
    'Muslims have a violent nature.',
    'Immigrants have a criminal mentality.',
    // the group's own kind denied, what it says or holds denied, a capacity or a validity denied
    'Trans women are not women.',
    "Trans men aren't real men.",
    "Muslim opinions don't count.",
    'Immigrant votes should not matter.',
    "Women can't do anything right.",
    'Trans people are not valid.',
  ])('reads %j as hate', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'Women like her are an inspiration.',
    'Immigrants like my grandparents were the backbone of this town.',
    'Muslims around here are wonderful neighbours.',
    'Gay people these days are more visible than ever.',
    'Disabled people like him are often overlooked by employers.',
    'The women I have met at the conference were brilliant.',
    "I've never met a muslim who wasn't kind to me.",
    "Name one immigrant who isn't working hard.",
    'Immigrants make great neighbours.',
    'Women make excellent leaders.',
    'Trans people have a strong sense of community.',
    'Immigrants have a strong work ethic.',
    'Muslims as a group are diverse.',
    'Women in general are underrepresented in engineering.',
    'The average immigrant pays more in taxes than they receive.',
    'Muslims like you and me want peace.',
    'Immigrants like pizza as much as anyone.',
    'Women like him because he is kind.',
    'Muslims around the world celebrate Eid.',
    'Immigrants these days face long waits for visas.',
    'Disabled people like her deserve better access.',
    'Trans people like my sister deserve respect.',
    'Trans women are not men.',
    'Trans women are women.',
    'Muslim opinions count as much as anyone else.',
    'Trans people are valid.',
  ])('finds no hate in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
