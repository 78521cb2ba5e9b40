import type { DataChunk } from '../../contract/chunk-type.js';
import type { HookContext, ProcessorState, ViolationReport } from '../hooks/hook-context.js';
import type { ProcessorHookName } from '../hook-name.js';
import type { Processor } from '../processor.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { ProcessorError } from '../processor-error.js';
import type { StreamWriterOptions } from '../../contract/stream-writer.js';
import { TripWire } from '../trip-wire.js';
import { describeValue } from '../runner/describe-value.js';
import { VIOLATION_REPORTER, violationReporter } from './combinator-marker.js';
import { isPromiseLike, LinkedAbort } from './linked-abort.js';
import { ParallelGroupError } from './parallel-group-error.js';
import { isPassResult, passValue } from './pass-result.js';

type GroupArgs = HookContext & Record<string, unknown>;

/** Something a member reported or emitted, replayed in declared order once its turn comes. */
type Buffered =
  | { kind: 'violation'; report: ViolationReport }
  | { kind: 'data'; chunk: DataChunk; options: StreamWriterOptions | undefined };

/** How one member's hook ended: a pass, or the error that decides the group. */
type Outcome = { failed: false } | { failed: true; error: unknown };

interface MemberRun {
  readonly member: Processor;
  readonly buffer: Buffered[];
  readonly cancel: LinkedAbort;
  outcome: Outcome | Promise<Outcome>;
}

/** Per request (keyed by the group's state object), each member's own state. */
const memberStates = new WeakMap<object, Map<Processor, ProcessorState>>();

function stateOf(groupState: ProcessorState, member: Processor): ProcessorState {
  let states = memberStates.get(groupState);
  if (states === undefined) {
    states = new Map();
    memberStates.set(groupState, states);
  }
  let state = states.get(member);
  if (state === undefined) {
    state = {};
    states.set(member, state);
  }
  return state;
}

function memberArgs(member: Processor, args: GroupArgs, run: Omit<MemberRun, 'outcome'>): GroupArgs {
  const id = member.id;
  const linked = run.cancel.link(args);
  linked.state = stateOf(args.state, member);
  linked.abort = (reason?: string, options?: { retry?: boolean; metadata?: unknown }): never => {
    throw new TripWire(reason ?? `aborted by processor ${id}`, options ?? {}, id);
  };
  linked.reportViolation = (report: ViolationReport) => {
    run.buffer.push({ kind: 'violation', report });
    return Promise.resolve();
  };
  linked.writer = {
    custom: (chunk: DataChunk, options?: StreamWriterOptions) => {
      run.buffer.push({ kind: 'data', chunk, options });
      return Promise.resolve();
    },
  };
  return linked;
}

/**
 * Maps what a member's hook did to an outcome, applying the runner's rules on its behalf: a
 * `TripWire` names the member, a `ProcessorError`/`ProcessorContractError` is kept, another throw
 * becomes a `ProcessorError` naming the member and hook (or, with `failOpen`, a pass and a warn
 * violation), and a changed result is a `ParallelGroupError`.
 */
function toOutcome(groupId: string, run: MemberRun, hook: ProcessorHookName, args: GroupArgs, settled: Outcome | { value: unknown }): Outcome {
  const member = run.member;
  if ('value' in settled) {
    if (isPassResult(hook, settled.value, args)) return { failed: false };
    const error = new ParallelGroupError({
      code: 'PARALLEL_MEMBER_TRANSFORMED',
      groupId,
      processorId: member.id,
      hook,
      expected: 'a pass (a read-only processor may only pass, abort or report)',
      received: `a changed result, ${describeValue(settled.value)}`,
    });
    return { failed: true, error };
  }
  if (!settled.failed) return settled;
  const error = settled.error;
  if (args.abortSignal.aborted) return settled;
  if (TripWire.isInstance(error)) {
    return error.processorId === undefined
      ? { failed: true, error: new TripWire(error.reason, { retry: error.retry, metadata: error.metadata }, member.id) }
      : settled;
  }
  if (ProcessorError.isInstance(error) || ProcessorContractError.isInstance(error)) return settled;
  const wrapped = new ProcessorError(member.id, hook, error);
  if (member.failOpen !== true) return { failed: true, error: wrapped };
  run.buffer.push({ kind: 'violation', report: { message: wrapped.message, action: 'warn' } });
  return { failed: false };
}

