import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.ScriptExhaustedError');

/**
 * A `ScriptedModel` was called more times than its script has steps (and `loop` is off). The
 * message gives the call number and the script length, so a test that makes an unexpected extra
 * model call (a retry, another step) fails with a clear reason.
 */
export class ScriptExhaustedError extends SluiceError {
  private readonly [MARKER] = true;
  /** 1-based number of the call that found no step. */
  readonly callNumber: number;
  /** How many steps the script has. */
  readonly scriptLength: number;

  constructor(modelId: string, callNumber: number, scriptLength: number) {
    super(
      'SCRIPT_EXHAUSTED',
      `ScriptedModel ${modelId}: call ${callNumber} has no scripted step (the script has ${scriptLength} step${scriptLength === 1 ? '' : 's'}); add steps or pass { loop: true }`,
    );
    this.name = 'ScriptExhaustedError';
    this.callNumber = callNumber;
    this.scriptLength = scriptLength;
  }

  /** True when `error` is a `ScriptExhaustedError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is ScriptExhaustedError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
