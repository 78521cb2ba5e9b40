import type { Tool } from '@ai-sdk/provider-utils';
import { abortReason, toError } from '../errors/to-error.js';
import type { ProcessorHookName } from '../processors/hook-name.js';
import type { StepSettings } from '../processors/runner/step-settings.js';
import { executeToolCall, type ToolCallOutcome } from '../tools/execute-tool-call.js';
import type { ToolCallInfo } from '../contract/step-result.js';
import type { RunContext } from './run-context.js';
import type { StepAccumulator } from './step-accumulator.js';
import { toOutput } from './step-accumulator.js';
import { runWithConcurrency } from './run-with-concurrency.js';

/** How the tool phase of a step ended. */
export interface ToolPhaseResult {
  /** Tool calls executed here (successfully or not). */
  executed: number;
  /** True when a called tool has no `execute`: the call is left to the client and the loop stops. */
  clientCalls: boolean;
}

/** One settled call: the message to add (in call order), or nothing for a client-side call. */
interface SettledCall {
  call: ToolCallInfo;
  outcome: ToolCallOutcome;
  /** The result, or the error's text, after `processToolResult` (executed calls). */
  result?: unknown;
}

/** A failure of the tool phase, with the hook whose abort may retry the step (none: it blocks). */
interface PhaseFailure {
  error: unknown;
  retryHook: ProcessorHookName | undefined;
}

/**
 * Executes the step's tool calls (provider-executed ones are skipped), up to `toolConcurrency` at
 * once (unbounded by default: every call starts at once). Each call's input is validated against
 * the tool's schema; unknown tools, invalid input and throwing tools become a tool error the model
 * sees, without cancelling the other calls. A result, or a failure's text (with `isError: true`),
 * goes through `processToolResult` as soon as it arrives, and its `tool-result` / `tool-error`
 * chunk is streamed then (so chunks arrive in completion order), carrying the value after the
 * processors: the thrown error itself never leaves the tool phase, only its message. The tool messages join the list in
 * call order, each as soon as every earlier call has settled. A run abort, or a processor throw in
 * this phase, cancels every pending call through its abort signal.
 */
export async function runTools(ctx: RunContext, step: StepAccumulator, settings: StepSettings): Promise<ToolPhaseResult> {
  const { runner, messageList, options } = ctx;
  const calls = step.toolCalls.filter((call) => call.providerExecuted !== true);
  if (calls.length === 0) return { executed: 0, clientCalls: false };
  const cancel = new AbortController();
  const signal = AbortSignal.any([ctx.signal, cancel.signal]);
  const settled: (SettledCall | undefined)[] = calls.map(() => undefined);
  let added = 0;
  let failure: PhaseFailure | undefined;
  const fail = (error: unknown, retryHook?: ProcessorHookName) => {
    failure ??= { error, retryHook };
    cancel.abort(error);
  };
  // An abort on a tool's `writer.custom()` chunk ends the run like one on a model chunk (it may retry).
  ctx.onToolWriterFailure = (error) => {
    fail(error, 'processOutputStream');
  };
  // Chunks go through the output processors one at a time, in completion order.
  const pushChunk = (chunk: Parameters<RunContext['push']>[0]) =>
    ctx.serial(() => (failure === undefined ? ctx.push(chunk) : Promise.resolve())).catch((error: unknown) => {
      fail(error, 'processOutputStream');
    });
  const addInCallOrder = () => {
    for (let next = settled[added]; next !== undefined; next = settled[added]) {
      added++;
      if (next.outcome.kind === 'error') addToolMessage(ctx, next.call, next.result, true);
      else if (next.outcome.kind === 'result') addToolMessage(ctx, next.call, next.result, false);
    }
  };
  // A function, not an inline check: `failure` is set by sibling calls while this one awaits.
  const stopped = () => failure !== undefined || signal.aborted;
  const runCall = async (call: ToolCallInfo, index: number): Promise<void> => {
    if (stopped()) return;
    const tool = (settings.tools as Record<string, Tool | undefined>)[call.toolName];
    let outcome: ToolCallOutcome;
    try {
      // Raced with the signal: a tool that ignores its abort signal cannot hold the run.
      outcome = await raceAbort(signal, executeToolCall({
        tool,
        toolName: call.toolName,
        toolCallId: call.toolCallId,
        args: call.args,
        argsParsed: !ctx.invalidArgs.has(call.toolCallId),
        abortSignal: signal,
        requestContext: options.requestContext,
        writer: ctx.toolWriter,
        // The conversation when the call starts (with `toolConcurrency: 1`, earlier calls' results too).
        messages: messageList.get.all.core(),
      }));
    } catch (error) {
      // Only cancellation propagates from a tool.
      fail(error);
      return;
    }
    if (stopped()) return;
    const base = { toolCallId: call.toolCallId, toolName: call.toolName, args: call.args };
    const entry: SettledCall = { call, outcome };
    if (outcome.kind !== 'no-execute') {
      const isError = outcome.kind === 'error';
      try {
        entry.result = await runner.processToolResult(options.outputProcessors, {
          messageList,
          stepNumber: step.stepNumber,
          toolName: call.toolName,
          toolCallId: call.toolCallId,
          args: call.args,
          result: outcome.kind === 'error' ? outcome.error : outcome.result,
          isError,
          providerExecuted: undefined,
          steps: ctx.steps,
        });
      } catch (error) {
        fail(error, 'processToolResult');
        return;
      }
    }
    settled[index] = entry;
    addInCallOrder();
    if (outcome.kind === 'error') await pushChunk(ctx.chunk('tool-error', { ...base, error: entry.result }));
    else if (outcome.kind === 'result') await pushChunk(ctx.chunk('tool-result', { ...base, result: entry.result }));
  };
  try {
    await runWithConcurrency(calls, options.toolConcurrency, runCall);
  } finally {
    ctx.onToolWriterFailure = undefined;
  }
  if (ctx.signal.aborted) throw abortReason(ctx.signal);
  if (failure !== undefined) {
    // The step's catch reads it to decide whether an abort may retry.
    ctx.retryHook = failure.retryHook;
    throw failure.error;
  }
  const outcomes = settled.map((entry) => entry?.outcome.kind);
  return {
    executed: outcomes.filter((kind) => kind === 'result' || kind === 'error').length,
    clientCalls: outcomes.includes('no-execute'),
  };
}

function addToolMessage(ctx: RunContext, call: ToolCallInfo, value: unknown, isError: boolean): void {
  const output = toOutput(value, isError);
  const { toolCallId, toolName } = call;
  ctx.messageList.add({ role: 'tool', content: [{ type: 'tool-result', toolCallId, toolName, output }] }, 'response');
}

function raceAbort<T>(signal: AbortSignal, promise: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(toError(abortReason(signal)));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(toError(abortReason(signal)));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort);
    });
  });
}
