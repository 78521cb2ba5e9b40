import { describe, expect, it } from 'vitest';
import { summarizeQuality } from './quality-report.js';

describe('summarizeQuality()', () => {
  it('reads overall and per-type precision/recall', () => {
    const q = summarizeQuality({ overall: { precision: 0.99, recall: 0.9 }, byType: { email: { precision: 1, recall: 0.95, support: 40 } } });
    expect(q?.overall).toEqual({ label: 'overall', precision: 0.99, recall: 0.9 });
    expect(q?.byType).toEqual([{ label: 'email', precision: 1, recall: 0.95, support: 40 }]);
  });

  it('accepts top-level figures and arrays of types, and rejects out-of-range values', () => {
    expect(summarizeQuality({ precision: 0.5, recall: 0.25, entities: [{ type: 'iban', precision: 1, recall: 1 }] })?.byType[0]?.label).toBe('iban');
    expect(summarizeQuality({ precision: 5, recall: 1 })).toBeUndefined();
    expect(summarizeQuality(null)).toBeUndefined();
  });

  it('reads a held-out figure apart from the development one', () => {
    const q = summarizeQuality({ overall: { precision: 0.97, recall: 0.9 }, holdout: { fixtures: 'holdout.tsv', overall: { precision: 0.93, recall: 0.66 } } });
    expect(q?.overall?.recall).toBe(0.9);
    expect(q?.heldOut).toEqual({ label: 'held-out', precision: 0.93, recall: 0.66 });
    expect(summarizeQuality({ overall: { precision: 1, recall: 1 } })?.heldOut).toBeUndefined();
    expect(summarizeQuality({ overall: { precision: 1, recall: 1 }, holdout: { dataset: 'HateCheck', overall: { precision: 0.7, recall: 0.2 } } })?.heldOut?.label).toBe('held-out: HateCheck');
  });
});

describe('summarizeQuality() on the packages\' formats', () => {
  it('takes the "any" category as the overall figure', () => {
    const q = summarizeQuality({ note: 'in-sample', categories: [{ category: 'hate', precision: 0.9, recall: 0.7 }, { category: 'any', precision: 0.95, recall: 0.67 }] });
    expect(q?.overall).toMatchObject({ label: 'overall', precision: 0.95, recall: 0.67 });
    expect(q?.byType.map((f) => f.label)).toEqual(['hate']);
    expect(q?.note).toBe('in-sample');
  });

  it('micro-averages per-type counts when no overall figure is given', () => {
    const q = summarizeQuality({
      types: [
        { type: 'EMAIL', truePositives: 9, falsePositives: 1, falseNegatives: 0, precision: 0.9, recall: 1 },
        { type: 'IBAN', truePositives: 1, falsePositives: 0, falseNegatives: 1, precision: 1, recall: 0.5 },
      ],
    });
    expect(q?.overall).toMatchObject({ label: 'overall (micro-average)', precision: 10 / 11, recall: 10 / 11 });
  });
});