function start(groupId: string, member: Processor, hook: ProcessorHookName, args: GroupArgs): MemberRun {
  const run: MemberRun = { member, buffer: [], cancel: new LinkedAbort(args.abortSignal), outcome: { failed: false } };
  const fn = (member as unknown as Record<string, (a: unknown) => unknown>)[hook] as (a: unknown) => unknown;
  let result: unknown;
  try {
    result = fn.call(member, memberArgs(member, args, run));
  } catch (error) {
    run.outcome = toOutcome(groupId, run, hook, args, { failed: true, error });
    return run;
  }
  run.outcome = isPromiseLike(result)
    ? Promise.resolve(result).then(
        (value) => toOutcome(groupId, run, hook, args, { value }),
        (error: unknown) => toOutcome(groupId, run, hook, args, { failed: true, error }),
      )
    : toOutcome(groupId, run, hook, args, { value: result });
  return run;
}

/**
 * Replays a member's buffered reports and data through the group's context, in order. Each report is
 * marked with the member that made it (unless a nested group already marked it), so the runner
 * records it under that member and calls that member's `onViolation`.
 */
async function flush(run: MemberRun, args: GroupArgs): Promise<void> {
  for (const item of run.buffer) {
    if (item.kind === 'data') {
      await args.writer.custom(item.chunk, item.options);
      continue;
    }
    const reporter = violationReporter(item.report) ?? run.member;
    await args.reportViolation({ ...item.report, [VIOLATION_REPORTER]: reporter } as ViolationReport);
  }
}

/** Once member `index` has failed, later members cannot change the outcome: cancel them. */
function cancelAfter(runs: readonly MemberRun[], index: number, reason: unknown): void {
  for (let j = index + 1; j < runs.length; j++) (runs[j] as MemberRun).cancel.abort(reason);
}

async function settleAsync(runs: readonly MemberRun[], hook: ProcessorHookName, args: GroupArgs): Promise<unknown> {
  for (const [i, run] of runs.entries()) {
    const outcome = run.outcome;
    if (isPromiseLike(outcome)) {
      void outcome.then((o) => {
        if (o.failed) cancelAfter(runs, i, o.error);
      });
    } else if (outcome.failed) {
      cancelAfter(runs, i, outcome.error);
    }
  }
  for (const [i, run] of runs.entries()) {
    const outcome = await run.outcome;
    await flush(run, args);
    if (outcome.failed) {
      cancelAfter(runs, i, outcome.error);
      throw outcome.error;
    }
  }
  return passValue(hook, args);
}

/**
 * Runs `hook` of every member that implements it, concurrently, and merges the outcomes
 * deterministically, as if they had run one after another in declared order: the first member (in
 * declared order) that aborts or fails decides the group; members after it are cancelled through
 * their abort signal and not awaited, and what they reported is dropped. Members before it are
 * awaited. Reports and data are replayed in declared order. Synchronous when every member is.
 * @internal
 */
export function runGroup(groupId: string, members: readonly Processor[], hook: ProcessorHookName, args: GroupArgs): unknown {
  const isData = hook === 'processOutputStream' && (args.part as { type: string }).type.startsWith('data-');
  const runs: MemberRun[] = [];
  for (const member of members) {
    if ((member as unknown as Record<string, unknown>)[hook] === undefined) continue;
    if (isData && member.processDataParts !== true) continue;
    const run = start(groupId, member, hook, args);
    runs.push(run);
    // A member that failed synchronously decides the group: later members need not start.
    if (!isPromiseLike(run.outcome) && run.outcome.failed) break;
  }
  for (const [i, run] of runs.entries()) {
    if (isPromiseLike(run.outcome)) return settleAsync(runs, hook, args);
    if (run.buffer.length > 0) return settleAsync(runs, hook, args);
    if (run.outcome.failed) {
      cancelAfter(runs, i, run.outcome.error);
      throw run.outcome.error;
    }
  }
  return passValue(hook, args);
}
