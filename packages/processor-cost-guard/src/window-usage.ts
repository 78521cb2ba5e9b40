import { fitsLimits, type BudgetAmounts, type BudgetLimits } from './budget-amounts.js';
import { bucketExpiresAt, type BudgetWindow } from './budget-window.js';

/** Usage of one live bucket. */
export interface BucketUsage {
  bucket: number;
  tokens: number;
  cost: number;
}

/** The sum of `buckets`. */
export function sumBuckets(buckets: readonly BucketUsage[]): BudgetAmounts {
  let tokens = 0;
  let cost = 0;
  for (const entry of buckets) {
    tokens += entry.tokens;
    cost += entry.cost;
  }
  return { tokens, cost };
}

/**
 * When `amounts` would fit the limits after the oldest buckets age out, walking `buckets` oldest
 * first; `undefined` when they exceed the limits on their own. The Redis script does the same.
 */
export function fitsAt(
  window: BudgetWindow,
  buckets: readonly BucketUsage[],
  amounts: BudgetAmounts,
  limits: BudgetLimits,
): number | undefined {
  if (!fitsLimits({ tokens: 0, cost: 0 }, amounts, limits)) return undefined;
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  let remaining = sumBuckets(sorted);
  for (const entry of sorted) {
    remaining = { tokens: remaining.tokens - entry.tokens, cost: remaining.cost - entry.cost };
    if (fitsLimits(remaining, amounts, limits)) return bucketExpiresAt(window, entry.bucket);
  }
  return undefined;
}

/** When the newest counted bucket ages out, or `undefined` when nothing is counted. */
export function emptiesAt(window: BudgetWindow, buckets: readonly BucketUsage[]): number | undefined {
  let newest: number | undefined;
  for (const entry of buckets) {
    if (entry.tokens === 0 && entry.cost === 0) continue;
    if (newest === undefined || entry.bucket > newest) newest = entry.bucket;
  }
  return newest === undefined ? undefined : bucketExpiresAt(window, newest);
}
