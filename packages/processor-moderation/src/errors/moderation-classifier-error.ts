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
  /** For a rate-limited (429) answer: how long the endpoint asked to wait, in milliseconds. */
  retryAfterMs?: number;
  cause?: unknown;
  /** Id of the moderation processor whose hook called the classifier (set by the processor). */
  processorId?: string;
  /** The hook that called the classifier, e.g. `processInput` (set by the processor). */
  hook?: string;
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
  /** For a rate-limited (429) answer: how long the endpoint asked to wait, in milliseconds, when it said. */
  readonly retryAfterMs: number | undefined;
  /** Id of the moderation processor whose hook called the classifier, when known. */
  readonly processorId: string | undefined;
  /** The hook that called the classifier (`processInput`, ...), when known. */
  readonly hook: string | undefined;
  /** The message without its `[...]` origin prefix. */
  readonly #detail: string;
  readonly #options: ModerationClassifierErrorOptions;

  constructor(message: string, options: ModerationClassifierErrorOptions) {
    super('MODERATION_CLASSIFIER_ERROR', `[${origin(options)}] ${message}`, {
      cause: options.cause,
    });
    this.name = 'ModerationClassifierError';
    this.classifierId = options.classifierId;
    this.reason = options.reason;
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
    this.processorId = options.processorId;
    this.hook = options.hook;
    this.#detail = message;
    this.#options = options;
  }

  /** The same error, attributed to the processor and hook that called the classifier. */
  at(processorId: string, hook: string): ModerationClassifierError {
    return new ModerationClassifierError(this.#detail, { ...this.#options, processorId, hook });
  }

  /** True when `error` is a `ModerationClassifierError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is ModerationClassifierError {
    return SluiceError.hasMarker(error, MARKER);
  }
}

/** `processor moderation, hook processInput, classifier lexicon` (the parts that are known). */
function origin(options: ModerationClassifierErrorOptions): string {
  const parts: string[] = [];
  if (options.processorId !== undefined) parts.push(`processor ${options.processorId}`);
  if (options.hook !== undefined) parts.push(`hook ${options.hook}`);
  parts.push(`classifier ${options.classifierId}`);
  return parts.join(', ');
}
