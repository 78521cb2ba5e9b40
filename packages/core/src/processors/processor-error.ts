import { SluiceError } from '../errors/sluice-error.js';
import { describeThrown } from './describe-thrown.js';
import type { ProcessorHookName } from './hook-name.js';

const MARKER = Symbol.for('sluice.error.ProcessorError');

/**
 * A processor's hook threw (not through `abort`). The run fails closed with this error unless the
 * processor opted into `failOpen`. The message reads
 * `[processor <id>] <hook>: <cause message>`; `cause` holds the original value. A thrown value that
 * is not an `Error` is never serialized into the message (it may hold secrets): the message gives
 * only its type and a short summary, e.g. `threw a plain object with keys token, user` or
 * `threw a string of 42 characters`. The constructor never throws, whatever was thrown.
 */
export class ProcessorError extends SluiceError {
  private readonly [MARKER] = true;
  /** Id of the processor whose hook failed. */
  readonly processorId: string;
  /** The hook that failed. */
  readonly hook: ProcessorHookName;

  constructor(processorId: string, hook: ProcessorHookName, cause: unknown) {
    super('PROCESSOR_ERROR', `[processor ${processorId}] ${hook}: ${describeThrown(cause)}`, {
      cause,
    });
    this.name = 'ProcessorError';
    this.processorId = processorId;
    this.hook = hook;
  }

  /** True when `error` is a `ProcessorError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is ProcessorError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
