import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.SuiteOptionsError');

/**
 * `processorSuite()` or `hostSuite()` was called with options it cannot run: a missing `describe`,
 * `it`, `create` or `host`, or a malformed field. `option` names the field (`''` for the whole
 * options object); the message says what it must be.
 */
export class SuiteOptionsError extends SluiceError {
  private readonly [MARKER] = true;
  /** The option at fault (`supports.needsModel`, `fixtures.texts`...), or `''` for the options object itself. */
  readonly option: string;

  constructor(option: string, message: string) {
    super('SUITE_OPTIONS_INVALID', message);
    this.name = 'SuiteOptionsError';
    this.option = option;
  }

  /** True when `error` is a `SuiteOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is SuiteOptionsError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
