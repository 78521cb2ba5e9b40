import { Redis } from 'ioredis';
import type { CacheSetOptions, CacheStore } from './cache-store.js';
import { CacheStoreError } from './cache-store-error.js';

/** Options of `RedisCacheStore`: give either a `client` or a `url`. */
export interface RedisCacheStoreOptions {
  /** An ioredis client you own (not closed by `close()`). */
  client?: Redis;
  /** A Redis URL (`redis://host:port/db`); the store creates, tunes and owns its client. */
  url?: string;
  /** Prefix of every key, so the cache can share a database. @default 'sluice:cache:' */
  namespace?: string;
  /** Longest a Redis command may take before it counts as a failure (a miss), in ms. @default 500 */
  operationTimeout?: number;
}

/**
 * A `CacheStore` on Redis (ioredis), to share cached responses between processes. Keys are
 * namespaced; expiry is Redis's own (`SET … PX`). While Redis is down or slower than
 * `operationTimeout`, operations fail fast with a `CacheStoreError` (no command queueing), which
 * `ResponseCache` turns into misses and one warning per outage: a Redis outage or restart never
 * fails a run, and the client reconnects by itself. Node only: import it from
 * `@sluice/processor-cache/redis`.
 *
 * @example
 * import { RedisCacheStore } from '@sluice/processor-cache/redis';
 * const store = new RedisCacheStore({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
 * const cache = new ResponseCache({ store });
 */
export class RedisCacheStore implements CacheStore {
  readonly #client: Redis;
  readonly #owned: boolean;
  readonly #namespace: string;
  readonly #timeout: number;
  #available = true;
  #everReady: boolean;
  #firstReady: Promise<void> | undefined;
  /** Set once a wait for the first connection timed out: later operations fail fast instead. */
  #gaveUpWaiting = false;

  constructor(options: RedisCacheStoreOptions) {
    if ((options.client === undefined) === (options.url === undefined)) {
      throw new TypeError('RedisCacheStore: pass exactly one of `client` or `url`');
    }
    this.#timeout = options.operationTimeout ?? 500;
    this.#namespace = options.namespace ?? 'sluice:cache:';
    this.#owned = options.client === undefined;
    this.#client = options.client ?? createClient(options.url ?? '', this.#timeout);
    this.#everReady = this.#client.status === 'ready';
    this.#client.on('ready', () => {
      this.#everReady = true;
    });
    // ioredis emits connection errors as events; failures surface through commands instead.
    this.#client.on('error', () => undefined);
  }

  /** The ioredis client in use. */
  get client(): Redis {
    return this.#client;
  }

  /** False while Redis is failing (since the last failed command). */
  get available(): boolean {
    return this.#available;
  }

  async get(key: string): Promise<string | undefined> {
    const value = await this.#run('get', () => this.#client.get(this.#namespace + key));
    return value ?? undefined;
  }

  async set(key: string, value: string, options: CacheSetOptions): Promise<void> {
    const ttl = Math.max(1, Math.ceil(options.ttlMs));
    await this.#run('set', () => this.#client.set(this.#namespace + key, value, 'PX', ttl));
  }

  async delete(key: string): Promise<void> {
    await this.#run('delete', () => this.#client.del(this.#namespace + key));
  }

  /** Closes the client when the store created it (from `url`). */
  async close(): Promise<void> {
    if (!this.#owned) return;
    try {
      await this.#client.quit();
    } catch {
      this.#client.disconnect();
    }
  }

  async #run<T>(operation: 'get' | 'set' | 'delete', command: () => Promise<T>): Promise<T> {
    try {
      if (!this.#everReady && !this.#gaveUpWaiting) await this.#firstConnection();
      const result = await withTimeout(command(), this.#timeout);
      this.#available = true;
      return result;
    } catch (error) {
      this.#available = false;
      throw new CacheStoreError(operation, error);
    }
  }

  /**
   * Waits (up to the operation timeout) for the very first connection, so startup is not a miss;
   * if Redis is not up by then, later operations fail fast until it connects.
   */
  #firstConnection(): Promise<void> {
    this.#firstReady ??= new Promise<void>((resolve) => {
      this.#client.once('ready', () => {
        resolve();
      });
    });
    return withTimeout(this.#firstReady, this.#timeout).catch((error: unknown) => {
      this.#gaveUpWaiting = true;
      throw error;
    });
  }
}

function createClient(url: string, timeout: number): Redis {
  return new Redis(url, {
    // Fail fast while disconnected instead of queueing commands until Redis returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: timeout,
    connectTimeout: Math.max(timeout, 1000),
    retryStrategy: (attempt: number) => Math.min(attempt * 100, 2000),
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`timed out after ${ms} ms`));
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
