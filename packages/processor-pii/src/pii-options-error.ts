import { ProcessorOptionsError, type OptionIssue } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.PIIOptionsError');

/**
 * Thrown by the `PIIDetector` constructor when its options do not match the schema, including
 * any unknown key (`{ stratgy: 'block' }` is rejected, never ignored). Code `PII_INVALID_OPTIONS`.
 * A `ProcessorOptionsError`: `issues` names each failing option, the nearest valid key and the
 * allowed values; the message never contains option values (the hash salt is a secret).
 */
export class PIIOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  constructor(issues: readonly OptionIssue[]) {
    super('PIIDetector', issues, { code: 'PII_INVALID_OPTIONS' });
    this.name = 'PIIOptionsError';
  }

  /** The failing option paths, e.g. `['method']` (`'(root)'` for the options object itself). */
  get paths(): string[] {
    return this.issues.map((issue) => issue.path || '(root)');
  }

  /** True when `error` is a `PIIOptionsError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is PIIOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
