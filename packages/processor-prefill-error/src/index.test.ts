import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('public exports', () => {
  it('are exactly these names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'CONTINUE_MESSAGE_MARKER',
      'DEFAULT_CONTINUE_MESSAGE',
      'InvalidPrefillOptionsError',
      'PREFILL_REJECTION_PATTERNS',
      'PrefillErrorHandler',
      'PrefillGuard',
      'isPrefillRejection',
      'prefillErrorHandlerOptionsSchema',
      'prefillGuardOptionsSchema',
    ]);
  });
});
