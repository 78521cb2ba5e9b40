import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.RedisCacheStoreOptionsError');

/**
 * `new RedisCacheStore(...)` was given invalid options: not exactly one of `client`, `url` or
 * `clusterNodes`; a bad second argument of `new RedisCacheStore(client, settings)`; an unknown
 * option; a timing that is not a positive integer; a namespace with `{` or `}`. Code
 * `CACHE_STORE_OPTIONS_INVALID`; `option` names the offending option when there is one.
 */
export class RedisCacheStoreOptionsError extends SluiceError {
  private readonly [MARKER] = true;
  /** The option at fault (e.g. `leaseTtl`), when one is. */
  readonly option: string | undefined;

  constructor(message: string, option?: string) {
    super('CACHE_STORE_OPTIONS_INVALID', `RedisCacheStore: ${message}`);
    this.name = 'RedisCacheStoreOptionsError';
    this.option = option;
  }

  /** True when `error` is a `RedisCacheStoreOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is RedisCacheStoreOptionsError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
