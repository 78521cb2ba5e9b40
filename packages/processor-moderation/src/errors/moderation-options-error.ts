import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.ModerationOptionsError');

/**
 * The options given to `ModerationProcessor` or a classifier factory are invalid. `issues` lists
 * each problem as `path: message`; secret values (API keys) never appear in it.
 */
export class ModerationOptionsError extends SluiceError {
  private readonly [MARKER] = true;
  /** One line per problem, `path: message`. */
  readonly issues: readonly string[];

  constructor(subject: string, issues: readonly string[]) {
    super('MODERATION_INVALID_OPTIONS', `Invalid ${subject} options: ${issues.join('; ')}`);
    this.name = 'ModerationOptionsError';
    this.issues = issues;
  }

  /** True when `error` is a `ModerationOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is ModerationOptionsError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
