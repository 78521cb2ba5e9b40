import { SluiceError, type ProcessorHookName } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.UnsupportedProcessorError');

/**
 * Thrown by `sluiceMiddleware()` when a processor implements only hooks that need the agent loop
 * (`processInput`, `processInputStep`, `processToolResult`, `processOutputResult`), so nothing of it
 * could run around a single model call. Use `Agent` from `@sluice/core` for such processors.
 */
export class UnsupportedProcessorError extends SluiceError {
  private readonly [MARKER] = true;
  /** Id of the refused processor. */
  readonly processorId: string;
  /** The loop-only hooks it implements. */
  readonly hooks: readonly ProcessorHookName[];

  constructor(processorId: string, hooks: readonly ProcessorHookName[]) {
    super(
      'UNSUPPORTED_PROCESSOR',
      `[processor ${processorId}] implements only hooks that need the agent loop (${hooks.join(', ')}); ` +
        'sluiceMiddleware() runs processLLMRequest, processOutputStream, processLLMResponse, processOutputStep ' +
        'and processAPIError around one model call. Run this processor with Agent from @sluice/core instead.',
    );
    this.name = 'UnsupportedProcessorError';
    this.processorId = processorId;
    this.hooks = hooks;
  }

  /** True when `error` is an `UnsupportedProcessorError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is UnsupportedProcessorError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
