import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('public exports', () => {
  it('are exactly these names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'ContextOverflowRecovery',
      'DEFAULT_FILE_ESTIMATE',
      'InvalidTokenLimitOptionsError',
      'OPENAI_CHAT_OVERHEAD',
      'TOKEN_LIMIT_REACHED_CHUNK',
      'TokenLimiter',
      'approximateCounter',
      'contextOverflowRecoveryOptionsSchema',
      'parseContextOverflow',
      'tiktokenCounter',
      'tokenLimiterOptionsSchema',
    ]);
  });
});
