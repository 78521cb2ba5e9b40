import { describe, expect, it } from 'vitest';
import { ProcessorOptionsError } from '@sluice/core';
import { budgetWindow } from './budget-window.js';
import { MemoryBudgetStore } from './memory-budget-store.js';
import { budgetStoreContract } from './test/budget-store-contract.js';

let n = 0;

describe('MemoryBudgetStore', () => {
  budgetStoreContract(() => new MemoryBudgetStore(), () => `key-${String(++n)}`);

  it('drops the least recently charged key beyond maxKeys', async () => {
    const store = new MemoryBudgetStore({ maxKeys: 2 });
    const window = budgetWindow(60_000, 6);
    for (const key of ['a', 'b', 'a', 'c']) await store.charge({ key, window, now: 0, amounts: { tokens: 1, cost: 0 } });
    expect(store.size).toBe(2);
    expect((await store.charge({ key: 'a', window, now: 0, amounts: { tokens: 0, cost: 0 } })).used.tokens).toBe(2);
    expect((await store.charge({ key: 'b', window, now: 0, amounts: { tokens: 0, cost: 0 } })).used.tokens).toBe(0);
  });

  it('refuses a maxKeys that is not a positive integer', () => {
    expect(() => new MemoryBudgetStore({ maxKeys: 0 })).toThrow(ProcessorOptionsError);
  });
});
