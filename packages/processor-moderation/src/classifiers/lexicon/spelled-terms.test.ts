import { describe, expect, it } from 'vitest';
import { compileTerm } from './compile-term.js';
import { lexicon } from './lexicon.js';
import { normalizeSpelling, normalizeText } from './normalize-text.js';

const options = { abortSignal: new AbortController().signal, categories: [] };

async function score(text: string, classifier = lexicon()) {
  const [scores] = await classifier.classify([text], options);
  return scores!;
}

describe('a `=` term: its doubled letters must be written', () => {
  const coons = compileTerm('=coons?');

  it.each(['coon', 'coons', 'cooon', 'c00ns'])('matches %j', (text) => {
    expect(coons.test(normalizeSpelling(text))).toBe(true);
  });

  it.each(['con', 'cons', 'raccoon', 'cocoon'])('does not match %j', (text) => {
    expect(coons.test(normalizeSpelling(text))).toBe(false);
  });

  it('keeps every other step of normalization (leetspeak, spaced letters, case)', () => {
    expect(normalizeSpelling('C00N')).toBe('coon');
    expect(normalizeSpelling('c o o n')).toBe('coon');
    expect(normalizeText('c o o n')).toBe('con');
  });
});

describe('lexicon(): built-in terms whose squeezed spelling is an ordinary word', () => {
  it.each([
    ['Weigh the pros and cons.', 'hate'],
    ['He is a con artist.', 'hate'],
    ['Press x to continue.', 'sexual'],
  ])('does not flag %j', async (text, category) => {
    expect((await score(text))[category] ?? 0).toBeLessThan(0.5);
  });

  it.each([
    ['Those coons are everywhere.', 'hate'],
    ['those c00ns again', 'hate'],
    ['Send me xxx videos.', 'sexual'],
  ])('still flags %j', async (text, category) => {
    expect((await score(text))[category] ?? 0).toBeGreaterThanOrEqual(0.5);
  });

  it('reads a `=` custom term the same way', async () => {
    const classifier = lexicon({ terms: { violence: [['=boom', 0.9]] } });
    expect((await score('boom goes the dynamite', classifier)).violence).toBeGreaterThanOrEqual(0.5);
    expect((await score('bom goes the dynamite', classifier)).violence ?? 0).toBeLessThan(0.5);
  });

  it('stays linear on a megabyte of one repeated letter', async () => {
    const scores = await score(`${'x'.repeat(1_000_000)} ${'o'.repeat(1_000_000)}n`);
    expect(scores.sexual ?? 0).toBeGreaterThanOrEqual(0.5); // a run of x is written xxx
  });
});
