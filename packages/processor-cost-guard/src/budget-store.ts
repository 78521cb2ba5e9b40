import type { BudgetAmounts, BudgetLimits } from './budget-amounts.js';
import type { BudgetWindow } from './budget-window.js';

/** One atomic operation on one budget key (see `BudgetStore.charge`). */
export interface BudgetChargeRequest {
  /** The budget's key (processor id, scope kind and scope id). */
  key: string;
  window: BudgetWindow;
  /** The current time in ms: buckets older than the window are dropped first. */
  now: number;
  /** The time the amounts are dated at (their bucket). @default now */
  at?: number;
  /** Added to the window (may be negative: a correction of an earlier estimate). */
  amounts: BudgetAmounts;
  /**
   * When set, the amounts are added only if the window's usage plus the amounts stays within every
   * limit (check-and-add); when absent, they are always added.
   */
  limits?: BudgetLimits;
}

/** What a charge found and did. */
export interface BudgetChargeResult {
  /** False when `limits` was set and the amounts did not fit (nothing was added). */
  accepted: boolean;
  /** The window's usage after the operation. */
  used: BudgetAmounts;
  /**
   * Refused: the earliest time enough usage has aged out for the amounts to fit, or `undefined`
   * when they exceed the limit on their own. Accepted: when the newest usage ages out (the window
   * is empty again), or `undefined` when nothing is counted.
   */
  resetsAt: number | undefined;
}

/**
 * Where budgets are counted. `charge` must be atomic per key: the check, the add and the sum of a
 * charge see no other charge in between, across every process that shares the store
 * (`MemoryBudgetStore` within one process, `RedisBudgetStore` across processes through one Lua
 * script). Implement it for another database; throw on failure (the guard's `onStoreError` decides).
 */
export interface BudgetStore {
  /** Atomically drops expired buckets of `request.key`, checks the limits (when given) and adds the amounts. */
  charge(request: BudgetChargeRequest): Promise<BudgetChargeResult>;
  /** Releases connections the store owns. */
  close?(): Promise<void>;
}
