import { ProcessorOptionsError, type OptionIssue } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.InvalidTokenLimitOptionsError');

/**
 * Thrown by the constructors of this package (`TokenLimiter` or `ContextOverflowRecovery`) when their options do not
 * validate, an unknown key included. Code `TOKEN_LIMIT_INVALID_OPTIONS`. A `ProcessorOptionsError`:
 * `processorName` says which constructor, `issues` names each option, the nearest valid key and
 * the allowed values.
 */
export class InvalidTokenLimitOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  constructor(processorName: string, issues: readonly OptionIssue[]) {
    super(processorName, issues, { code: 'TOKEN_LIMIT_INVALID_OPTIONS' });
    this.name = 'InvalidTokenLimitOptionsError';
  }

  /** True when `error` is an `InvalidTokenLimitOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is InvalidTokenLimitOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
