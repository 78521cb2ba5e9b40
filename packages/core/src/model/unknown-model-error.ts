import { SluiceError } from '../errors/sluice-error.js';

const MARKER = Symbol.for('sluice.error.UnknownModelError');

/** A model id could not be resolved: no resolver was configured, or the resolver did not know it. */
export class UnknownModelError extends SluiceError {
  private readonly [MARKER] = true;
  /** The id that could not be resolved. */
  readonly modelId: string;

  constructor(modelId: string, reason: string, cause?: unknown) {
    super('UNKNOWN_MODEL', `Cannot resolve model "${modelId}": ${reason}`, { cause });
    this.name = 'UnknownModelError';
    this.modelId = modelId;
  }

  /** True when `error` is an `UnknownModelError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is UnknownModelError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
