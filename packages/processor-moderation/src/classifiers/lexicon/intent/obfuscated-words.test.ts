import { describe, expect, it } from 'vitest';
import { canonicalWords, joinedFragments } from './derogation-vocabulary.js';
import { splitJoined } from './joined-words.js';
import { variantIndex } from './word-variants.js';
import { strongestHate as hate } from './test/intent-weights.js';

describe('variantIndex(): structure words', () => {
  const index = variantIndex(['refugees'], new Set(['sand']), undefined, ['should', 'stand', 'make', 'there']);

  it('reads a swapped pair or a dropped letter of a function word as it', () => {
    expect(index.get('sohuld')).toBe('should');
    expect(index.get('shoud')).toBe('should');
    expect(index.get('mkae')).toBe('make');
  });

  it('leaves common words and swaps that squeeze into a deletion alone', () => {
    expect(index.get('sand')).toBeUndefined(); // a word of its own, not `stand` less a letter
    expect(index.get('mke')).toBeUndefined(); // deletions only from five letters
  });
});

describe('variantIndex(): a doubled letter the squeezed key word lost', () => {
  const index = variantIndex(['kil', 'god', 'imigrants'], new Set(['bold']));

  it('reads a swap or a deletion made on the written spelling (`kill`, `good`, `immigrants`)', () => {
    expect(index.get('klil')).toBe('kil');
    expect(index.get('godo')).toBe('god');
    expect(index.get('imimgrants')).toBe('imigrants');
  });

  it('still leaves common words alone', () => {
    expect(index.get('bold')).toBeUndefined();
  });
});

describe('splitJoined(): any split into known words', () => {
  const known = new Set(['i', 'hate', 'gay', 'people', 'should', 'be', 'are', 'worthles', 'scum', 'not', 'able', 'the', 'me', 'make']);
  const split = (token: string) =>
    splitJoined(
      token,
      (word) => known.has(word),
      (word) => word === 'gay' || word === 'scum' || word === 'hate',
      (word) => ['should', 'people', 'make', 'are'].includes(word),
    );

  it('splits function words run together without an anchor, never bringing in a negator', () => {
    expect(split('peopleshould')).toEqual(['people', 'should']);
    expect(split('makeare')).toEqual(['make', 'are']);
    expect(split('notable')).toBeUndefined();
  });

  it('lets a part start on the letter squeezing took from the part before it', () => {
    expect(split('worthlescum')).toEqual(['worthles', 'scum']);
    expect(split('ihate')).toEqual(['i', 'hate']);
  });

  it('does not split into unknown or single-letter parts, nor a structural part under three letters', () => {
    expect(split('gayx')).toBeUndefined();
    expect(split('themake')).toBeUndefined(); // `the` is known but not structural here, no anchor
    expect(split('gaygaygaygay')).toBeUndefined(); // more than three parts
  });
});

describe('canonicalWords(): a person noun that names a group by itself anchors a split', () => {
  it('splits `womenso`, not `peopleso`', () => {
    expect(canonicalWords('womenso')).toEqual(['women', 'so']);
    expect(canonicalWords('peopleso')).toEqual(['peopleso']);
  });
});

describe('canonicalWords(): three-letter group words and `kil` with a pair swapped', () => {
  it('reads `gya`, `mne`, `kli` as the word, not other short words', () => {
    expect(canonicalWords('gya')).toEqual(['gay']);
    expect(canonicalWords('agy')).toEqual(['gay']);
    expect(canonicalWords('mne')).toEqual(['men']);
    expect(canonicalWords('kli')).toEqual(['kil']);
    for (const word of ['tih', 'ned', 'dab', 'the', 'and']) expect(canonicalWords(word)).toEqual([word]);
  });
});

describe('canonicalWords(): `i` first, then a structure word', () => {
  it('splits `iwil` and `irealy`, not words that start with i', () => {
    expect(canonicalWords('iwil')).toEqual(['i', 'wil']);
    expect(canonicalWords('irealy')).toEqual(['i', 'realy']);
    expect(canonicalWords('diein')).toEqual(['die', 'in']);
    for (const word of ['idea', 'item', 'iron', 'iris', 'inside', 'iban', 'isin']) expect(canonicalWords(word)).toEqual([word]);
  });
});

describe('canonicalWords() and joinedFragments(): ordinary words stay whole', () => {
  it.each(['together', 'anyone', 'same', 'form', 'into', 'maybe', 'transaction', 'alice', 'body', 'godman', 'fire', 'fred', 'purge', 'tick', 'inet'])('keeps %s', (word) => {
    expect(canonicalWords(word)).toEqual([word]);
  });

  it('joins a word split by an inserted space, only when one half is not a word', () => {
    expect(joinedFragments('wom', 'en')).toBe('women');
    expect(joinedFragments('refu', 'ges')).toBe('refuges'); // `refugees`, squeezed as normalized text is
    expect(joinedFragments('be', 'at')).toBeUndefined();
    expect(joinedFragments('hind', 'us')).toBeUndefined();
    expect(joinedFragments('the', 'rapists')).toBeUndefined();
  });
});

describe('readIntent(): derogation written with obfuscated words', () => {
  it.each([
    'honestly i despies imigrants',
    'those refu gees are a disgrace',
    'muslim s are dirty',
    'wom en are useless at everything',
    'immigrants sohuld be deported',
    'christians nevre do anything useful',
    'gaypeople are disgusting',
    'immigrantsshould be deported',
    'atheists are worthlessscum',
    'lesbiansmakeme sick',
    'Why do imimgrants always cause trouble?',
    'Immigrants are not godo for anything.',
    'Women are the fuckign worst.',
    'Screw all immigrant.',
    'Why are womenso bad at driving?',
    // `i` run into a structure word, and `die` run into the next word
    'Ireally hate immigrants.',
    'Iwill murder every immigrant I see.',
    'Gays should all diein a fire.',
    'Kill all immgrants.', // `imgrants`: `immigrants` less a letter, or `migrants` swapped; a group either way
  ])('finds hate in %j', (text) => {
    expect(hate(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    'we will be at the mosque at nine, all welcome',
    'I cannot hate anyone, not even the refugees who took my job',
    'sand the table before the immigrants centre opens',
    'the therapist helped refugees cope',
    'women are together on this, anyone can join',
    'kill the process that the asian team left running',
    'shoot a photo of the gay pride parade',
    'the body of the immigrant was returned to his family',
    'all immigrant families can apply for the grant',
  ])('finds none in %j', (text) => {
    expect(hate(text)).toBeLessThan(0.5);
  });
});
