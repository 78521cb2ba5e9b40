import { PROCESSOR_HOOKS, type ProcessorHookName } from '../hook-name.js';
import type { HookContext } from '../hooks/hook-context.js';
import type { Processor } from '../processor.js';
import { checkGroupMembers } from './check-group-members.js';
import { GROUP_MEMBERS } from './combinator-marker.js';
import { runGroup } from './run-group.js';

/** The processor `parallel()` returns: read-only, with its members in declared order. */
export interface ParallelProcessor extends Processor {
  /** `parallel(<member ids, comma-separated>)`. */
  readonly id: string;
  readonly readOnly: true;
  /** The members, in declared order. */
  readonly members: readonly Processor[];
}

/**
 * Runs read-only processors concurrently: one processor whose hooks run the members' same hook
 * at once (for each hook, the members that implement it). Use it for independent guards that each
 * wait on something slow (a judge model, a classifier service); three 300 ms guards then cost
 * about 300 ms instead of 900 ms. Keep transforming processors outside: they must run in order.
 *
 * The merge is deterministic, as if the members had run one after another in declared order:
 * - the first member **in declared order** that aborts (a tripwire) or fails decides the group;
 *   members before it are awaited, members after it are cancelled through their `abortSignal`
 *   and not awaited (what they reported is dropped);
 * - violations a member reports and data chunks it writes are replayed in declared order, after
 *   the member settled, recorded under that member (its id in `result.violations`, its own
 *   `onViolation`);
 * - errors and tripwires name the member and the hook.
 *
 * Every member must declare `readOnly: true` (checked here and again when an `Agent` is built)
 * and must pass at run time: a member returning a changed result is a `ParallelGroupError`
 * (`PARALLEL_MEMBER_TRANSFORMED`). Each member keeps its own `state`, its `failOpen` and its
 * `processDataParts`. Compose with `withTimeout()` inside (one slow member) or around (the group).
 *
 * @throws ParallelGroupError when there are no members, a member is not a processor, two share an
 *   id (`PARALLEL_GROUP_INVALID`) or one is not read-only (`PARALLEL_MEMBER_NOT_READ_ONLY`).
 * @example
 * const agent = new Agent({
 *   id: 'support',
 *   model,
 *   inputProcessors: [parallel(new JailbreakJudge(), new TopicJudge(), new PiiCheck()), new Redactor()],
 * });
 */
export function parallel(...members: Processor[]): ParallelProcessor {
  const ids = members.map((m: unknown) => (typeof m === 'object' && m !== null ? String((m as { id?: unknown }).id) : String(m)));
  const id = `parallel(${ids.join(',')})`;
  checkGroupMembers(id, members);
  const list: readonly Processor[] = Object.freeze([...members]);
  const group: Record<string | symbol, unknown> = {
    id,
    readOnly: true,
    members: list,
    [GROUP_MEMBERS]: list,
    description: `Runs ${ids.join(', ')} concurrently`,
  };
  if (list.some((m) => m.processDataParts === true)) group.processDataParts = true;
  for (const hook of PROCESSOR_HOOKS) {
    if (!list.some((m) => (m as unknown as Record<ProcessorHookName, unknown>)[hook] !== undefined)) continue;
    group[hook] = (args: HookContext & Record<string, unknown>) => runGroup(id, list, hook, args);
  }
  return group as unknown as ParallelProcessor;
}
