import { ProcessorOptionsError, type OptionIssue } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.ResponseCacheOptionsError');

/**
 * `new ResponseCache(options)` was given invalid options (an unknown key included). Code
 * `CACHE_OPTIONS_INVALID`. A `ProcessorOptionsError`: `issues` names each invalid option, the
 * nearest valid key and the allowed values.
 */
export class ResponseCacheOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  constructor(issues: readonly OptionIssue[]) {
    super('ResponseCache', issues, { code: 'CACHE_OPTIONS_INVALID' });
    this.name = 'ResponseCacheOptionsError';
  }

  /** True when `error` is a `ResponseCacheOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is ResponseCacheOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
