import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.BudgetStoreError');

/**
 * A budget store could not complete a charge (Redis down, too slow, or a reply of the wrong
 * shape). Code `COST_GUARD_STORE_UNAVAILABLE`. `CostGuard` decides what happens through
 * `onStoreError`; with `'block'` (the default) it throws `CostGuardStoreError` around this one.
 */
export class BudgetStoreError extends SluiceError {
  private readonly [MARKER] = true;

  constructor(message: string, cause?: unknown) {
    super('COST_GUARD_STORE_UNAVAILABLE', message, cause === undefined ? {} : { cause });
    this.name = 'BudgetStoreError';
  }

  /** True when `error` is a `BudgetStoreError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is BudgetStoreError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
