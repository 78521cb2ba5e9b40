import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('@sluice/ai-sdk public surface', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(api).sort()).toEqual(['LOOP_ONLY_HOOKS', 'MIDDLEWARE_HOOKS', 'TRIPWIRE_FINISH_REASON', 'UnsupportedProcessorError', 'getSluiceTripwire', 'sluiceMiddleware']);
  });
});
