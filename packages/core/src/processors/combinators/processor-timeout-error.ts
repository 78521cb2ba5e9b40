import { SluiceError } from '../../errors/sluice-error.js';
import type { ProcessorHookName } from '../hook-name.js';
import { ProcessorError } from '../processor-error.js';

const MARKER = Symbol.for('sluice.error.ProcessorTimeoutError');

/**
 * A hook of a processor wrapped in `withTimeout(p, { ms, onTimeout: 'fail-closed' })` did not
 * settle within `ms`: the hook's abort signal has fired and the run fails with this error (code
 * `PROCESSOR_TIMEOUT`), even when the processor sets `failOpen`. A kind of `ProcessorError`
 * (`cause` is the text `timed out after <ms> ms`). Use `onTimeout: 'fail-open'` to pass with a warn violation instead.
 */
export class ProcessorTimeoutError extends ProcessorError {
  private readonly [MARKER] = true;
  declare readonly code: 'PROCESSOR_TIMEOUT';
  /** The time limit, in milliseconds. */
  readonly ms: number;

  constructor(processorId: string, hook: ProcessorHookName, ms: number) {
    super(processorId, hook, `timed out after ${String(ms)} ms`);
    (this as { code: string }).code = 'PROCESSOR_TIMEOUT';
    this.name = 'ProcessorTimeoutError';
    this.ms = ms;
  }

  /** True when `error` is a `ProcessorTimeoutError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is ProcessorTimeoutError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
