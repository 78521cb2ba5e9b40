import type { Processor } from '../processor.js';
import { checkGroupMembers } from './check-group-members.js';
import { groupMembers, wrappedProcessor } from './combinator-marker.js';

/** The processor arrays of an agent's options (functions are resolved per request, not checked here). */
export interface ProcessorArrays {
  inputProcessors?: unknown;
  outputProcessors?: unknown;
  errorProcessors?: unknown;
}

function check(processor: unknown, depth: number): void {
  if (typeof processor !== 'object' || processor === null || depth > 32) return;
  const inner = wrappedProcessor(processor as Processor);
  if (inner !== undefined) check(inner, depth + 1);
  const members = groupMembers(processor as Processor);
  if (members === undefined) return;
  checkGroupMembers((processor as Processor).id, members);
  for (const member of members) check(member, depth + 1);
}

/**
 * Checks every `parallel()` group in the agent's processor arrays (also groups nested in groups or
 * wrapped by `withTimeout()`): each member must still declare `readOnly: true`. Called by the
 * `Agent` constructor; processor lists given as functions are checked when each group is built.
 * @throws ParallelGroupError naming the member and the group.
 * @internal
 */
export function validateProcessorGroups(options: ProcessorArrays): void {
  for (const list of [options.inputProcessors, options.outputProcessors, options.errorProcessors]) {
    if (!Array.isArray(list)) continue;
    for (const processor of list as unknown[]) check(processor, 0);
  }
}
