import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.InvalidPrefillOptionsError');

/** Thrown by the constructors of this package when their options do not validate. */
export class InvalidPrefillOptionsError extends SluiceError {
  private readonly [MARKER] = true;
  /** Which processor's options were rejected. */
  readonly processorName: string;

  constructor(processorName: string, issues: string) {
    super('PREFILL_ERROR_INVALID_OPTIONS', `[${processorName}] invalid options: ${issues}`);
    this.name = 'InvalidPrefillOptionsError';
    this.processorName = processorName;
  }

  /** True when `error` is an `InvalidPrefillOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is InvalidPrefillOptionsError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
