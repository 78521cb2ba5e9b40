import type { BudgetAmounts, BudgetLimits } from './budget-amounts.js';

/** Where in the run the guard was when an event happened. */
export type CostGuardPhase = 'check' | 'record' | 'refund';

/**
 * What the guard did, for dashboards and metrics (`onEvent`). `scope` is the budget's scope id
 * (a resource id, thread id, or your function's value): events never carry prompts or answers.
 * Amounts are in tokens and in the price table's currency.
 */
export type CostGuardEvent =
  /** The pre-call estimate fit the budget and was reserved. */
  | { type: 'allowed'; scope: string; estimate: BudgetAmounts; used: BudgetAmounts; limits: BudgetLimits }
  /** The estimate did not fit: the call was blocked (`strategy: 'block'`). */
  | { type: 'blocked'; scope: string; estimate: BudgetAmounts; used: BudgetAmounts; limits: BudgetLimits; resetsAt: number | undefined }
  /** The estimate did not fit but `strategy: 'warn'` let the call through (and counted it). */
  | { type: 'exceeded'; scope: string; estimate: BudgetAmounts; used: BudgetAmounts; limits: BudgetLimits; resetsAt: number | undefined }
  /** Usage reached `warnAtPercent` of a limit (once per request). */
  | { type: 'warn'; scope: string; used: BudgetAmounts; limits: BudgetLimits; percent: number }
  /** A step's real usage was counted (the reservation corrected to it). */
  | { type: 'recorded'; scope: string; model: string; usage: BudgetAmounts; used: BudgetAmounts }
  /** A step replayed from a cache (`fromCache`) cost nothing; its reservation was returned. */
  | { type: 'replayed'; scope: string }
  /** The provider rejected the call (no usage): its reservation was given back. */
  | { type: 'refunded'; scope: string; amounts: BudgetAmounts }
  /** The run had no id for the configured scope (`onMissingScope` decided). */
  | { type: 'no-scope'; action: 'block' | 'allow' }
  /** The store failed (`onStoreError` decided). */
  | { type: 'store-error'; phase: CostGuardPhase; action: 'block' | 'allow'; error: unknown };

/** Receives guard events; its errors are swallowed. */
export type CostGuardEventCallback = (event: CostGuardEvent) => void;
