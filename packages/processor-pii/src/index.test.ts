import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('public exports', () => {
  it('are exactly these', () => {
    expect(Object.keys(api).sort()).toEqual([
      'BUILT_IN_TYPES',
      'InMemoryPlaceholderVault',
      'LOCALES',
      'NATIONAL_TYPES',
      'OPT_IN_TYPES',
      'PIICalloutTimeoutError',
      'PIIDetector',
      'PIIOptionsError',
      'createModelEntityDetector',
      'customRecognizerSchema',
      'localeTypes',
      'piiDetectorOptionsSchema',
      'piiRecognizerSchema',
    ]);
  });
});
