import type { CachedLLMResponse, CachedLLMStepChunk } from '../processors/hooks/cached-response.js';
import { runChunkOf } from '../stream/recorded-chunk.js';
import { isJsonText } from '../stream/model-part-to-chunk.js';
import { isProviderToolResult, processProviderToolResult } from './provider-tool-result.js';
import type { RunContext } from './run-context.js';
import type { StepAccumulator } from './step-accumulator.js';
import type { FinishReason } from '../contract/step-result.js';
import { addUsage } from './usage.js';

/**
 * Replays a `{ response }` from `processLLMRequest` instead of a provider call: every cached chunk
 * goes through the output processors as a live one would, on the same synchronous fast path (an
 * await only when a processor returned a promise); the `finish` chunk sets the step's reason,
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
  const runId = ctx.runId;
  const chain = ctx.chain;
  for (const cached of response.chunks) {
    chunks.push(cached);
    if (cached.type === 'finish') {
      const payload = cached.payload as { stepResult: { reason: FinishReason }; output: { usage: typeof step.usage }; metadata?: { providerMetadata?: typeof step.providerMetadata } };
      step.finishReason = payload.stepResult.reason;
      step.usage = payload.output.usage;
      step.providerMetadata = payload.metadata?.providerMetadata;
      continue;
    }
    if (cached.type === 'tool-call') {
      const args = (cached.payload as { args: unknown; toolCallId: string }).args;
      if (typeof args === 'string' && !isJsonText(args)) ctx.invalidArgs.add((cached.payload as { toolCallId: string }).toolCallId);
    }
    let chunk = runChunkOf(cached, runId);
    if (isProviderToolResult(chunk)) chunk = await processProviderToolResult(ctx, step, chunk);
    const pending = chain.push(chunk);
    if (pending !== undefined) await pending;
  }
  await ctx.push(ctx.chunk('model-response-end', { stepNumber: step.stepNumber }));
  ctx.retryHook = undefined;
  if (step.finishReason === 'unknown') step.finishReason = step.toolCalls.length > 0 ? 'tool-calls' : 'stop';
  ctx.usage = addUsage(ctx.usage, step.usage);
}
