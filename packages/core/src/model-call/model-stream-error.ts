import { SluiceError } from '../errors/sluice-error.js';

const MARKER = Symbol.for('sluice.error.ModelStreamError');

/**
 * The model's stream reported an error part mid-stream. `cause` is the provider's error; error
 * processors receive the cause itself.
 */
export class ModelStreamError extends SluiceError {
  private readonly [MARKER] = true;

  constructor(cause: unknown) {
    super('MODEL_STREAM_ERROR', `The model stream failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'ModelStreamError';
  }

  /** True when `error` is a `ModelStreamError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is ModelStreamError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
