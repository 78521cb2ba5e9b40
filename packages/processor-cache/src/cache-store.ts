/** Options of `CacheStore.set`. */
export interface CacheSetOptions {
  /** Time to live in milliseconds; the store drops the entry after it. */
  ttlMs: number;
  /** UTF-8 size of `value` when the caller already knows it (stores may use it for accounting). */
  bytes?: number;
}

/**
 * Where `ResponseCache` keeps entries: a small async string key/value interface. Implement it to
 * back the cache with another database. Stores may throw; `ResponseCache` turns any store failure
 * into a miss and a warning, never a failed run.
 *
 * Use `MemoryCacheStore` for one process, or `RedisCacheStore` (`@sluice/processor-cache/redis`)
 * to share entries between processes.
 */
export interface CacheStore {
  /** The value stored under `key`, or `undefined` when absent or expired. */
  get(key: string): Promise<string | undefined>;
  /** Stores `value` under `key` for `options.ttlMs` milliseconds, replacing any earlier value. */
  set(key: string, value: string, options: CacheSetOptions): Promise<void>;
  /** Removes `key` (no error when absent). */
  delete(key: string): Promise<void>;
}
