import { settleWithin } from '@sluice/core';
import { PIICalloutTimeoutError, type PIICallout } from '../pii-callout-timeout-error.js';

/**
 * Runs an async call out under a deadline with core's `settleWithin`: the call gets a signal that
 * aborts with the run or when the deadline passes; a call that has not settled by then rejects
 * with `PIICalloutTimeoutError`. The call's own errors pass through.
 */
export async function withinDeadline<T>(
  call: (abortSignal: AbortSignal) => Promise<T>,
  options: { abortSignal: AbortSignal; timeoutMs: number; callout: PIICallout },
): Promise<T> {
  const deadline = new AbortController();
  const progress = { settled: false };
  const running = call(AbortSignal.any([options.abortSignal, deadline.signal])).finally(() => {
    progress.settled = true;
  });
  try {
    return await settleWithin(running, options.timeoutMs);
  } catch (error) {
    if (progress.settled) throw error;
    const timeout = new PIICalloutTimeoutError(options.callout, options.timeoutMs);
    deadline.abort(timeout);
    running.catch(() => undefined); // settles later or never; nobody waits for it
    throw timeout;
  }
}
