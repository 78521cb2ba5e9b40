import type { CacheEntry, CacheEntryOrigin } from './cache-entry.js';
import type { CacheEvent, CacheMissReason } from './cache-event.js';
import type { EntryStore } from './entry-store.js';
import type { SharedFlights, SharedLease } from './shared-flight.js';

/** How a miss that leads its process's flight ended after asking the other processes. */
export type SharedMiss =
  /** This process holds the lease: call the model, then commit or abandon. */
  | { lease: SharedLease }
  /** Another process's leader wrote this entry: replay it. */
  | { entry: CacheEntry; value: string }
  /** No lease and no entry: call the model without one (store failing, deadline, bad value). */
  | { fallback: CacheMissReason };

/** What `resolveSharedMiss` needs. */
export interface SharedMissInput {
  flights: SharedFlights;
  entries: EntryStore;
  key: string;
  /** The model and tool set an entry must have been written for to be replayed. */
  origin: CacheEntryOrigin;
  /** The waiter's own deadline (`singleFlightTimeout`). */
  timeoutMs: number;
  signal: AbortSignal;
  emit: (event: CacheEvent) => void;
}

/**
 * Takes the key's cross-process lease, or waits for its holder: replays the holder's entry when it
 * is written, takes over when the lease ends without one (holder failed or died), and gives up at
 * its deadline. Store failures and values that do not decode end it as a fallback (reported),
 * never as a thrown error or a replay.
 */
export async function resolveSharedMiss(input: SharedMissInput): Promise<SharedMiss> {
  const { flights, entries, key, signal } = input;
  const deadline = performance.now() + input.timeoutMs;
  let waiting = false;
  for (;;) {
    let value: string;
    let operation: 'lease' | 'wait' = 'lease';
    try {
      const led = await flights.tryLead(key, { maxHoldMs: input.timeoutMs });
      entries.succeeded();
      if ('lease' in led) return { lease: led.lease };
      if ('value' in led) {
        value = led.value;
      } else {
        if (!waiting) input.emit({ type: 'wait', key });
        waiting = true;
        const remaining = deadline - performance.now();
        if (remaining <= 0 || signal.aborted) return { fallback: 'single-flight-fallback' };
        operation = 'wait';
        const waited = await flights.awaitLeader(key, { timeoutMs: remaining, signal });
        if ('timedOut' in waited) return { fallback: 'single-flight-fallback' };
        if ('released' in waited) continue;
        value = waited.value;
      }
    } catch (error) {
      entries.failed(operation, key, error);
      return { fallback: 'store-error' };
    }
    const accepted = await entries.accept(key, value, input.origin);
    return 'entry' in accepted ? { entry: accepted.entry, value } : { fallback: accepted.reason };
  }
}
