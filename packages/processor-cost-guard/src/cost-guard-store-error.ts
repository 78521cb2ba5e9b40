import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.CostGuardStoreError');

/**
 * The budget store failed and `onStoreError` is `'block'` (the default): the guard fails closed.
 * Code `COST_GUARD_STORE_FAILED`; names the processor and the hook; the store's error is `cause`.
 * The runner wraps it in core's `ProcessorError`, so the run ends with an error.
 */
export class CostGuardStoreError extends SluiceError {
  private readonly [MARKER] = true;
  /** The guard's processor id. */
  readonly processorId: string;
  /** The hook that needed the store. */
  readonly hook: 'processLLMRequest' | 'processLLMResponse';

  constructor(processorId: string, hook: 'processLLMRequest' | 'processLLMResponse', cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super('COST_GUARD_STORE_FAILED', `[processor ${processorId}] ${hook}: the budget store failed, so the call is refused (onStoreError: 'block'): ${reason}`, { cause });
    this.name = 'CostGuardStoreError';
    this.processorId = processorId;
    this.hook = hook;
  }

  /** True when `error` is a `CostGuardStoreError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is CostGuardStoreError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
