import { ProcessorOptionsError, type OptionIssue } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.BatchPartsOptionsError');

/**
 * The options given to `new BatchParts(options)` are invalid (an unknown key included). Code
 * `BATCH_PARTS_INVALID_OPTIONS`. A `ProcessorOptionsError`: `issues` names each problem's path, the
 * nearest valid key and the allowed values.
 */
export class BatchPartsOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  /** `subject` names what was configured (`BatchParts`). */
  constructor(subject: string, issues: readonly OptionIssue[]) {
    super(subject, issues, { code: 'BATCH_PARTS_INVALID_OPTIONS' });
    this.name = 'BatchPartsOptionsError';
  }

  /** True when `error` is a `BatchPartsOptionsError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is BatchPartsOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
