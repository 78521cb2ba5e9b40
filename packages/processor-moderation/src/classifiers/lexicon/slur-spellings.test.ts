import { describe, expect, it } from 'vitest';
import { lexicon } from './lexicon.js';
import { normalizeText } from './normalize-text.js';
import { misspeltSlurs } from './slur-spellings.js';

const options = { abortSignal: new AbortController().signal, categories: [] };

describe('misspeltSlurs()', () => {
  it.each([
    ['You are just a cihnk to me.', 'chink'],
    ['Those wetbakcs should go home.', 'wetbacks'],
    ['get out tranyn', 'tranny'],
  ])('reads %j as a slur', (text, slur) => {
    expect(misspeltSlurs(normalizeText(text))).toEqual([slur]);
  });

  it('does not read a slur spelt right (its matchers read it) or ordinary words one letter away', () => {
    expect(misspeltSlurs(normalizeText('chink'))).toEqual([]);
    expect(misspeltSlurs(normalizeText('Trans people are welcome. A bona fide offer. He dyes his hair on a tray by the dark chin.'))).toEqual([]);
  });

  it('is linear on a megabyte of one word', () => {
    expect(misspeltSlurs(normalizeText('cihnk '.repeat(200_000)))).toEqual(['chink']);
    expect(misspeltSlurs('a'.repeat(1_000_000))).toEqual([]);
  });
});

describe('lexicon(): a misspelt slur', () => {
  it.each(['You are just a cihnk to me.', 'You are a fuckign nigegr.', 'Those wetbakcs should go home.'])('flags %j as hate', async (text) => {
    const [scores] = await lexicon().classify([text], options);
    expect(scores?.hate ?? 0).toBeGreaterThanOrEqual(0.5);
  });
});
