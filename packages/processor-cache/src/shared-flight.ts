import type { CacheSetOptions, CacheStore } from './cache-store.js';

/**
 * The lease a process holds while it makes the one model call for a key that other processes
 * wait for. Settling it (`commit` or `abandon`) ends it; later calls do nothing.
 */
export interface SharedLease {
  /**
   * Writes `value` as the key's entry only while this lease still holds the key (fenced), then
   * tells the waiters. Resolves false when the lease was lost (expired and taken over): the value
   * is then not written, so a slow former owner never overwrites a newer entry.
   */
  commit(value: string, options: CacheSetOptions): Promise<boolean>;
  /** Gives the key up without an entry (the step was not accepted): waiters take over at once. */
  abandon(): Promise<void>;
}

/** What `SharedFlights.tryLead` found. */
export type SharedLeadResult =
  /** This process leads: make the model call, then settle the lease. */
  | { lease: SharedLease }
  /** The entry was written meanwhile: replay it. */
  | { value: string }
  /** Another process leads: wait for it (`awaitLeader`). */
  | { busy: true };

/** What `SharedFlights.awaitLeader` ended with. */
export type SharedWaitResult =
  /** The leader wrote its entry. */
  | { value: string }
  /** The lease is gone without an entry (the leader failed or died): try to lead. */
  | { released: true }
  /** The wait reached its deadline or was aborted: make your own call. */
  | { timedOut: true };

/**
 * Single-flight across processes: the first miss on a key takes a lease, the others wait for the
 * entry it writes. Implemented by `RedisCacheStore` (`RedisSingleFlight`); `ResponseCache` uses
 * it whenever its store has one. Methods throw a `CacheStoreError` when the backend fails.
 */
export interface SharedFlights {
  /**
   * Takes the lease on `key` unless another process holds it or the entry exists. A lease is kept
   * alive while its holder runs, but never past `maxHoldMs` (a holder stuck that long no longer
   * blocks new misses once the lease then expires).
   */
  tryLead(key: string, options?: { maxHoldMs?: number }): Promise<SharedLeadResult>;
  /** Waits for the holder of `key`'s lease, until `timeoutMs` or `signal` aborts. */
  awaitLeader(key: string, options: { timeoutMs: number; signal: AbortSignal }): Promise<SharedWaitResult>;
}

/** A `CacheStore` that also coordinates identical misses across processes. */
export interface SharedFlightStore extends CacheStore {
  /** The store's cross-process single-flight (`undefined` when turned off). */
  readonly sharedFlights: SharedFlights | undefined;
}

/** The store's cross-process single-flight, when it has one. */
export function sharedFlightsOf(store: CacheStore): SharedFlights | undefined {
  const flights = (store as Partial<SharedFlightStore>).sharedFlights;
  return typeof flights?.tryLead === 'function' ? flights : undefined;
}
