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
});
