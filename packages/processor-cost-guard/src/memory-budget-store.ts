import { ProcessorOptionsError } from '@sluice/core';
import type { BudgetChargeRequest, BudgetChargeResult, BudgetStore } from './budget-store.js';
import { fitsLimits } from './budget-amounts.js';
import { bucketOf, oldestLiveBucket } from './budget-window.js';
import { emptiesAt, fitsAt, sumBuckets, type BucketUsage } from './window-usage.js';

/** Options of `MemoryBudgetStore`. */
export interface MemoryBudgetStoreOptions {
  /** Most budget keys kept; the least recently charged key is dropped beyond it. @default 100_000 */
  maxKeys?: number;
}

/**
 * A `BudgetStore` in this process's memory: exact and atomic within one process (a charge runs
 * synchronously), shared by every `CostGuard` given the same instance, and lost on restart. Use
 * `RedisBudgetStore` (`@sluice/processor-cost-guard/redis`) when several processes share a budget.
 *
 * @example
 * const store = new MemoryBudgetStore();
 * const guard = new CostGuard({ maxTokens: 50_000, store });
 */
export class MemoryBudgetStore implements BudgetStore {
  readonly #keys = new Map<string, Map<number, BucketUsage>>();
  readonly #maxKeys: number;

  constructor(options: MemoryBudgetStoreOptions = {}) {
    const maxKeys = options.maxKeys ?? 100_000;
    if (!Number.isInteger(maxKeys) || maxKeys < 1) {
      throw new ProcessorOptionsError('MemoryBudgetStore', [{ path: 'maxKeys', message: 'expected a positive integer' }]);
    }
    this.#maxKeys = maxKeys;
  }

  /** Number of budget keys held. */
  get size(): number {
    return this.#keys.size;
  }

  /** Atomic check-and-add (or add) on one key; see `BudgetStore.charge`. */
  charge(request: BudgetChargeRequest): Promise<BudgetChargeResult> {
    return Promise.resolve(this.chargeNow(request));
  }

  /** `charge`, synchronously. */
  chargeNow(request: BudgetChargeRequest): BudgetChargeResult {
    const { window, now, amounts, limits } = request;
    const buckets = this.#live(request.key, oldestLiveBucket(window, now));
    const list = [...buckets.values()];
    const used = sumBuckets(list);
    if (limits !== undefined && !fitsLimits(used, amounts, limits)) {
      return { accepted: false, used, resetsAt: fitsAt(window, list, amounts, limits) };
    }
    const bucket = bucketOf(window, request.at ?? now);
    if (bucket >= oldestLiveBucket(window, now)) {
      const entry = buckets.get(bucket) ?? { bucket, tokens: 0, cost: 0 };
      entry.tokens += amounts.tokens;
      entry.cost += amounts.cost;
      buckets.set(bucket, entry);
    }
    const after = [...buckets.values()];
    return { accepted: true, used: sumBuckets(after), resetsAt: emptiesAt(window, after) };
  }

  /** The key's buckets with expired ones dropped; refreshes the key's recency. */
  #live(key: string, oldest: number): Map<number, BucketUsage> {
    const buckets = this.#keys.get(key) ?? new Map<number, BucketUsage>();
    this.#keys.delete(key);
    for (const bucket of buckets.keys()) if (bucket < oldest) buckets.delete(bucket);
    this.#keys.set(key, buckets);
    if (this.#keys.size > this.#maxKeys) {
      const least = this.#keys.keys().next().value;
      if (least !== undefined) this.#keys.delete(least);
    }
    return buckets;
  }

  /** Forgets every budget. */
  close(): Promise<void> {
    this.#keys.clear();
    return Promise.resolve();
  }
}
