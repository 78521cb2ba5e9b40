import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SENTENCES_PER_LANGUAGE, buildCorpus } from './build-corpus.js';
import { readLabelledSentences } from './labelled-sentences.js';
import { measureQuality } from './measure-quality.js';

describe('quality figures', () => {
  it('the shipped corpus is what build-corpus.ts writes, with a few hundred sentences per language', () => {
    const file = readFileSync(new URL('../../fixtures/labelled-sentences.tsv', import.meta.url), 'utf8');
    expect(file).toBe(buildCorpus());
    const counts = new Map<string, number>();
    for (const s of readLabelledSentences()) counts.set(s.language, (counts.get(s.language) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === SENTENCES_PER_LANGUAGE)).toBe(true);
  });

  it('quality.json holds the figures measured now (run `pnpm quality` after a change)', () => {
    const shipped = JSON.parse(readFileSync(new URL('../../quality.json', import.meta.url), 'utf8')) as unknown;
    expect(shipped).toEqual(measureQuality(readLabelledSentences()));
  });
});
