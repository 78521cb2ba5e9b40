import { isRejection, originMismatch, type CacheEntry, type CacheEntryOrigin } from './cache-entry.js';
import type { CacheEvent, CacheMissReason } from './cache-event.js';
import type { CacheStore } from './cache-store.js';
import type { CacheStoreOperation } from './cache-store-operation.js';
import { DecodedEntryMemo } from './decoded-entry-memo.js';
import { OutageWarner } from './outage-warner.js';
import type { SharedLease } from './shared-flight.js';

/** Serialized size of the decoded entries kept to skip re-parsing on hits (see DecodedEntryMemo). */
const DECODED_MEMO_BYTES = 16 * 1024 * 1024;

/** The result of a lookup: a servable entry, or why there is none. */
export type EntryLookup = { entry: CacheEntry } | { reason: CacheMissReason };

/**
 * `ResponseCache`'s access to its `CacheStore`: decodes and checks entries (version, shape, expiry
 * by the cache's clock) and turns every store failure into a miss, an `error` event and one
 * warning per outage.
 */
export class EntryStore {
  readonly #store: CacheStore;
  readonly #clock: { now(): number };
  readonly #emit: (event: CacheEvent) => void;
  readonly #health: OutageWarner;
  readonly #decoded = new DecodedEntryMemo(DECODED_MEMO_BYTES);

  constructor(options: {
    store: CacheStore;
    clock: { now(): number };
    emit: (event: CacheEvent) => void;
    warn: (message: string) => void;
    subject: string;
  }) {
    this.#store = options.store;
    this.#clock = options.clock;
    this.#emit = options.emit;
    this.#health = new OutageWarner(options.subject, options.warn);
  }

  /** The servable entry under `key` for `origin`; stale, malformed, mismatched and expired ones are deleted. */
  async lookup(key: string, origin: CacheEntryOrigin): Promise<EntryLookup> {
    let value: string | undefined;
    try {
      value = await this.#store.get(key);
      this.#health.succeeded();
    } catch (error) {
      this.failed('get', key, error);
      return { reason: 'store-error' };
    }
    if (value === undefined) return { reason: 'absent' };
    return this.accept(key, value, origin);
  }

  /**
   * The entry a value read under `key` (by the store or a single-flight wait) decodes to; a value
   * of another version or shape, written for another model or tool set than `origin`, or expired
   * by the cache's clock, is deleted and never served.
   */
  async accept(key: string, value: string, origin: CacheEntryOrigin): Promise<EntryLookup> {
    const entry = this.#decoded.decode(key, value);
    if (isRejection(entry)) {
      // Reported, deleted and never served: a bad entry must not fail every identical call until its TTL.
      this.#emit({ type: 'invalid-entry', key, reason: entry.reason, issues: entry.issues });
      await this.delete(key);
      return { reason: entry.reason };
    }
    const mismatch = originMismatch(entry, origin);
    if (mismatch.length > 0) {
      this.#emit({ type: 'invalid-entry', key, reason: 'mismatch', issues: mismatch });
      await this.delete(key);
      return { reason: 'mismatch' };
    }
    if (entry.expiresAt <= this.#clock.now()) {
      await this.delete(key);
      return { reason: 'expired' };
    }
    return { entry };
  }

  /** Writes a serialized entry; emits `store` on success, `error` on failure. */
  async write(key: string, value: string, ttlMs: number, bytes: number, chunks: number): Promise<void> {
    try {
      await this.#store.set(key, value, { ttlMs, bytes });
      this.#health.succeeded();
      this.#emit({ type: 'store', key, bytes, chunks });
    } catch (error) {
      this.failed('set', key, error);
    }
  }

  /**
   * Writes a serialized entry through a single-flight lease (fenced): emits `store` on success,
   * `skip` with reason `lease-lost` when the lease had been taken over, `error` on failure.
   */
  async commit(lease: SharedLease, key: string, value: string, ttlMs: number, bytes: number, chunks: number): Promise<void> {
    try {
      const written = await lease.commit(value, { ttlMs, bytes });
      this.#health.succeeded();
      this.#emit(written ? { type: 'store', key, bytes, chunks } : { type: 'skip', reason: 'lease-lost', key });
    } catch (error) {
      this.failed('commit', key, error);
    }
  }

  /** Ends a single-flight lease without an entry (failures reported, never thrown). */
  async abandon(lease: SharedLease, key: string): Promise<void> {
    try {
      await lease.abandon();
    } catch (error) {
      this.failed('release', key, error);
    }
  }

  /** Records a successful store operation (ends an outage streak). */
  succeeded(): void {
    this.#health.succeeded();
  }

  /** Deletes `key` (failures reported, never thrown). */
  async delete(key: string): Promise<void> {
    this.#decoded.delete(key);
    try {
      await this.#store.delete(key);
    } catch (error) {
      this.failed('delete', key, error);
    }
  }

  /** Reports a failed store operation: an `error` event, and a warning on the first of an outage. */
  failed(operation: CacheStoreOperation, key: string, error: unknown): void {
    this.#health.failed(operation, error);
    this.#emit({ type: 'error', operation, key, error });
  }
}
