import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('public exports', () => {
  it('are exactly these', () => {
    expect(Object.keys(api).sort()).toEqual([
      'CONFUSABLES',
      'UnicodeNormalizer',
      'UnicodeOptionsError',
      'unicodeApplyToSchema',
      'unicodeNormalizerOptionsSchema',
    ]);
  });
});
