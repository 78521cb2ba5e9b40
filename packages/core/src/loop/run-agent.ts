import { MemoryError } from '../memory/memory-error.js';
import type { StoredMessage } from '../messages/stored-message.js';
import type { SystemMessage } from '../messages/system-message.js';
import { abortReason } from '../errors/to-error.js';
import { TripWire } from '../processors/trip-wire.js';
import type { AgentResult, TripwireInfo } from '../stream/agent-result.js';
import { AgentStreamResult } from '../stream/agent-stream-result.js';
import { ChunkBuffer } from '../stream/chunk-buffer.js';
import { finishRun } from './finish-run.js';
import { persistRun, type RunEnd } from './persist-run.js';
import { RunContext } from './run-context.js';
import type { RunOptions } from './run-options.js';
import { runStep } from './run-step.js';

/**
 * Starts a run and returns its stream result at once; the loop runs in the background and always
 * ends by closing the stream and settling the result (never with an unhandled rejection).
 */
export function runAgent(options: RunOptions): AgentStreamResult {
  const buffer = new ChunkBuffer();
  const result = new AgentStreamResult(options.runId, buffer);
  void execute(options, buffer, result);
  return result;
}

async function execute(options: RunOptions, buffer: ChunkBuffer, result: AgentStreamResult): Promise<void> {
  let ctx: RunContext | undefined;
  try {
    ctx = new RunContext(options, buffer);
  } catch (error) {
    buffer.push({ type: 'error', runId: options.runId, from: 'AGENT', payload: { error } });
    buffer.close();
    result.settle({ ok: false, error });
    return;
  }
  ctx.emit(ctx.chunk('start', {}));
  let end: RunEnd;
  let outcome: AgentResult | undefined;
  let failure: unknown;
  try {
    outcome = await loop(ctx);
    end = 'success';
  } catch (error) {
    failure = error;
    end = ctx.signal.aborted ? 'aborted' : TripWire.isInstance(error) ? 'tripwire' : 'error';
    if (end === 'aborted') failure = abortReason(ctx.signal);
  }
  try {
    await persistRun(ctx, end);
  } catch (error) {
    if (end === 'success') {
      end = 'error';
      failure = error;
    }
  }
  // Violations and warnings are final from here: a late report must not change the result.
  ctx.runner.settle();
  ctx.settleOutcomes(end === 'success' ? 'accepted' : end === 'tripwire' ? 'tripwire' : end);
  if (end === 'success' && outcome !== undefined) {
    buffer.close();
    result.settle({ ok: true, result: outcome });
  } else if (end === 'tripwire') {
    const wire = failure as TripWire;
    const tripwire: TripwireInfo = { reason: wire.reason, processorId: wire.processorId ?? 'unknown' };
    if (wire.retry) tripwire.retry = true;
    if (wire.metadata !== undefined) tripwire.metadata = wire.metadata;
    ctx.emit(ctx.chunk('tripwire', tripwire));
    ctx.emit(ctx.chunk('finish', { stepResult: { reason: 'other' }, output: { usage: ctx.usage } }));
    buffer.close();
    result.settle({ ok: true, result: blockedResult(ctx, tripwire) });
  } else {
    ctx.emit(end === 'aborted' ? ctx.chunk('abort', { reason: describe(failure) }) : ctx.chunk('error', { error: failure }));
    buffer.close();
    result.settle({ ok: false, error: failure });
  }
  ctx.stop();
}

async function loop(ctx: RunContext): Promise<AgentResult> {
  const { options, messageList, runner } = ctx;
  if (ctx.signal.aborted) throw abortReason(ctx.signal);
  if (options.memory !== undefined && options.memory.lastMessages > 0) {
    const remembered = await recall(options.memory);
    if (remembered.length > 0) messageList.add(remembered, 'memory');
  }
  const instructions = toSystemMessages(options.instructions);
  if (instructions.length > 0) messageList.addSystem(instructions);
  messageList.add(options.input, 'input');
  ctx.runMark = messageList.markResponse();
  await runner.processInput(options.inputProcessors, { messageList });
  ctx.initialSystem = messageList.snapshotSystemMessages();
  for (let stepNumber = 0; ; ) {
    const next = await runStep(ctx, stepNumber);
    if (next === 'continue') stepNumber++;
    if (next !== 'stop') continue;
    const finished = await finishRun(ctx);
    if (!('retryStep' in finished)) return finished;
    // A retry asked on the final `finish`: the last step runs again.
    stepNumber = finished.retryStep;
  }
}

function blockedResult(ctx: RunContext, tripwire: TripwireInfo): AgentResult {
  // Blocked content never reaches the result: drop the blocking step, or every step when the
  // final result was blocked.
  const steps = ctx.steps.slice(0, ctx.phase === 'result' ? 0 : Math.min(ctx.stepStart, ctx.steps.length));
  return {
    runId: ctx.runId,
    text: steps.map((s) => s.text).join(''),
    object: undefined,
    finishReason: 'other',
    usage: ctx.usage,
    steps,
    toolCalls: steps.flatMap((s) => s.toolCalls),
    toolResults: steps.flatMap((s) => s.toolResults),
    tripwire,
    response: { messages: ctx.messageList.get.response.db() },
    violations: ctx.runner.violations,
    warnings: ctx.runner.warnings,
  };
}

function toSystemMessages(instructions: RunOptions['instructions']): SystemMessage[] {
  if (instructions === undefined) return [];
  const list = Array.isArray(instructions) ? instructions : [instructions];
  return list.map((item) => (typeof item === 'string' ? { role: 'system', content: item } : item));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The thread's last messages. @throws MemoryError `MEMORY_RECALL_FAILED` when the storage fails. */
async function recall(memory: NonNullable<RunContext['options']['memory']>): Promise<StoredMessage[]> {
  try {
    return await memory.storage.listMessages({
      threadId: memory.threadId,
      ...(memory.resourceId === undefined ? {} : { resourceId: memory.resourceId }),
      limit: memory.lastMessages,
    });
  } catch (error) {
    if (MemoryError.isInstance(error)) throw error;
    throw new MemoryError('MEMORY_RECALL_FAILED', `Memory could not be recalled for thread "${memory.threadId}": the storage failed (see cause).`, {
      threadId: memory.threadId,
      cause: error,
    });
  }
}
