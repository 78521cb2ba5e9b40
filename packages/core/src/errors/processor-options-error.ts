import type { OptionIssue } from '../contract/option-issue.js';
import { formatOptionIssue } from './format-option-issue.js';
import { SluiceError } from './sluice-error.js';

const MARKER = Symbol.for('sluice.error.ProcessorOptionsError');

/** Options of the `ProcessorOptionsError` constructor. */
export interface ProcessorOptionsErrorOptions {
  /** The code of a package's own subclass. @default 'PROCESSOR_OPTIONS_INVALID' */
  code?: string;
  /** The underlying error, if any. */
  cause?: unknown;
}

/**
 * A processor's constructor options are invalid: an unknown key, a wrong type or value, a broken
 * constraint. Code `PROCESSOR_OPTIONS_INVALID` (packages' subclasses keep their own codes). The
 * message is always `Invalid <processorName> options: <issue>; <issue>`, each issue naming the
 * option's path, the nearest valid key or value and the allowed ones; it never contains a value
 * that was given (option values may be secrets).
 */
export class ProcessorOptionsError extends SluiceError {
  private readonly [MARKER] = true;
  /** The processor (or factory) whose options were rejected, e.g. `PIIDetector`. */
  readonly processorName: string;
  /** Every problem found, in order: unknown keys first. */
  readonly issues: readonly OptionIssue[];

  constructor(processorName: string, issues: readonly OptionIssue[], options: ProcessorOptionsErrorOptions = {}) {
    super(
      options.code ?? 'PROCESSOR_OPTIONS_INVALID',
      `Invalid ${processorName} options: ${issues.map(formatOptionIssue).join('; ')}`,
      options.cause === undefined ? {} : { cause: options.cause },
    );
    this.name = 'ProcessorOptionsError';
    this.processorName = processorName;
    this.issues = issues;
  }

  /** True when `error` is a `ProcessorOptionsError` (or a subclass), even from another copy of core. */
  static override isInstance(error: unknown): error is ProcessorOptionsError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
