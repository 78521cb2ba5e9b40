import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.PIIOptionsError');

/**
 * Thrown by the `PIIDetector` constructor when its options do not match the schema. Code
 * `PII_INVALID_OPTIONS`. The message lists the failing option paths, never option values (the
 * hash salt is a secret).
 */
export class PIIOptionsError extends SluiceError {
  private readonly [MARKER] = true;
  /** The failing option paths, e.g. `['method']`. */
  readonly paths: string[];

  constructor(paths: string[], message: string) {
    super('PII_INVALID_OPTIONS', message);
    this.name = 'PIIOptionsError';
    this.paths = paths;
  }

  /** True when `error` is a `PIIOptionsError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is PIIOptionsError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
