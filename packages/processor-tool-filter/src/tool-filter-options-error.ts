import { ProcessorOptionsError, type OptionIssue } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.ToolFilterOptionsError');

/**
 * Thrown by `new ToolCallFilter(options)` when the options do not match the schema, an unknown
 * key included (`{ exlude: [] }` is rejected and the issue names `exclude`). Code
 * `TOOL_FILTER_INVALID_OPTIONS`. A `ProcessorOptionsError`: `issues` lists every problem.
 */
export class ToolFilterOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  constructor(issues: readonly OptionIssue[]) {
    super('ToolCallFilter', issues, { code: 'TOOL_FILTER_INVALID_OPTIONS' });
    this.name = 'ToolFilterOptionsError';
  }

  /** True when `error` is a `ToolFilterOptionsError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is ToolFilterOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
