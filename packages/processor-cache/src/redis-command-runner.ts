import type { CacheStoreOperation } from './cache-store-operation.js';
import { CacheStoreError } from './cache-store-error.js';
import type { RedisClient } from './redis-client.js';
import { settleWithin } from '@sluice/core';

/**
 * Runs commands on one ioredis client, each bounded by the operation timeout and turned into a
 * `CacheStoreError` on failure. The very first command waits (up to the timeout) for the first
 * connection, so startup is not a miss; if Redis is not up by then, later commands fail fast
 * until it connects.
 */
export class RedisCommandRunner {
  readonly #client: RedisClient;
  readonly #timeout: number;
  #available = true;
  #everReady: boolean;
  #firstReady: Promise<void> | undefined;
  /** Set once a wait for the first connection timed out: later commands fail fast instead. */
  #gaveUpWaiting = false;

  constructor(client: RedisClient, timeout: number) {
    this.#client = client;
    this.#timeout = timeout;
    this.#everReady = client.status === 'ready';
    client.on('ready', () => {
      this.#everReady = true;
    });
    // ioredis emits connection errors as events; failures surface through commands instead.
    client.on('error', () => undefined);
  }

  /** False while Redis is failing (since the last failed command). */
  get available(): boolean {
    return this.#available;
  }

  /** Runs `command` as `operation`; throws a `CacheStoreError` when it fails or times out. */
  async run<T>(operation: CacheStoreOperation, command: () => Promise<T>): Promise<T> {
    try {
      if (!this.#everReady && !this.#gaveUpWaiting) await this.#firstConnection();
      const result = await settleWithin(command(), this.#timeout);
      this.#available = true;
      return result;
    } catch (error) {
      this.#available = false;
      throw new CacheStoreError(operation, error);
    }
  }

  #firstConnection(): Promise<void> {
    this.#firstReady ??= new Promise<void>((resolve) => {
      this.#client.once('ready', () => {
        resolve();
      });
    });
    return settleWithin(this.#firstReady, this.#timeout).catch((error: unknown) => {
      this.#gaveUpWaiting = true;
      throw error;
    });
  }
}
