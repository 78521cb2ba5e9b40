import { describe, expect, it } from 'vitest';
import { bucketExpiresAt, bucketOf, budgetWindow, oldestLiveBucket } from './budget-window.js';
import { emptiesAt, fitsAt } from './window-usage.js';

const hourly = budgetWindow(86_400_000, 24);

describe('budgetWindow()', () => {
  it('cuts a day into 24 one-hour buckets', () => {
    expect(hourly).toEqual({ bucketMs: 3_600_000, buckets: 24 });
  });

  it('rounds a bucket up when the window does not divide evenly', () => {
    expect(budgetWindow(1_000, 3).bucketMs).toBe(334);
  });

  it('keeps the current bucket and the 23 before it alive', () => {
    const now = 100 * 3_600_000 + 5;
    expect(bucketOf(hourly, now)).toBe(100);
    expect(oldestLiveBucket(hourly, now)).toBe(77);
    expect(bucketExpiresAt(hourly, 77)).toBe(101 * 3_600_000);
  });
});

describe('fitsAt()', () => {
  const buckets = [
    { bucket: 10, tokens: 300, cost: 0 },
    { bucket: 8, tokens: 500, cost: 0 },
    { bucket: 12, tokens: 100, cost: 0 },
  ];

  it('walks the oldest buckets first until the amounts fit', () => {
    // used 900, limit 1000, need 400: bucket 8 (500) frees enough.
    expect(fitsAt(hourly, buckets, { tokens: 400, cost: 0 }, { tokens: 1_000 })).toBe(bucketExpiresAt(hourly, 8));
    // need 900: buckets 8 and 10 must go.
    expect(fitsAt(hourly, buckets, { tokens: 900, cost: 0 }, { tokens: 1_000 })).toBe(bucketExpiresAt(hourly, 10));
  });

  it('is undefined when the amounts exceed the limit on their own', () => {
    expect(fitsAt(hourly, buckets, { tokens: 1_001, cost: 0 }, { tokens: 1_000 })).toBeUndefined();
  });

  it('honours the cost limit too', () => {
    const costly = [{ bucket: 3, tokens: 0, cost: 0.9 }];
    expect(fitsAt(hourly, costly, { tokens: 0, cost: 0.2 }, { cost: 1 })).toBe(bucketExpiresAt(hourly, 3));
  });
});

describe('emptiesAt()', () => {
  it('is when the newest non-empty bucket ages out', () => {
    expect(emptiesAt(hourly, [{ bucket: 4, tokens: 1, cost: 0 }, { bucket: 9, tokens: 1, cost: 0 }, { bucket: 11, tokens: 0, cost: 0 }])).toBe(
      bucketExpiresAt(hourly, 9),
    );
    expect(emptiesAt(hourly, [])).toBeUndefined();
  });
});
