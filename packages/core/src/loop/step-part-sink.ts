import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { CachedLLMStepChunk } from '../processors/hooks/cached-response.js';
import type { ChunkType } from '../contract/chunk-type.js';
import type { ModelPartSink } from '../model-call/model-part-sink.js';
import { isJsonText } from '../stream/model-part-to-chunk.js';
import { isProviderToolResult, processProviderToolResult } from './provider-tool-result.js';
import type { RunContext } from './run-context.js';
import type { StepAccumulator } from './step-accumulator.js';

/**
 * Where the Agent loop takes a step's model parts, live or replayed: the step's accumulator gets
 * the warnings, response metadata and finish; a tool call whose input is not JSON is marked for
 * the tools phase (`invalidArgs`); a provider-executed tool's result goes through
 * `processToolResult` first; a plain text delta takes the fast path when nothing else needs it.
 */
export function stepPartSink(ctx: RunContext, step: StepAccumulator, record: CachedLLMStepChunk[] | undefined): ModelPartSink {
  return {
    runId: ctx.runId,
    chain: ctx.chain,
    stepNumber: step.stepNumber,
    signal: ctx.signal,
    ...(record === undefined ? {} : { record }),
    onStreamStart: (part) => {
      step.warnings = part.warnings;
    },
    onResponseMetadata: (part) => {
      step.response = part;
    },
    onFinish: (part, usage) => {
      step.finishReason = part.finishReason.unified;
      step.usage = usage;
      step.providerMetadata = part.providerMetadata;
    },
    prepare: (chunk, part) => prepareStepChunk(ctx, step, chunk, part),
    sinkPlainDelta: (chunk) => {
      ctx.sinkPlainDelta(chunk);
    },
    hasToolCalls: () => step.toolCalls.length > 0,
  };
}

function prepareStepChunk(ctx: RunContext, step: StepAccumulator, chunk: ChunkType, part: LanguageModelV3StreamPart | undefined): ChunkType | Promise<ChunkType> {
  if (chunk.type === 'tool-call') {
    if (!argsAreJson(chunk.payload.args, part)) ctx.invalidArgs.add(chunk.payload.toolCallId);
    return chunk;
  }
  return isProviderToolResult(chunk) ? processProviderToolResult(ctx, step, chunk) : chunk;
}

/**
 * Whether a tool call's arguments were JSON: the model's input text on a live call; on a replay,
 * the recorded arguments (kept as a string only when they were not JSON).
 */
function argsAreJson(args: unknown, part: LanguageModelV3StreamPart | undefined): boolean {
  if (part?.type === 'tool-call') return isJsonText(part.input);
  return typeof args !== 'string' || isJsonText(args);
}
