import { describe, expect, it } from 'vitest';
import { PIIDetector } from './pii-detector.js';
import { PIIOptionsError } from './pii-options-error.js';

const text = 'NHS 943 476 5919 and DNI 12345678Z';

describe('locales and minScore options', () => {
  it('national identifiers are off by default, on for the listed locales or all', () => {
    expect(new PIIDetector({ phoneRegion: 'GB' }).detect(text)).toEqual([]);
    expect(new PIIDetector({ phoneRegion: 'GB', locales: ['gb'] }).detect(text).map((e) => e.type)).toEqual(['UK_NHS']);
    expect(new PIIDetector({ phoneRegion: 'GB', locales: ['gb', 'es'] }).detect(text).map((e) => e.type)).toEqual(['UK_NHS', 'ES_NIF']);
    expect(new PIIDetector({ phoneRegion: 'GB', locales: 'all' }).detect(text).map((e) => e.type)).toEqual(['UK_NHS', 'ES_NIF']);
  });

  it('a national type can also be listed in types on its own', () => {
    expect(new PIIDetector({ types: ['ES_NIF'] }).detect(text).map((e) => e.type)).toEqual(['ES_NIF']);
  });

  it('an unknown locale is rejected with the typed options error naming the path', () => {
    let caught: unknown;
    try {
      new PIIDetector({ locales: ['gb', 'xx'] as never });
    } catch (error) {
      caught = error;
    }
    expect(PIIOptionsError.isInstance(caught)).toBe(true);
    expect((caught as PIIOptionsError).code).toBe('PII_INVALID_OPTIONS');
    expect((caught as PIIOptionsError).paths.every((p) => p.startsWith('locales'))).toBe(true);
    expect(() => new PIIDetector({ locales: 'some' as never })).toThrow(PIIOptionsError);
  });

  it('every detection carries its score; a context word raises it', () => {
    const detector = new PIIDetector({ locales: ['es'] });
    const [plain] = detector.detect('ref 12345678Z');
    const [withContext] = detector.detect('DNI 12345678Z');
    expect(plain?.score).toBeCloseTo(0.6);
    expect(withContext?.score).toBeCloseTo(1);
  });

  it('minScore is a floor under threshold and thresholds, custom types included', () => {
    const low = { phoneRegion: 'GB', locales: ['gb'] as const, threshold: 0.2, thresholds: { UK_NHS: 0.1 } };
    expect(new PIIDetector({ ...low, locales: ['gb'] }).detect('ref 9434765919').map((e) => e.type)).toEqual(['UK_NHS']);
    expect(new PIIDetector({ ...low, locales: ['gb'], minScore: 0.5 }).detect('ref 9434765919')).toEqual([]);
    expect(new PIIDetector({ ...low, locales: ['gb'], minScore: 0.5 }).detect('NHS 9434765919').map((e) => e.type)).toEqual(['UK_NHS']);
    const custom = { customRecognizers: [{ type: 'EMPLOYEE_ID', pattern: /\bE-\d{6}\b/g, score: 0.6 }] };
    expect(new PIIDetector({ ...custom, minScore: 0.7 }).detect('badge E-123456')).toEqual([]);
    expect(new PIIDetector({ ...custom, minScore: 0.6 }).detect('badge E-123456').map((e) => e.type)).toEqual(['EMPLOYEE_ID']);
  });

  it('national identifiers are matched on the normalized text, spans in the original', () => {
    const detector = new PIIDetector({ locales: ['es'] });
    const text = 'DNI \uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff3a.'; // fullwidth 12345678Z
    expect(detector.detect(text).map((e) => [e.type, text.slice(e.start, e.end)])).toEqual([['ES_NIF', text.slice(4, 13)]]);
  });
});
