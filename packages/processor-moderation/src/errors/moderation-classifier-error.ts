import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.ModerationClassifierError');

/** Why a classification failed. */
export type ClassifierFailureReason = 'timeout' | 'http' | 'invalid-response' | 'failed';

/** Options of a `ModerationClassifierError`. */
export interface ModerationClassifierErrorOptions {
  /** Id of the classifier that failed. */
  classifierId: string;
  reason: ClassifierFailureReason;
  /** HTTP status, for `http` failures. */
  status?: number;
  cause?: unknown;
}

/**
 * A classifier could not score the text: it timed out, its endpoint answered with an error status,
 * it returned something malformed, or it threw. With `errorStrategy: 'fail-closed'` (the default)
 * the moderation processor throws this error, so the run ends without releasing unjudged text.
 */
export class ModerationClassifierError extends SluiceError {
  private readonly [MARKER] = true;
  /** Id of the classifier that failed. */
  readonly classifierId: string;
  /** Why it failed. */
  readonly reason: ClassifierFailureReason;
  /** HTTP status for `http` failures. */
  readonly status: number | undefined;

  constructor(message: string, options: ModerationClassifierErrorOptions) {
    super('MODERATION_CLASSIFIER_ERROR', `[classifier ${options.classifierId}] ${message}`, {
      cause: options.cause,
    });
    this.name = 'ModerationClassifierError';
    this.classifierId = options.classifierId;
    this.reason = options.reason;
    this.status = options.status;
  }

  /** True when `error` is a `ModerationClassifierError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is ModerationClassifierError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
