import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.ConformanceError');

/**
 * A conformance check failed. The message says what the processor did and what the contract
 * expects; `check` is the check's title.
 */
export class ConformanceError extends SluiceError {
  private readonly [MARKER] = true;
  /** Title of the failed check. */
  readonly check: string;

  constructor(check: string, message: string, options: { cause?: unknown } = {}) {
    super('CONFORMANCE_CHECK_FAILED', message, options);
    this.name = 'ConformanceError';
    this.check = check;
  }

  /** True when `error` is a `ConformanceError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is ConformanceError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
