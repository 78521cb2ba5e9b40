import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('public entry point', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'LanguageDetector',
      'LanguageOptionsError',
      'LanguageTranslationError',
      'MAX_DETECT_CHARS',
      'SUPPORTED_LANGUAGES',
      'detectLanguage',
      'languageCheckSchema',
      'languageDetectorOptionsSchema',
      'languageStreamSchema',
      'toLanguageCode',
    ]);
  });
});
