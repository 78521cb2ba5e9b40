import { ProcessorOptionsError, type OptionIssue } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.PromptInjectionOptionsError');

/**
 * The options given to `PromptInjectionDetector` or a detector factory (`offlineDetector`,
 * `llmJudge`, `classifier`) are invalid, an unknown key included. Code
 * `PROMPT_INJECTION_INVALID_OPTIONS`. A `ProcessorOptionsError`: `issues` names each problem's
 * path, the nearest valid key and the allowed values.
 */
export class PromptInjectionOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  /** `subject` names what was configured: `PromptInjectionDetector`, `offlineDetector`, `llmJudge`. */
  constructor(subject: string, issues: readonly OptionIssue[]) {
    super(subject, issues, { code: 'PROMPT_INJECTION_INVALID_OPTIONS' });
    this.name = 'PromptInjectionOptionsError';
  }

  /** True when `error` is a `PromptInjectionOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is PromptInjectionOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
