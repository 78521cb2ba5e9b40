import { describe, expect, it } from 'vitest';
import { measureQuality } from './measure-quality.js';
import { parseLabelledTexts } from './parse-labelled-texts.js';

describe('parseLabelledTexts()', () => {
  it('reads labels, implies parents, skips comments', () => {
    const items = parseLabelledTexts('# c\nhate/threatening\tA\n-\tB\nviolence,harassment\tC\n');
    expect(items.map((i) => [...i.labels])).toEqual([['hate/threatening', 'hate'], [], ['violence', 'harassment']]);
    expect(() => parseLabelledTexts('no tab')).toThrow(SyntaxError);
  });
});

describe('measureQuality()', () => {
  it('counts true/false positives per category and for any flag', () => {
    const items = parseLabelledTexts('hate\ta\nhate\tb\n-\tc\n-\td');
    const scores = [{ hate: 0.9 }, { hate: 0.1 }, { hate: 0.7 }, {}];
    const [hate, any] = measureQuality(items, scores, ['hate'], 0.5);
    expect(hate).toMatchObject({ support: 2, truePositives: 1, falsePositives: 1, falseNegatives: 1, precision: 0.5, recall: 0.5 });
    expect(any).toMatchObject({ category: 'any', precision: 0.5, recall: 0.5 });
  });

  it('reports null precision when nothing is predicted', () => {
    const [row] = measureQuality(parseLabelledTexts('hate\ta'), [{}], ['hate'], 0.5);
    expect(row).toMatchObject({ precision: null, recall: 0 });
  });
});
