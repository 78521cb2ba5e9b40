import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOLD_CHARS, releaseBatch } from './hold-back-limits.js';
import { mayRelease } from './safe-cut.js';
import { streamMinPending } from './stream-redactor.js';

describe('streamMinPending()', () => {
  it('is where the redactor starts to release: never above it (no release skipped), and exactly it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 72, max: 300 }), (released, holdChars) => {
        const min = streamMinPending(holdChars)(released);
        const batch = releaseBatch(released);
        // below it the redactor releases nothing, whatever the text
        expect(mayRelease('a '.repeat(min).slice(0, min - 1), holdChars, batch)).toBe(false);
        // at it, prose releases
        expect(mayRelease('a '.repeat(min).slice(0, min), holdChars, batch)).toBe(true);
      }),
    );
    expect(streamMinPending(HOLD_CHARS)(0)).toBe(HOLD_CHARS + 32);
  });
});
