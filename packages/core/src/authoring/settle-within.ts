/**
 * Settles as `promise` does, or rejects with `Error('timed out after <ms> ms')` when it has not
 * settled within `ms` milliseconds (the timer is cleared either way). A non-Error rejection is
 * wrapped in an `Error`. For stores and clients a processor calls out to: it bounds the wait, it
 * does not cancel the work (pass an `AbortSignal` to the call for that).
 *
 * @example
 * const value = await settleWithin(redis.get(key), 500);
 */
export function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`timed out after ${String(ms)} ms`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
