import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.InvalidTokenLimitOptionsError');

/** Thrown by the constructors of this package when their options do not validate. */
export class InvalidTokenLimitOptionsError extends SluiceError {
  private readonly [MARKER] = true;
  /** Which processor's options were rejected. */
  readonly processorName: string;

  constructor(processorName: string, issues: string) {
    super('TOKEN_LIMIT_INVALID_OPTIONS', `[${processorName}] invalid options: ${issues}`);
    this.name = 'InvalidTokenLimitOptionsError';
    this.processorName = processorName;
  }

  /** True when `error` is an `InvalidTokenLimitOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is InvalidTokenLimitOptionsError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
