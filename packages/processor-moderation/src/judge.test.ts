import { describe, expect, it } from 'vitest';
import { Judge } from './judge.js';
import { markerClassifier } from './test/fixtures.js';

function judge() {
  const classifier = markerClassifier();
  const j = new Judge({ classifier, categories: [], thresholds: new Map([['violence', 0.5]]), timeoutMs: 1000 });
  return { j, classifier };
}
const signal = new AbortController().signal;

describe('Judge', () => {
  it('classifies distinct new texts in one call and caches them for the run', async () => {
    const { j, classifier } = judge();
    const verdicts = await j.judge(['a FLAG', 'b', 'a FLAG'], signal);
    expect(verdicts.map((v) => v.flags.length)).toEqual([1, 0, 1]);
    await j.judge(['b', 'a FLAG'], signal);
    expect(classifier.calls).toEqual([['a FLAG', 'b']]);
    await j.judge(['b', 'c'], signal);
    expect(classifier.calls.at(-1)).toEqual(['c']);
    expect(j.calls).toBe(2);
  });

  it('reports flags with rounded scores and thresholds, highest first', async () => {
    const j = new Judge({
      classifier: { id: 'x', classify: (texts) => Promise.resolve(texts.map(() => ({ hate: 0.61234, violence: 0.9, sexual: 0.1 }))) },
      categories: [],
      thresholds: new Map([['hate', 0.5], ['violence', 0.5], ['sexual', 0.5]]),
      timeoutMs: 1000,
    });
    const [verdict] = await j.judge(['t'], signal);
    expect(verdict?.flags).toEqual([
      { category: 'violence', score: 0.9, threshold: 0.5 },
      { category: 'hate', score: 0.612, threshold: 0.5 },
    ]);
  });
});
