import { wordSet } from './phrases.js';
import { sentences } from './sentences.js';

/**
 * The stretches of a normalized text where a word is used for a thing, not a person: the three
 * words after a verb of handling, eating or smoking things ("smoke a ...", "cook some ...") or
 * after a quantity ("a bundle of ...", "a pack of ..."). A slur found only there is read in its
 * other sense (a homonym), not aimed at anyone. Written from how English talks about objects; one
 * pass over the words, each window three words long.
 */
export function objectSenses(normalized: string): string[] {
  const windows: string[] = [];
  for (const words of sentences(normalized)) {
    for (let i = 0; i < words.length; i++) {
      const word = words[i] ?? '';
      const of = QUANTITIES.has(word) && words[i + 1] === 'of';
      if (!HANDLING.has(word) && !of) continue;
      const start = of ? i + 2 : i + 1;
      windows.push(words.slice(start, start + 3).join(' '));
    }
  }
  return windows;
}

/** Verbs whose object is a thing. */
const HANDLING = wordSet(
  'smoke smoking smoked light lit roll rolled eat ate eating cook cooked cooking bake baked fry fried buy bought selling sell sold carry carried chop chopped stack stacked gather gathered bundle bundled serve served order ordered',
);
/** Quantities of things before "of". */
const QUANTITIES = wordSet('bundle bundles pack packs packet packets box boxes plate plates pile piles stack stacks bag bags tin tins pound pounds kilo kg lb');
