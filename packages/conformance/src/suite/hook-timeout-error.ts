import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.HookTimeoutError');

/**
 * A hook (or the suite's `create`) did not settle within the suite's `timeLimitMs`, so the check
 * failed instead of waiting for the test runner's timeout. Code `CONFORMANCE_HOOK_TIMEOUT`.
 */
export class HookTimeoutError extends SluiceError {
  private readonly [MARKER] = true;
  /** The processor's id; undefined when `create` itself did not settle. */
  readonly processorId: string | undefined;
  /** The hook that did not settle (`processInput`, ...), or `create` / `createWithOptions`. */
  readonly hook: string;
  /** The limit it exceeded, in milliseconds. */
  readonly timeLimitMs: number;

  constructor(hook: string, processorId: string | undefined, timeLimitMs: number) {
    super(
      'CONFORMANCE_HOOK_TIMEOUT',
      processorId === undefined
        ? `${hook}() did not settle within ${timeLimitMs} ms (the suite's timeLimitMs)`
        : `${hook} of '${processorId}' did not settle within ${timeLimitMs} ms (the suite's timeLimitMs)`,
    );
    this.name = 'HookTimeoutError';
    this.hook = hook;
    this.processorId = processorId;
    this.timeLimitMs = timeLimitMs;
  }

  /** True when `error` is a `HookTimeoutError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is HookTimeoutError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
