import { APICallError } from '@ai-sdk/provider';
import { abortReason } from '../errors/to-error.js';
import { abortableDelay } from './abortable-delay.js';

/** How often and how long `openWithBackoff` waits. */
export interface BackoffOptions {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** The first wait; each further one doubles. */
  retryDelayMs: number;
  /** Its abort ends the waiting with its reason. */
  signal: AbortSignal;
}

/**
 * Calls `open`, retrying a retryable `APICallError` with exponential backoff (`retryDelayMs`,
 * doubled each time) up to `maxRetries` times; any other error, or an abort, is thrown at once.
 */
export async function openWithBackoff<T>(open: () => Promise<T>, options: BackoffOptions): Promise<T> {
  const { maxRetries, retryDelayMs, signal } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      if (signal.aborted) throw abortReason(signal);
      if (!APICallError.isInstance(error) || !error.isRetryable || attempt >= maxRetries) throw error;
      await abortableDelay(retryDelayMs * 2 ** attempt, signal);
    }
  }
}
