import { describe, expect, it } from 'vitest';
import { LEXICON_CORPUS } from '../../test/lexicon-corpus.js';
import { CATEGORY_TERMS } from './category-terms.js';
import { TERM_END, TERM_START, termBody } from './compile-term.js';
import { normalizeText } from './normalize-text.js';
import { termScreen } from './term-screen.js';

const terms = Object.values(CATEGORY_TERMS).flatMap((list) => list.map(([term]) => term));

describe('termScreen()', () => {
  it('answers exactly whether any built-in term matches, on every fixture text and variant', () => {
    const screen = termScreen(terms.map((term) => termBody(term)));
    // A `=` term's squeezed spelling (what the screen holds; its written letters decide later).
    const patterns = terms.map((term) => new RegExp(`${TERM_START}(?:${termBody(term)})${TERM_END}`));
    let matched = 0;
    for (const text of LEXICON_CORPUS) {
      const normalized = normalizeText(text);
      const any = patterns.some((pattern) => pattern.test(normalized));
      if (any) matched++;
      expect(screen(normalized), text).toBe(any);
    }
    expect(matched).toBeGreaterThan(100);
  });

  it('answers false without terms', () => {
    expect(termScreen([])('kil you')).toBe(false);
  });

  it('always answers true when a body cannot be merged (backreference or named group)', () => {
    expect(termScreen(['(a)\\1', 'kil'])('nothing here')).toBe(true);
    expect(termScreen(['(?<x>a)', 'kil'])('nothing here')).toBe(true);
  });
});
