import type { ProcessorHookName } from '../hook-name.js';
import type { Processor } from '../processor.js';
import type { HookExecutor } from './hook-executor.js';
import { SKIPPED } from './skipped.js';

/** Returned by a phase's `apply` to end the phase early (later processors do not run). */
export const STOP: unique symbol = Symbol('sluice.phase.stop');

/**
 * The one phase loop: runs `hook` of every processor that implements it, in order, each with a
 * fresh `HookContext` plus `args(processor)`, and hands each result (never {@link SKIPPED}) to
 * `apply`. `apply` may return {@link STOP} to end the phase.
 */
export async function runPhase(
  executor: HookExecutor,
  processors: readonly Processor[],
  hook: ProcessorHookName,
  args: (processor: Processor) => Record<string, unknown>,
  apply: (processor: Processor, result: unknown) => typeof STOP | void,
): Promise<void> {
  for (const processor of processors) {
    if (processor[hook] === undefined) continue;
    const slot = executor.slot(processor);
    const result = await executor.execute(slot, hook, { ...executor.context(slot), ...args(processor) });
    if (result === SKIPPED) continue;
    if (apply(processor, result) === STOP) return;
  }
}
