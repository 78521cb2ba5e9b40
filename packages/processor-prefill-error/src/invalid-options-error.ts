import { ProcessorOptionsError, type OptionIssue } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.InvalidPrefillOptionsError');

/**
 * Thrown by the constructors of this package (`PrefillErrorHandler` or `PrefillGuard`) when their options do not
 * validate, an unknown key included. Code `PREFILL_ERROR_INVALID_OPTIONS`. A `ProcessorOptionsError`:
 * `processorName` says which constructor, `issues` names each option, the nearest valid key and
 * the allowed values.
 */
export class InvalidPrefillOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  constructor(processorName: string, issues: readonly OptionIssue[]) {
    super(processorName, issues, { code: 'PREFILL_ERROR_INVALID_OPTIONS' });
    this.name = 'InvalidPrefillOptionsError';
  }

  /** True when `error` is an `InvalidPrefillOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is InvalidPrefillOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
