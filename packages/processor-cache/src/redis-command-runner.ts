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

  /**
   * Runs `command` as `operation`; throws a `CacheStoreError` when it fails or times out. Once the
   * client was ready (or the wait for its first connection gave up), a client that is not ready
   * fails at once without sending the command: nothing waits for the timeout, and nothing piles
   * up in an offline queue (a user's own client may have one).
   */
  async run<T>(operation: CacheStoreOperation, command: () => Promise<T>): Promise<T> {
    try {
      if (!this.#everReady && !this.#gaveUpWaiting) await this.#firstConnection();
      else if (this.#client.status !== 'ready') throw new Error(`Redis client not ready (status ${this.#client.status})`);
      const result = await settleWithin(command(), this.#timeout);
      this.#available = true;
      return result;
    } catch (error) {
      this.#available = false;
      throw new CacheStoreError(operation, error);
    }
  }

  #firstConnection(): Promise<void> {
    // A client made with lazyConnect connects on its first command: start it, since none is sent before it is ready.
    if (this.#client.status === 'wait') this.#client.connect().catch(() => undefined);
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
