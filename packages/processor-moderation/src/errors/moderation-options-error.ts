import { ProcessorOptionsError, type OptionIssue } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.ModerationOptionsError');

/**
 * The options given to `ModerationProcessor` or a classifier factory are invalid (an unknown key
 * included). Code `MODERATION_INVALID_OPTIONS`. A `ProcessorOptionsError`: `issues` names each
 * problem's path, the nearest valid key and the allowed values; secret values (API keys) never
 * appear in it.
 */
export class ModerationOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  /** `subject` names what was configured: `ModerationProcessor`, `openAIModeration`, `llmJudge`. */
  constructor(subject: string, issues: readonly OptionIssue[]) {
    super(subject, issues, { code: 'MODERATION_INVALID_OPTIONS' });
    this.name = 'ModerationOptionsError';
  }

  /** True when `error` is a `ModerationOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is ModerationOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
