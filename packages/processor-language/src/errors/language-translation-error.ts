import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.LanguageTranslationError');

/**
 * The `translate` strategy's model call failed or returned no text. Code
 * `LANGUAGE_TRANSLATION_FAILED`; `hook` names where (`processInput` or `processOutputStream`). The
 * runner wraps it in a `ProcessorError` naming the `language-detector` processor: the run fails
 * closed, untranslated text is never passed on as if translated.
 */
export class LanguageTranslationError extends SluiceError {
  private readonly [MARKER] = true;
  /** The hook whose translation failed. */
  readonly hook: 'processInput' | 'processOutputStream';

  constructor(hook: 'processInput' | 'processOutputStream', message: string, cause?: unknown) {
    super('LANGUAGE_TRANSLATION_FAILED', `[processor language-detector] ${hook}: ${message}`, cause === undefined ? {} : { cause });
    this.name = 'LanguageTranslationError';
    this.hook = hook;
  }

  /** True when `error` is a `LanguageTranslationError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is LanguageTranslationError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
