import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { BudgetChargeRequest, BudgetChargeResult, BudgetStore } from './budget-store.js';
import { BudgetStoreError } from './budget-store-error.js';
import { CHARGE_SCRIPT } from './charge-script.js';
import { ProcessorOptionsError, settleWithin } from '@sluice/core';

/** Options of `RedisBudgetStore`: give either a `client` or a `url`. */
export interface RedisBudgetStoreOptions {
  /** An ioredis client you own (not closed by `close()`). */
  client?: Redis;
  /** A Redis URL (`redis://host:port/db`); the store creates and owns its client. */
  url?: string;
  /**
   * Prefix of every key. Keys are `<namespace>{<budget key>}`: the braces are a hash tag, so a
   * budget lives in one slot of a Redis Cluster. @default 'sluice:cost:'
   */
  namespace?: string;
  /** Longest a charge may take before it fails with `BudgetStoreError`, in ms. @default 500 */
  operationTimeout?: number;
}

const SCRIPT_SHA = createHash('sha1').update(CHARGE_SCRIPT).digest('hex');

/**
 * A `BudgetStore` on Redis (ioredis): one hash per budget, charged by one Lua script
 * (`EVALSHA`, loaded on first use), so the check and the add are atomic across every process and
 * instance that shares the Redis. Keys expire with their newest bucket. While Redis is down or
 * slower than `operationTimeout`, charges fail fast with `BudgetStoreError` (an owned client does
 * not queue commands) and the guard's `onStoreError` decides; the client reconnects by itself.
 * Node only: import it from `@sluice/processor-cost-guard/redis`.
 *
 * @example
 * import { RedisBudgetStore } from '@sluice/processor-cost-guard/redis';
 * const store = new RedisBudgetStore({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
 * const guard = new CostGuard({ maxTokens: 50_000, store });
 */
export class RedisBudgetStore implements BudgetStore {
  readonly #client: Redis;
  readonly #owned: boolean;
  readonly #namespace: string;
  readonly #timeout: number;
  /** Resolves on the client's first `ready`; charges before it wait for it (within the timeout). */
  readonly #firstReady: Promise<void>;

  constructor(options: RedisBudgetStoreOptions) {
    if ((options.client === undefined) === (options.url === undefined)) {
      throw new ProcessorOptionsError('RedisBudgetStore', [{ path: '', message: 'pass exactly one of `client` or `url`' }]);
    }
    const timeout = options.operationTimeout ?? 500;
    if (!Number.isFinite(timeout) || timeout <= 0) {
      throw new ProcessorOptionsError('RedisBudgetStore', [{ path: 'operationTimeout', message: 'expected a positive number of milliseconds' }]);
    }
    this.#timeout = timeout;
    this.#namespace = options.namespace ?? 'sluice:cost:';
    this.#owned = options.client === undefined;
    this.#client = options.client ?? createClient(options.url ?? '', timeout);
    // ioredis reports connection errors as events; failures surface through commands instead.
    if (this.#owned) this.#client.on('error', () => undefined);
    this.#firstReady =
      this.#client.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            this.#client.once('ready', () => {
              resolve();
            });
          });
  }

  /** The ioredis client in use. */
  get client(): Redis {
    return this.#client;
  }

  /** The Redis key of a budget key. */
  redisKey(key: string): string {
    return `${this.#namespace}{${key}}`;
  }

  /**
   * Atomic check-and-add (or add) on one key, in one Lua script; see `BudgetStore.charge`.
   * @throws BudgetStoreError when Redis fails, is slower than `operationTimeout`, or answers oddly.
   */
  async charge(request: BudgetChargeRequest): Promise<BudgetChargeResult> {
    const { window, amounts, limits } = request;
    const args = [
      String(request.now),
      String(request.at ?? request.now),
      String(window.bucketMs),
      String(window.buckets),
      String(amounts.tokens),
      String(amounts.cost),
      limits?.tokens === undefined ? '' : String(limits.tokens),
      limits?.cost === undefined ? '' : String(limits.cost),
      limits === undefined ? '0' : '1',
    ];
    let reply: unknown;
    try {
      reply = await settleWithin(this.#run(this.redisKey(request.key), args), this.#timeout);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new BudgetStoreError(`budget store charge failed: ${reason}`, error);
    }
    return parseReply(reply);
  }

  async #run(key: string, args: string[]): Promise<unknown> {
    await this.#firstReady;
    try {
      return await this.#client.evalsha(SCRIPT_SHA, 1, key, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('NOSCRIPT')) throw error;
      return this.#client.eval(CHARGE_SCRIPT, 1, key, ...args);
    }
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
}

function parseReply(reply: unknown): BudgetChargeResult {
  if (!Array.isArray(reply) || reply.length !== 4) throw new BudgetStoreError('budget store reply has the wrong shape');
  const [accepted, tokens, cost, resetsAt] = reply as unknown[];
  const used = { tokens: Number(tokens), cost: Number(cost) };
  if (!Number.isFinite(used.tokens) || !Number.isFinite(used.cost)) throw new BudgetStoreError('budget store reply holds no numbers');
  return {
    accepted: accepted === 1,
    used,
    resetsAt: resetsAt === '' || resetsAt === undefined ? undefined : Number(resetsAt),
  };
}

function createClient(url: string, timeout: number): Redis {
  return new Redis(url, {
    // Fail fast while disconnected instead of queueing charges until Redis returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: timeout,
    connectTimeout: Math.max(timeout, 1000),
    retryStrategy: (attempt: number) => Math.min(attempt * 100, 2000),
  });
}
