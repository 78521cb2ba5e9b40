import { expect, it } from 'vitest';
import type { BudgetStore } from '../budget-store.js';
import { budgetWindow } from '../budget-window.js';

const window = budgetWindow(60_000, 6); // six buckets of 10 s
const start = 1_000_000_000_000; // a bucket boundary (divisible by 10,000)

/** The behaviour every BudgetStore shares; `makeStore` gives a fresh store, `key` a fresh key. */
export function budgetStoreContract(makeStore: () => BudgetStore, key: () => string): void {
  it('charge() adds within the limit and refuses what does not fit, adding nothing', async () => {
    const store = makeStore();
    const k = key();
    const first = await store.charge({ key: k, window, now: start, amounts: { tokens: 600, cost: 0 }, limits: { tokens: 1_000 } });
    expect(first).toMatchObject({ accepted: true, used: { tokens: 600, cost: 0 } });
    const second = await store.charge({ key: k, window, now: start + 1, amounts: { tokens: 500, cost: 0 }, limits: { tokens: 1_000 } });
    expect(second.accepted).toBe(false);
    expect(second.used.tokens).toBe(600);
    expect(second.resetsAt).toBe(start + 60_000);
    const third = await store.charge({ key: k, window, now: start + 2, amounts: { tokens: 400, cost: 0 }, limits: { tokens: 1_000 } });
    expect(third).toMatchObject({ accepted: true, used: { tokens: 1_000 } });
  });

  it('charge() without limits always adds, corrections included (negative amounts)', async () => {
    const store = makeStore();
    const k = key();
    await store.charge({ key: k, window, now: start, amounts: { tokens: 900, cost: 0.5 }, limits: { tokens: 1_000 } });
    const over = await store.charge({ key: k, window, now: start, amounts: { tokens: 300, cost: 0.25 } });
    expect(over).toMatchObject({ accepted: true, used: { tokens: 1_200, cost: 0.75 } });
    const corrected = await store.charge({ key: k, window, now: start + 5, at: start, amounts: { tokens: -700, cost: -0.5 } });
    expect(corrected.used.tokens).toBe(500);
    expect(corrected.used.cost).toBeCloseTo(0.25, 12);
  });

  it('charge() ages usage out bucket by bucket (a rolling window)', async () => {
    const store = makeStore();
    const k = key();
    await store.charge({ key: k, window, now: start, amounts: { tokens: 100, cost: 0 } });
    await store.charge({ key: k, window, now: start + 20_000, amounts: { tokens: 200, cost: 0 } });
    const probe = (now: number) => store.charge({ key: k, window, now, amounts: { tokens: 0, cost: 0 } });
    expect((await probe(start + 59_999)).used.tokens).toBe(300);
    expect((await probe(start + 60_000)).used.tokens).toBe(200);
    expect((await probe(start + 80_000)).used.tokens).toBe(0);
  });

  it('charge() says when enough has aged out for a refused amount, or undefined when it can never fit', async () => {
    const store = makeStore();
    const k = key();
    await store.charge({ key: k, window, now: start, amounts: { tokens: 500, cost: 0 } });
    await store.charge({ key: k, window, now: start + 30_000, amounts: { tokens: 400, cost: 0 } });
    const refused = await store.charge({ key: k, window, now: start + 31_000, amounts: { tokens: 300, cost: 0 }, limits: { tokens: 1_000 } });
    expect(refused).toMatchObject({ accepted: false, resetsAt: start + 60_000 });
    const never = await store.charge({ key: k, window, now: start + 31_000, amounts: { tokens: 1_001, cost: 0 }, limits: { tokens: 1_000 } });
    expect(never).toMatchObject({ accepted: false, resetsAt: undefined });
  });

  it('charge() checks the cost limit and the token limit together', async () => {
    const store = makeStore();
    const k = key();
    const limits = { tokens: 1_000, cost: 0.01 };
    expect((await store.charge({ key: k, window, now: start, amounts: { tokens: 10, cost: 0.009 }, limits })).accepted).toBe(true);
    expect((await store.charge({ key: k, window, now: start, amounts: { tokens: 10, cost: 0.002 }, limits })).accepted).toBe(false);
  });

  it('charge() dates a correction into the bucket of its reservation, and drops one for an expired bucket', async () => {
    const store = makeStore();
    const k = key();
    await store.charge({ key: k, window, now: start, amounts: { tokens: 100, cost: 0 } });
    await store.charge({ key: k, window, now: start + 30_000, at: start, amounts: { tokens: 50, cost: 0 } });
    // Both age out with the first bucket.
    expect((await store.charge({ key: k, window, now: start + 60_000, amounts: { tokens: 0, cost: 0 } })).used.tokens).toBe(0);
    const late = await store.charge({ key: k, window, now: start + 70_000, at: start, amounts: { tokens: 999, cost: 0 } });
    expect(late.used.tokens).toBe(0);
  });

  it('charge() keeps budget keys apart', async () => {
    const store = makeStore();
    const a = key();
    const b = key();
    await store.charge({ key: a, window, now: start, amounts: { tokens: 1_000, cost: 0 } });
    expect((await store.charge({ key: b, window, now: start, amounts: { tokens: 1, cost: 0 }, limits: { tokens: 1 } })).accepted).toBe(true);
  });

  it('charge() is atomic: 200 concurrent check-and-adds accept exactly what fits', async () => {
    const store = makeStore();
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 200 }, () => store.charge({ key: k, window, now: start, amounts: { tokens: 7, cost: 0 }, limits: { tokens: 700 } })),
    );
    expect(results.filter((r) => r.accepted)).toHaveLength(100);
    const after = await store.charge({ key: k, window, now: start, amounts: { tokens: 0, cost: 0 } });
    expect(after.used.tokens).toBe(700);
  });
}
