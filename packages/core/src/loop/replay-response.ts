import type { CachedLLMResponse, CachedLLMStepChunk } from '../processors/hooks/cached-response.js';
import { replayRecorded } from '../stream/replay-recorded.js';
import { isJsonText } from '../stream/model-part-to-chunk.js';
import { isProviderToolResult, processProviderToolResult } from './provider-tool-result.js';
import type { RunContext } from './run-context.js';
import type { StepAccumulator } from './step-accumulator.js';
import type { FinishReason } from '../contract/step-result.js';
import { addUsage } from './usage.js';

/**
 * Replays a `{ response }` from `processLLMRequest` instead of a provider call: every cached chunk
 * goes through the output processors as a live one would (`replayRecorded`, which the AI SDK
 * middleware uses too); the `finish` chunk sets the step's reason,
 * usage and metadata. A provider-executed tool's result goes through `processToolResult` first;
 * the internal `model-response-end` marker follows the last chunk, as after a live call.
 */
export async function replayResponse(
  ctx: RunContext,
  response: CachedLLMResponse,
  step: StepAccumulator,
  chunks: CachedLLMStepChunk[],
): Promise<void> {
  step.warnings = response.warnings ?? [];
  step.request = response.request;
  step.response = response.rawResponse;
  ctx.retryHook = 'processOutputStream';
  const finish = await replayRecorded(response.chunks, {
    runId: ctx.runId,
    chain: ctx.chain,
    record: chunks,
    prepare: (chunk) => {
      if (chunk.type === 'tool-call') {
        const args = (chunk.payload as { args: unknown }).args;
        if (typeof args === 'string' && !isJsonText(args)) ctx.invalidArgs.add(chunk.payload.toolCallId);
        return chunk;
      }
      return isProviderToolResult(chunk) ? processProviderToolResult(ctx, step, chunk) : chunk;
    },
  });
  if (finish !== undefined) {
    const { payload } = finish as { payload: { stepResult: { reason: FinishReason }; output: { usage: typeof step.usage }; metadata?: { providerMetadata?: typeof step.providerMetadata } } };
    step.finishReason = payload.stepResult.reason;
    step.usage = payload.output.usage;
    step.providerMetadata = payload.metadata?.providerMetadata;
  }
  await ctx.push(ctx.chunk('model-response-end', { stepNumber: step.stepNumber }));
  ctx.retryHook = undefined;
  if (step.finishReason === 'unknown') step.finishReason = step.toolCalls.length > 0 ? 'tool-calls' : 'stop';
  ctx.usage = addUsage(ctx.usage, step.usage);
}
