/**
 * A rolling window cut into fixed buckets: usage is dated into the bucket of its time and counts
 * until the bucket leaves the window. With `buckets` buckets of `bucketMs`, the window is
 * `buckets x bucketMs` long and a spend counts for between `(buckets - 1) x bucketMs` and
 * `buckets x bucketMs` (it ages out with its whole bucket, not to the millisecond).
 */
export interface BudgetWindow {
  /** Length of one bucket in ms. */
  bucketMs: number;
  /** Buckets in the window (the current one included). */
  buckets: number;
}

/** Builds the window for a length in ms cut into `buckets` buckets (`bucketMs` rounded up). */
export function budgetWindow(windowMs: number, buckets: number): BudgetWindow {
  return { bucketMs: Math.ceil(windowMs / buckets), buckets };
}

/** The index of the bucket holding time `at` (ms since the epoch). */
export function bucketOf(window: BudgetWindow, at: number): number {
  return Math.floor(at / window.bucketMs);
}

/** The oldest bucket index still inside the window at time `now`. */
export function oldestLiveBucket(window: BudgetWindow, now: number): number {
  return bucketOf(window, now) - window.buckets + 1;
}

/** When usage in `bucket` stops counting (ms since the epoch). */
export function bucketExpiresAt(window: BudgetWindow, bucket: number): number {
  return (bucket + window.buckets) * window.bucketMs;
}
