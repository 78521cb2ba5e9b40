import type { Tool } from '@ai-sdk/provider-utils';
import { abortReason } from '../processors/runner/processor-runner.js';
import type { StepSettings } from '../processors/runner/step-settings.js';
import { executeToolCall } from '../tools/execute-tool-call.js';
import type { RunContext } from './run-context.js';
import type { StepAccumulator } from './step-accumulator.js';
import { toOutput } from './step-accumulator.js';

/** How the tool phase of a step ended. */
export interface ToolPhaseResult {
  /** Tool calls executed here (successfully or not). */
  executed: number;
  /** True when a called tool has no `execute`: the call is left to the client and the loop stops. */
  clientCalls: boolean;
}

/**
 * Executes the step's tool calls in order (provider-executed ones are skipped). Each call's input
 * is validated against the tool's schema; unknown tools, invalid input and throwing tools become a
 * tool error the model sees. Successful results go through `processToolResult` before they join
 * the list, and the streamed `tool-result` chunk carries the value after the processors.
 */
export async function runTools(ctx: RunContext, step: StepAccumulator, settings: StepSettings): Promise<ToolPhaseResult> {
  const { runner, messageList, options } = ctx;
  let executed = 0;
  let clientCalls = false;
  for (const call of [...step.toolCalls]) {
    if (call.providerExecuted === true) continue;
    const tool = (settings.tools as Record<string, Tool | undefined>)[call.toolName];
    const outcome = await executeToolCall({
      tool,
      toolName: call.toolName,
      toolCallId: call.toolCallId,
      args: call.args,
      argsParsed: !ctx.invalidArgs.has(call.toolCallId),
      abortSignal: ctx.signal,
      requestContext: options.requestContext,
      writer: ctx.toolWriter,
      messages: messageList.get.all.core(),
    });
    if (ctx.signal.aborted) throw abortReason(ctx.signal);
    if (outcome.kind === 'no-execute') {
      clientCalls = true;
      continue;
    }
    executed++;
    const base = { toolCallId: call.toolCallId, toolName: call.toolName, args: call.args };
    if (outcome.kind === 'error') {
      addToolMessage(ctx, call.toolCallId, call.toolName, outcome.error, true);
      await ctx.push(ctx.chunk('tool-error', { ...base, error: outcome.error }));
      continue;
    }
    ctx.retryable = true;
    // Left true on a throw: the step's catch reads it to decide whether an abort may retry.
    const result = await runner.processToolResult(options.outputProcessors, {
        messageList,
        stepNumber: step.stepNumber,
        toolName: call.toolName,
        toolCallId: call.toolCallId,
        args: call.args,
        result: outcome.result,
        providerExecuted: undefined,
        steps: ctx.steps,
      });
    ctx.retryable = false;
    addToolMessage(ctx, call.toolCallId, call.toolName, result, false);
    await ctx.push(ctx.chunk('tool-result', { ...base, result }));
  }
  return { executed, clientCalls };
}

function addToolMessage(ctx: RunContext, toolCallId: string, toolName: string, value: unknown, isError: boolean): void {
  const output = toOutput(value, isError);
  ctx.messageList.add({ role: 'tool', content: [{ type: 'tool-result', toolCallId, toolName, output }] }, 'response');
}
