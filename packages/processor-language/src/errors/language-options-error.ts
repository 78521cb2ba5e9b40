import { ProcessorOptionsError, type OptionIssue } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.LanguageOptionsError');

/**
 * The options given to `new LanguageDetector(options)` are invalid (an unknown key or an unknown
 * language included). Code `LANGUAGE_INVALID_OPTIONS`. A `ProcessorOptionsError`: `issues` names each
 * problem's path, the nearest valid key and the allowed values.
 */
export class LanguageOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  /** `subject` names what was configured (`LanguageDetector`). */
  constructor(subject: string, issues: readonly OptionIssue[]) {
    super(subject, issues, { code: 'LANGUAGE_INVALID_OPTIONS' });
    this.name = 'LanguageOptionsError';
  }

  /** True when `error` is a `LanguageOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is LanguageOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
