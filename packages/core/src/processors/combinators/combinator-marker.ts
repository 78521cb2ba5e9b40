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

/**
 * Set on a violation report that a `parallel()` group replays for one of its members, so the runner
 * records it under that member (its id, its `onViolation`) rather than under the group.
 */
export const VIOLATION_REPORTER = Symbol.for('sluice.violation.reporter');

/** The member a replayed violation report belongs to, if a group set one. @internal */
export function violationReporter(report: object): Processor | undefined {
  const reporter = (report as { [VIOLATION_REPORTER]?: unknown })[VIOLATION_REPORTER];
  return typeof reporter === 'object' && reporter !== null ? (reporter as Processor) : undefined;
}

/**
 * The processor with `id` among a group's members (searched through nested groups and wrappers),
 * or `undefined`: used to record a member's abort under the member that tripped. @internal
 */
export function findMember(processor: Processor, id: string): Processor | undefined {
  const members = groupMembers(processor) ?? groupMembers(wrappedProcessor(processor) ?? processor);
  if (members === undefined) return undefined;
  for (const member of members) {
    if (member.id === id) return member;
    const nested = findMember(member, id);
    if (nested !== undefined) return nested;
  }
  return undefined;
}
