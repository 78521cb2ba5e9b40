import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.PromptInjectionDetectorError');

/** Why a detection failed. */
export type DetectorFailureReason = 'failed' | 'invalid-response' | 'timeout';

/** Options of a `PromptInjectionDetectorError`. */
export interface PromptInjectionDetectorErrorOptions {
  /** Id of the processor whose detector failed. */
  processorId: string;
  /** Hook in which it failed (`processInput`, `processToolResult`, ...). */
  hook: string;
  /** Id of the detector that failed. */
  detectorId: string;
  reason: DetectorFailureReason;
  cause?: unknown;
}

/**
 * A detector could not judge a text: it threw, timed out or returned something malformed. With
 * `errorStrategy: 'fail-closed'` (the default) the processor throws this error, so nothing
 * unjudged reaches the model. Code `PROMPT_INJECTION_DETECTOR_ERROR`; the message names the
 * processor, the hook and the detector.
 */
export class PromptInjectionDetectorError extends SluiceError {
  private readonly [MARKER] = true;
  /** Id of the processor whose detector failed. */
  readonly processorId: string;
  /** Hook in which the detector failed. */
  readonly hook: string;
  /** Id of the detector that failed. */
  readonly detectorId: string;
  /** Why it failed. */
  readonly reason: DetectorFailureReason;

  constructor(message: string, options: PromptInjectionDetectorErrorOptions) {
    super(
      'PROMPT_INJECTION_DETECTOR_ERROR',
      `[processor ${options.processorId}] ${options.hook}: detector ${options.detectorId} ${message}`,
      { cause: options.cause },
    );
    this.name = 'PromptInjectionDetectorError';
    this.processorId = options.processorId;
    this.hook = options.hook;
    this.detectorId = options.detectorId;
    this.reason = options.reason;
  }

  /** True when `error` is a `PromptInjectionDetectorError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is PromptInjectionDetectorError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
