import { ProcessorOptionsError, type OptionIssue } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.UnicodeOptionsError');

/**
 * Thrown by `new UnicodeNormalizer(options)` when the options do not match the schema, an unknown
 * key included (`{ trimm: true }` is rejected and the issue names `trim`). Code
 * `UNICODE_INVALID_OPTIONS`. A `ProcessorOptionsError`: `issues` lists every problem.
 */
export class UnicodeOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  constructor(issues: readonly OptionIssue[]) {
    super('UnicodeNormalizer', issues, { code: 'UNICODE_INVALID_OPTIONS' });
    this.name = 'UnicodeOptionsError';
  }

  /** True when `error` is a `UnicodeOptionsError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is UnicodeOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
