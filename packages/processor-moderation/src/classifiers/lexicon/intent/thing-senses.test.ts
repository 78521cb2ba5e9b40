import { describe, expect, it } from 'vitest';
import { lexicon } from '../lexicon.js';
import { normalizeText } from '../normalize-text.js';
import { thingSenses } from './thing-senses.js';

const options = { abortSignal: new AbortController().signal, categories: [] };

/** The strongest `hate` or `harassment` score `lexicon()` gives `text`. */
async function abuse(text: string): Promise<number> {
  const [scores = {}] = await lexicon({ cacheChars: 0 }).classify([text], options);
  return Math.max(scores.hate ?? 0, scores.harassment ?? 0);
}

describe('thingSenses(): a slur that is also the name of a thing', () => {
  it.each([
    ['the old dyke held back the sea for three centuries', 'dyke'],
    ['he carried the dykes plan to the canal board', 'dyke'],
    ['my van keeps slipping out of gear, the tranny needs a rebuild', 'tranny'],
    ['a chink of light came through the curtains', 'chink'],
    ['we went coon hunting with the hounds', 'coon'],
    ['she gathered faggots of firewood for the hearth', 'fag'],
    ["I'm gasping for a fag, pass me the lighter", 'fag'],
    ['our bitch had a litter of seven puppies', 'bitch'],
  ])('reads %j in its thing sense', (text, word) => {
    expect(thingSenses(normalizeText(text)).words).toContain(word);
  });

  it.each(['the dyke by the sea', 'faggots with gravy and peas'])('blanks the word, keeping the length, in the text terms are tested on: %j', (text) => {
    const normalized = normalizeText(text);
    const { text: blanked } = thingSenses(normalized);
    expect(blanked).toHaveLength(normalized.length);
    expect(blanked).not.toMatch(/dyke|fagot/);
    expect(blanked.replace(/ +/g, ' ')).toBe(normalized.replace(/dyke|fagots/, '').replace(/ +/g, ' '));
  });

  it.each([
    'the dyke down the road is a disgusting freak',
    'that tranny at the garage is disgusting, burn him',
    'coon hunting season, time to go find some blacks',
    'you stupid dyke, go drown in the sea',
    'they are all chinks, shut the door on them',
    'my neighbour is a fag who smokes on the balcony',
  ])('keeps the person sense where a person, a group, an address or harm is named: %j', (text) => {
    expect(thingSenses(normalizeText(text)).words.size).toBe(0);
  });

  it('keeps the person sense everywhere once the word is used for a person', () => {
    expect(thingSenses(normalizeText('the dyke held back the sea. what a dyke she is')).words.size).toBe(0);
  });

  it('returns the normalized text itself when nothing is read in a thing sense', () => {
    const normalized = normalizeText('nothing to see here');
    expect(thingSenses(normalized).text).toBe(normalized);
  });
});

describe('lexicon(): slurs read in their thing sense', () => {
  it.each([
    'the dyke held back the sea for three hundred years',
    'the mechanic says the tranny fluid needs changing',
    'there is a chink in his armour after that loss',
    'we saw a coon raiding the bins last night',
    'grandma cooked faggots and peas with onion gravy',
  ])('does not flag %j', async (text) => {
    expect(await abuse(text)).toBeLessThan(0.5);
  });

  it.each([
    'that tranny at the garage is disgusting, burn him',
    'I will kill that fag, he can choke on his cigarette',
    'coon hunting season, time to go find some blacks',
    'the dyke down the road is a disgusting freak',
  ])('still flags %j', async (text) => {
    expect(await abuse(text)).toBeGreaterThanOrEqual(0.5);
  });

  it('never reads a sexual word in another sense', async () => {
    const [scores = {}] = await lexicon({ cacheChars: 0 }).classify(['look at this pussy, my cat is jealous'], options);
    const [plain = {}] = await lexicon({ cacheChars: 0 }).classify(['look at this pussy'], options);
    expect(scores.sexual).toBe(plain.sexual);
  });
});
