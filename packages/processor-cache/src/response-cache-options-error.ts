import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.ResponseCacheOptionsError');

/** `new ResponseCache(options)` was given invalid options; `issues` says which and why. */
export class ResponseCacheOptionsError extends SluiceError {
  private readonly [MARKER] = true;
  /** One line per invalid option, `path: message`. */
  readonly issues: string[];

  constructor(issues: string[]) {
    super('CACHE_OPTIONS_INVALID', `Invalid ResponseCache options: ${issues.join('; ')}`);
    this.name = 'ResponseCacheOptionsError';
    this.issues = issues;
  }

  /** True when `error` is a `ResponseCacheOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is ResponseCacheOptionsError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
