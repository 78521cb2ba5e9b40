import { SluiceError } from '../errors/sluice-error.js';

const MARKER = Symbol.for('sluice.error.TextHoldBackError');

/**
 * Thrown by `TextHoldBack` when a processor's `decide` callback returns an impossible decision
 * (a negative, fractional or non-finite number of characters). Code `TEXT_HOLD_BACK_DECISION`.
 */
export class TextHoldBackError extends SluiceError {
  private readonly [MARKER] = true;

  constructor(message: string) {
    super('TEXT_HOLD_BACK_DECISION', message);
    this.name = 'TextHoldBackError';
  }

  /** True when `error` is a `TextHoldBackError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is TextHoldBackError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
