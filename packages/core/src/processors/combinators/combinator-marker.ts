import type { Processor } from '../processor.js';

/** Holds a `parallel()` group's members (shared across copies of core). */
export const GROUP_MEMBERS = Symbol.for('sluice.processor.parallelMembers');
/** Holds the processor a `withTimeout()` wrapper delegates to. */
export const WRAPPED_PROCESSOR = Symbol.for('sluice.processor.wrapped');

/** The members of a `parallel()` group, or `undefined` for any other processor. @internal */
export function groupMembers(processor: Processor): readonly Processor[] | undefined {
  const members = (processor as { [GROUP_MEMBERS]?: unknown })[GROUP_MEMBERS];
  return Array.isArray(members) ? (members as Processor[]) : undefined;
}

/** The processor a wrapper delegates to, or `undefined`. @internal */
export function wrappedProcessor(processor: Processor): Processor | undefined {
  const inner = (processor as { [WRAPPED_PROCESSOR]?: unknown })[WRAPPED_PROCESSOR];
  return typeof inner === 'object' && inner !== null ? (inner as Processor) : undefined;
}
