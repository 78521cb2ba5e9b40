import type { Processor, ProcessorHookName } from '@sluice/core';
import { UnsupportedProcessorError } from './unsupported-processor-error.js';

/** The hooks `sluiceMiddleware()` runs around one model call. */
export const MIDDLEWARE_HOOKS = [
  'processLLMRequest',
  'processOutputStream',
  'processLLMResponse',
  'processOutputStep',
  'processAPIError',
] as const satisfies readonly ProcessorHookName[];

/** The hooks that need the agent loop (a run of several steps, tool execution) and never run here. */
export const LOOP_ONLY_HOOKS = [
  'processInput',
  'processInputStep',
  'processToolResult',
  'processOutputResult',
] as const satisfies readonly ProcessorHookName[];

/** How one processor fits the middleware: the hooks that run and the loop-only ones that do not. */
export interface ProcessorSupport {
  processor: Processor;
  runs: ProcessorHookName[];
  skipped: ProcessorHookName[];
}

function implemented(processor: Processor, hooks: readonly ProcessorHookName[]): ProcessorHookName[] {
  const record = processor as unknown as Record<string, unknown>;
  return hooks.filter((hook) => typeof record[hook] === 'function');
}

/**
 * Sorts each processor's hooks into those that run in the middleware and those that cannot.
 * A processor with no runnable hook is refused; with `strict`, so is one with any loop-only hook.
 * With `inputPerCall`, `processInput` and `processToolResult` count as supported (run on each
 * call's prompt and the tool results in it).
 *
 * @throws UnsupportedProcessorError naming the processor and its loop-only hooks.
 */
export function checkProcessors(processors: readonly Processor[], strict: boolean, inputPerCall = false): ProcessorSupport[] {
  const perCall: readonly ProcessorHookName[] = ['processInput', 'processToolResult'];
  const supported: readonly ProcessorHookName[] = inputPerCall ? [...MIDDLEWARE_HOOKS, ...perCall] : MIDDLEWARE_HOOKS;
  const loopOnly = inputPerCall ? LOOP_ONLY_HOOKS.filter((h) => !perCall.includes(h)) : LOOP_ONLY_HOOKS;
  return processors.map((processor) => {
    const runs = implemented(processor, supported);
    const skipped = implemented(processor, loopOnly);
    if (skipped.length > 0 && (runs.length === 0 || strict)) {
      throw new UnsupportedProcessorError(processor.id, skipped);
    }
    return { processor, runs, skipped };
  });
}
