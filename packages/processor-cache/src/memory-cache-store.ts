import { ProcessorOptionsError } from '@sluice/core';
import { LRUCache } from 'lru-cache';
import type { CacheSetOptions, CacheStore } from './cache-store.js';
import { utf8ByteLength } from './utf8-byte-length.js';

/** Options of `MemoryCacheStore`. */
export interface MemoryCacheStoreOptions {
  /** Maximum number of entries; the least recently used go first. @default 1000 */
  maxEntries?: number;
  /** Maximum total size of the stored values in UTF-8 bytes. @default 67108864 (64 MiB) */
  maxBytes?: number;
  /** Clock in milliseconds used for expiry (inject one in tests). @default performance */
  clock?: { now(): number };
}

/**
 * An in-process LRU store bounded by entry count and bytes, with per-entry TTL (on `lru-cache`).
 * Entries are not shared between processes: use `RedisCacheStore` for that. Runs everywhere
 * (Node, browsers, edge).
 *
 * @example
 * const cache = new ResponseCache({ store: new MemoryCacheStore({ maxEntries: 500 }) });
 */
export class MemoryCacheStore implements CacheStore {
  readonly #lru: LRUCache<string, string>;

  constructor(options: MemoryCacheStoreOptions = {}) {
    const maxEntries = options.maxEntries ?? 1000;
    const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    const issues = [
      ...(Number.isInteger(maxEntries) && maxEntries >= 1 ? [] : [{ path: 'maxEntries', message: 'expected a positive integer' }]),
      ...(Number.isInteger(maxBytes) && maxBytes >= 1 ? [] : [{ path: 'maxBytes', message: 'expected a positive integer' }]),
    ];
    if (issues.length > 0) throw new ProcessorOptionsError('MemoryCacheStore', issues);
    this.#lru = new LRUCache<string, string>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (value) => utf8ByteLength(value),
      ...(options.clock === undefined ? {} : { perf: options.clock, ttlResolution: 0 }),
    });
  }

  /** Number of entries currently held (expired ones may count until touched). */
  get size(): number {
    return this.#lru.size;
  }

  /** Total UTF-8 bytes currently held. */
  get bytes(): number {
    return this.#lru.calculatedSize;
  }

  get(key: string): Promise<string | undefined> {
    return Promise.resolve(this.#lru.get(key));
  }

  set(key: string, value: string, options: CacheSetOptions): Promise<void> {
    const size = options.bytes ?? utf8ByteLength(value);
    this.#lru.set(key, value, { ttl: options.ttlMs, size });
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.#lru.delete(key);
    return Promise.resolve();
  }

  /** Removes every entry. */
  clear(): void {
    this.#lru.clear();
  }
}
