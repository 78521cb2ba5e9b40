import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('public exports', () => {
  it('are exactly these', () => {
    expect(Object.keys(api).sort()).toEqual([
      'PRESETS',
      'PRESET_NAMES',
      'RegexFilter',
      'RegexOptionsError',
      'findBacktrackingRisk',
      'regexApplyToSchema',
      'regexFilterOptionsSchema',
      'regexPatternSchema',
    ]);
  });
});
