import { ProcessorOptionsError, type OptionIssue } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.CostGuardOptionsError');

/**
 * `new CostGuard(options)` was given invalid options (an unknown key included, or neither
 * `maxTokens` nor `maxCost`). Code `COST_GUARD_OPTIONS_INVALID`. A `ProcessorOptionsError`:
 * `issues` names each invalid option, the nearest valid key and the allowed values.
 */
export class CostGuardOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  constructor(issues: readonly OptionIssue[]) {
    super('CostGuard', issues, { code: 'COST_GUARD_OPTIONS_INVALID' });
    this.name = 'CostGuardOptionsError';
  }

  /** True when `error` is a `CostGuardOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is CostGuardOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
