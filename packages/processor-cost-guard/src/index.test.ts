import { describe, expect, it } from 'vitest';
import * as api from './index.js';
import * as redis from './redis.js';

describe('public entry points', () => {
  it('the main entry exports exactly these names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'BudgetStoreError',
      'CostGuard',
      'CostGuardOptionsError',
      'CostGuardPriceError',
      'CostGuardStoreError',
      'MemoryBudgetStore',
      'budgetWindow',
      'costGuardOptionsSchema',
    ]);
  });

  it('the redis entry exports exactly RedisBudgetStore', () => {
    expect(Object.keys(redis)).toEqual(['RedisBudgetStore']);
  });
});
