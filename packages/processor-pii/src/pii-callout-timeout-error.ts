import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.PIICalloutTimeoutError');

/** What the detector was waiting for when its deadline passed. */
export type PIICallout = 'entityDetector' | 'placeholderVault';

/**
 * Thrown by a `PIIDetector` hook when an async call out (the `entityDetector`, the placeholder
 * vault) has not settled within the `timeoutMs` option. Code `PII_CALLOUT_TIMEOUT`. The run then
 * fails closed (the runner wraps it in a `ProcessorError`), unless the detector has `failOpen: true`.
 * The message names the call out and the deadline, never any text.
 */
export class PIICalloutTimeoutError extends SluiceError {
  private readonly [MARKER] = true;
  /** The call out that did not settle. */
  readonly callout: PIICallout;
  /** The deadline that passed, in milliseconds. */
  readonly timeoutMs: number;

  constructor(callout: PIICallout, timeoutMs: number) {
    super('PII_CALLOUT_TIMEOUT', `[pii-detector] ${callout} did not settle within ${String(timeoutMs)} ms`);
    this.name = 'PIICalloutTimeoutError';
    this.callout = callout;
    this.timeoutMs = timeoutMs;
  }

  /** True when `error` is a `PIICalloutTimeoutError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is PIICalloutTimeoutError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
