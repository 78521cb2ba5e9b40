import { safeValidateTypes } from '@ai-sdk/provider-utils';
import type { AgentResult } from '../stream/agent-result.js';
import type { RunContext } from './run-context.js';
import { StructuredOutputError } from './structured-output-error.js';
import { addResponseData } from './add-response-data.js';
import { TripWire } from '../processors/trip-wire.js';
import { retryLastStep } from './run-step.js';

/**
 * Ends a successful loop: structured output, the `finish` chunk through the output processors
 * (held back until processOutputResult passes), processOutputResult, and the result. An abort with
 * `retry` on the `object` or `finish` chunk rejects the last step instead (while retries remain):
 * the loop runs that step again, with the feedback, and returns `{ retryStep }`.
 */
export async function finishRun(ctx: RunContext): Promise<AgentResult | { retryStep: number }> {
  const { steps, messageList, options } = ctx;
  ctx.phase = 'result';
  ctx.step = undefined;
  const last = steps[steps.length - 1];
  const text = steps.map((s) => s.text).join('');
  const finishReason = last?.finishReason ?? 'other';
  const structured = ctx.lastSettings?.structuredOutput;
  let object: unknown;
  if (structured !== undefined) object = await parseObject(last?.text ?? '', structured.schema);
  ctx.held = [];
  try {
    if (structured !== undefined) await ctx.push(ctx.chunk('object', { object }));
    await ctx.push(ctx.chunk('finish', { stepResult: { reason: finishReason }, output: { usage: ctx.usage } }));
  } catch (error) {
    if (!TripWire.isInstance(error) || !error.retry || ctx.signal.aborted) throw error;
    // Held chunks never reach the client: the rejected finish is dropped with them.
    ctx.held = undefined;
    return { retryStep: retryLastStep(ctx, error) };
  }
  await ctx.runner.processOutputResult(options.outputProcessors, {
    messageList,
    result: { text, usage: ctx.usage, finishReason, steps, ...(structured === undefined ? {} : { object }) },
  });
  if (ctx.looseData.length > 0) {
    addResponseData(messageList, ctx.looseData.splice(0));
  }
  const held = ctx.held;
  ctx.held = undefined;
  for (const chunk of held) ctx.emit(chunk);
  return {
    runId: ctx.runId,
    text,
    object,
    finishReason,
    usage: ctx.usage,
    steps,
    toolCalls: steps.flatMap((s) => s.toolCalls),
    toolResults: steps.flatMap((s) => s.toolResults),
    tripwire: undefined,
    response: { messages: messageList.get.response.db() },
    violations: ctx.runner.violations,
    warnings: ctx.runner.warnings,
  };
}

async function parseObject(text: string, schema: Parameters<typeof safeValidateTypes>[0]['schema']): Promise<unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    throw new StructuredOutputError(text, error);
  }
  const validated = await safeValidateTypes({ value, schema });
  if (!validated.success) throw new StructuredOutputError(text, validated.error);
  return validated.value;
}
