import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.UnkeyableValueError');

/** Why a value cannot be part of a cache key. */
export type UnkeyableReason = 'class-instance' | 'function' | 'symbol' | 'cyclic';

/**
 * A value in a model call cannot be serialized faithfully for the cache key (a class instance other
 * than `Uint8Array`/typed arrays/`ArrayBuffer`, `URL`, `Date`, `Map`, `Set`; a function; a symbol;
 * a cycle). Code `CACHE_KEY_UNKEYABLE`. `ResponseCache` does not cache such a call (a `skip` event
 * with reason `key-error`) rather than risk two different calls sharing a key.
 */
export class UnkeyableValueError extends SluiceError {
  private readonly [MARKER] = true;
  /** Where the value sits in the key material, e.g. `$.prompt[1].content[0].data`. */
  readonly path: string;
  /** What kind of value it is. */
  readonly reason: UnkeyableReason;

  constructor(reason: UnkeyableReason, path: string, detail?: string) {
    super('CACHE_KEY_UNKEYABLE', `cannot key ${describe(reason, detail)} at ${path}`);
    this.name = 'UnkeyableValueError';
    this.path = path;
    this.reason = reason;
  }

  /** True when `error` is an `UnkeyableValueError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is UnkeyableValueError {
    return SluiceError.hasMarker(error, MARKER);
  }
}

function describe(reason: UnkeyableReason, detail: string | undefined): string {
  switch (reason) {
    case 'class-instance':
      return `an instance of ${detail ?? 'a class'}`;
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a symbol';
    case 'cyclic':
      return 'a cyclic value';
  }
}
