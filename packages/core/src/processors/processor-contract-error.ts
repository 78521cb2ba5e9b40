import { SluiceError } from '../errors/sluice-error.js';
import type { ProcessorHookName } from './hook-name.js';

const MARKER = Symbol.for('sluice.error.ProcessorContractError');

/**
 * A processor broke the contract: a hook returned a value of the wrong shape, returned a different
 * `MessageList` instance, or the processor configuration is invalid (for example two processors of
 * different classes share one id). The message says what was expected and what was received.
 */
export class ProcessorContractError extends SluiceError {
  private readonly [MARKER] = true;
  /** Id of the offending processor. */
  readonly processorId: string;
  /** The hook whose contract was broken, when a hook is concerned. */
  readonly hook: ProcessorHookName | undefined;
  /** What the contract accepts, in words. */
  readonly expected: string;
  /** A short description of what was received. */
  readonly received: string;

  constructor(options: {
    processorId: string;
    hook?: ProcessorHookName;
    expected: string;
    received: string;
  }) {
    const where = options.hook === undefined ? '' : ` ${options.hook}`;
    super(
      'PROCESSOR_CONTRACT_ERROR',
      `[processor ${options.processorId}]${where}: expected ${options.expected}, received ${options.received}`,
    );
    this.name = 'ProcessorContractError';
    this.processorId = options.processorId;
    this.hook = options.hook;
    this.expected = options.expected;
    this.received = options.received;
  }

  /** True when `error` is a `ProcessorContractError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is ProcessorContractError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
