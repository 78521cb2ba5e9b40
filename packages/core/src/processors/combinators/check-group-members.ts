import type { Processor } from '../processor.js';
import { describeValue } from '../runner/describe-value.js';
import { ParallelGroupError } from './parallel-group-error.js';

/**
 * Throws unless every member is a processor with its own id that declares `readOnly: true`.
 * Runs when the group is built and again when an agent is built with it.
 * @internal
 */
export function checkGroupMembers(groupId: string, members: readonly unknown[]): asserts members is readonly Processor[] {
  if (members.length === 0) {
    throw new ParallelGroupError({ code: 'PARALLEL_GROUP_INVALID', groupId, processorId: groupId, expected: 'at least one member', received: 'none' });
  }
  const seen = new Set<string>();
  for (const [index, member] of members.entries()) {
    const id = typeof member === 'object' && member !== null ? (member as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || id === '') {
      throw new ParallelGroupError({
        code: 'PARALLEL_GROUP_INVALID',
        groupId,
        processorId: `#${String(index)}`,
        expected: 'processors with a non-empty string id',
        received: `${describeValue(member)} as member ${String(index)}`,
      });
    }
    if (seen.has(id)) {
      throw new ParallelGroupError({ code: 'PARALLEL_GROUP_INVALID', groupId, processorId: id, expected: 'members with distinct ids', received: 'two members with this id' });
    }
    seen.add(id);
    if ((member as Processor).readOnly !== true) {
      throw new ParallelGroupError({
        code: 'PARALLEL_MEMBER_NOT_READ_ONLY',
        groupId,
        processorId: id,
        expected: 'members that declare `readOnly: true` (they never transform: only those may run in parallel)',
        received: 'a processor without `readOnly: true`',
      });
    }
  }
}
