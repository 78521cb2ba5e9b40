import { ProcessorOptionsError, type OptionIssue } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.RegexOptionsError');

/**
 * Thrown by `new RegexFilter(options)` when the options do not match the schema, an unknown key
 * included, or when a pattern does not compile or risks catastrophic backtracking (nested
 * quantifier, quantified alternation, backreference). Code `REGEX_INVALID_OPTIONS`. `issues` names
 * each failing path (`patterns.0.pattern`) and why; the issue message quotes no text.
 */
export class RegexOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  constructor(issues: readonly OptionIssue[]) {
    super('RegexFilter', issues, { code: 'REGEX_INVALID_OPTIONS' });
    this.name = 'RegexOptionsError';
  }

  /** True when `error` is a `RegexOptionsError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is RegexOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
