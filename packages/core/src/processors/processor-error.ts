import { SluiceError } from '../errors/sluice-error.js';
import type { ProcessorHookName } from './hook-name.js';

const MARKER = Symbol.for('sluice.error.ProcessorError');

/**
 * A processor's hook threw (not through `abort`). The run fails closed with this error unless the
 * processor opted into `failOpen`. The message reads
 * `[processor <id>] <hook>: <cause message>`; `cause` holds the original error.
 */
export class ProcessorError extends SluiceError {
  private readonly [MARKER] = true;
  /** Id of the processor whose hook failed. */
  readonly processorId: string;
  /** The hook that failed. */
  readonly hook: ProcessorHookName;

  constructor(processorId: string, hook: ProcessorHookName, cause: unknown) {
    super('PROCESSOR_ERROR', `[processor ${processorId}] ${hook}: ${describeCause(cause)}`, {
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

function describeCause(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'string') return cause;
  try {
    const json = JSON.stringify(cause) as string | undefined;
    return json ?? String(cause);
  } catch {
    return String(cause);
  }
}
