import { describe, expect, it, vi } from 'vitest';
import { settleWithin } from './settle-within.js';

describe('settleWithin()', () => {
  it('settles as the promise does when it is in time', async () => {
    await expect(settleWithin(Promise.resolve(7), 50)).resolves.toBe(7);
    await expect(settleWithin(Promise.reject(new Error('down')), 50)).rejects.toThrow('down');
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a non-Error rejection is the case under test
    await expect(settleWithin(Promise.reject('text'), 50)).rejects.toThrow('text');
  });

  it('rejects with a timeout error when the promise is late, and clears its timer otherwise', async () => {
    vi.useFakeTimers();
    try {
      const late = settleWithin(new Promise(() => undefined), 100);
      const assertion = expect(late).rejects.toThrow('timed out after 100 ms');
      await vi.advanceTimersByTimeAsync(100);
      await assertion;
      await settleWithin(Promise.resolve(1), 100);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
