import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('public entry point', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'FEATURES',
      'PromptInjectionDetector',
      'PromptInjectionDetectorError',
      'PromptInjectionOptionsError',
      'REWRITE_MARKER',
      'checkSchema',
      'classifier',
      'leakSchema',
      'llmJudge',
      'llmJudgeOptionsSchema',
      'normalizeText',
      'offlineDetector',
      'offlineDetectorOptionsSchema',
      'promptInjectionOptionsSchema',
      'walkSchema',
    ]);
  });
});
