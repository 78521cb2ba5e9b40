import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { openModelStream, type ModelStreamSource } from '../model/open-model-stream.js';
import type { CachedLLMStepChunk } from '../processors/hooks/cached-response.js';
import { ProcessorContractError } from '../processors/processor-contract-error.js';
import { ProcessorError } from '../processors/processor-error.js';
import { abortReason } from '../errors/to-error.js';
import type { StepSettings } from '../processors/runner/step-settings.js';
import { TripWire } from '../processors/trip-wire.js';
import type { ChunkType } from '../contract/chunk-type.js';
import { openModelCall } from '../model-call/open-model-call.js';
import { openWithBackoff } from '../model-call/open-with-backoff.js';
import { pumpModelParts } from '../model-call/pump-model-parts.js';
import { replayModelParts } from '../model-call/replay-model-parts.js';
import { retryAfterAPIError } from '../model-call/retry-after-api-error.js';
import { ModelStreamError } from '../model-call/model-stream-error.js';
import { buildCallOptions } from './call-options.js';
import type { RunContext } from './run-context.js';
import { StepAccumulator } from './step-accumulator.js';
import { stepPartSink } from './step-part-sink.js';
import { addUsage } from './usage.js';

/** What a step's model call produced (its accumulator is `ctx.step`). */
export interface ModelCallResult {
  fromCache: boolean;
  /** The model chunks in `{ type, payload }` form (recorded only when a processor needs them). */
  chunks: CachedLLMStepChunk[];
  request: unknown;
  rawResponse: unknown;
}

/**
 * One step's model call on core's engine (`model-call/`): `openModelCall` converts the prompt, runs
 * `processLLMRequest`, then replays a cached response or calls the model (retryable provider errors
 * retried with exponential backoff); `pumpModelParts` or `replayModelParts` push every chunk through
 * the output processors (a provider-executed tool's result or error through `processToolResult`
 * first, see `stepPartSink`), then the internal `model-response-end` marker. Provider failures
 * (non-retryable, out of retries, or mid-stream) go to `processAPIError` of every processor
 * implementing it, in the input, output and error arrays (in that order, each instance once); a
 * requested retry re-runs the call from prompt conversion.
 */
export async function callModel(ctx: RunContext, settings: StepSettings, stepNumber: number): Promise<ModelCallResult> {
  const { runner, messageList, options } = ctx;
  for (;;) {
    let call: Omit<LanguageModelV3CallOptions, 'prompt'> = {};
    let step = new StepAccumulator(stepNumber);
    let emitted = ctx.buffer.length;
    const retries = (error: unknown) => retriesAfterFailure(ctx, settings, step, emitted, error);
    const source = await openModelCall<ModelStreamSource>({
      runner,
      processors: options.inputProcessors,
      request: async () => {
        ctx.phase = 'step-input';
        const built = await buildCallOptions(settings);
        call = built.call;
        const prompt = messageList.get.all.prompt();
        return { prompt, model: settings.model, stepNumber, steps: ctx.steps, messageList, callOptions: built.forProcessors };
      },
      onRequest: async () => {
        ctx.phase = 'step-output';
        step = new StepAccumulator(stepNumber);
        ctx.step = step;
        emitted = ctx.buffer.length;
        ctx.retryHook = 'processOutputStream';
        await ctx.push(ctx.chunk('step-start', { stepNumber }));
      },
      open: (prompt) =>
        openWithBackoff(() => openModelStream(settings.model, { ...call, prompt, abortSignal: ctx.signal }), {
          maxRetries: options.maxRetries,
          retryDelayMs: options.retryDelayMs,
          signal: ctx.signal,
        }),
      retryAfterError: retries,
    });
    const chunks: CachedLLMStepChunk[] = [];
    if (source.fromCache) {
      const { response } = source;
      step.warnings = response.warnings ?? [];
      step.request = response.request;
      step.response = response.rawResponse;
      await replayModelParts(response, stepPartSink(ctx, step, chunks));
      endStepCall(ctx, step);
      return { fromCache: true, chunks, request: response.request, rawResponse: response.rawResponse };
    }
    const { live } = source;
    step.request = live.request;
    try {
      await pumpModelParts(live, stepPartSink(ctx, step, ctx.recordChunks ? chunks : undefined));
    } catch (error) {
      if (await retries(error)) continue;
      throw providerErrorOf(error);
    }
    endStepCall(ctx, step);
    return { fromCache: false, chunks, request: live.request, rawResponse: live.response };
  }
}

/** The `step-finish` chunk with reason `retry` that tells clients to discard a step. */
export function retryMarker(ctx: RunContext, step: StepAccumulator): ChunkType {
  return ctx.chunk('step-finish', {
    stepNumber: step.stepNumber,
    stepResult: { reason: 'retry', isContinued: true },
    output: { text: step.text, toolCalls: step.toolCalls, usage: step.usage },
  });
}

/**
 * Whether a failed call (its open or its stream) runs again: an abort is thrown, a processor's
 * failure is not retried; a provider's failure goes to `processAPIError`, and a retry of a step
 * that already reached the client first tells the client to discard it (`retryMarker`).
 */
async function retriesAfterFailure(ctx: RunContext, settings: StepSettings, step: StepAccumulator, emitted: number, error: unknown): Promise<boolean> {
  if (ctx.signal.aborted) throw abortReason(ctx.signal);
  if (TripWire.isInstance(error) || ProcessorError.isInstance(error) || ProcessorContractError.isInstance(error)) return false;
  // An abort in processAPIError blocks, whatever the stream phase left set.
  ctx.retryHook = undefined;
  const retry = await retryAfterAPIError(
    ctx.runner,
    ctx.apiErrorProcessors,
    { error: providerErrorOf(error), messageList: ctx.messageList, stepNumber: step.stepNumber, steps: ctx.steps, model: settings.model },
    ctx.options.maxProcessorRetries,
  );
  if (retry && ctx.buffer.length > emitted) ctx.emit(retryMarker(ctx, step));
  return retry;
}

/** The provider's own error: a mid-stream error part's, or the failure itself. */
function providerErrorOf(error: unknown): unknown {
  return ModelStreamError.isInstance(error) ? error.cause : error;
}

/** After the call's last part: its retries may no longer block, its usage joins the run's. */
function endStepCall(ctx: RunContext, step: StepAccumulator): void {
  ctx.retryHook = undefined;
  ctx.usage = addUsage(ctx.usage, step.usage);
}
