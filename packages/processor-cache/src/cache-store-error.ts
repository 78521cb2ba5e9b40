import { SluiceError } from '@sluice/core';
import type { CacheStoreOperation } from './cache-store-operation.js';

const MARKER = Symbol.for('sluice.error.CacheStoreError');

/**
 * A cache store could not complete an operation (e.g. Redis is down or too slow). `ResponseCache`
 * turns it into a miss and one warning per outage; it never fails a run.
 */
export class CacheStoreError extends SluiceError {
  private readonly [MARKER] = true;
  /** The store operation that failed. */
  readonly operation: CacheStoreOperation;

  constructor(operation: CacheStoreOperation, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super('CACHE_STORE_UNAVAILABLE', `cache store ${operation} failed: ${reason}`, { cause });
    this.name = 'CacheStoreError';
    this.operation = operation;
  }

  /** True when `error` is a `CacheStoreError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is CacheStoreError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
