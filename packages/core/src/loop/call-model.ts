import { APICallError, type LanguageModelV3CallOptions, type LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { openModelStream, type ModelStreamSource } from '../model/open-model-stream.js';
import type { SluiceLanguageModel } from '../contract/language-model.js';
import type { CachedLLMStepChunk } from '../processors/hooks/cached-response.js';
import { ProcessorContractError } from '../processors/processor-contract-error.js';
import { ProcessorError } from '../processors/processor-error.js';
import { abortReason } from '../errors/to-error.js';
import type { StepSettings } from '../processors/runner/step-settings.js';
import { TripWire } from '../processors/trip-wire.js';
import type { ChunkType } from '../contract/chunk-type.js';
import { isJsonText, modelPartToChunk } from '../stream/model-part-to-chunk.js';
import { recordedFinishChunk } from '../stream/recorded-finish.js';
import { recordedChunkOf } from '../stream/recorded-chunk.js';
import { abortableDelay } from './abortable-delay.js';
import { buildCallOptions } from './call-options.js';
import { replayResponse } from './replay-response.js';
import { ModelStreamError } from './model-stream-error.js';
import { isProviderToolResult, processProviderToolResult } from './provider-tool-result.js';
import type { RunContext } from './run-context.js';
import { StepAccumulator } from './step-accumulator.js';
import { usageFromModel } from '../model/model-usage.js';
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
 * Converts the prompt, runs `processLLMRequest`, then replays a cached response or calls the model
 * (retryable provider errors retried with exponential backoff), pushing every chunk through the
 * output processors (a provider-executed tool's result or error through `processToolResult` first,
 * see `processProviderToolResult`), then the internal `model-response-end` marker, so that text
 * the processors hold back is released before the step's content is taken. Provider failures (non-retryable, out of retries, or mid-stream) go to
 * `processAPIError` of every processor implementing it, in the input, output and error arrays (in
 * that order, each instance once); a requested retry re-runs the call from prompt conversion.
 */
export async function callModel(ctx: RunContext, settings: StepSettings, stepNumber: number): Promise<ModelCallResult> {
  const { runner, messageList, options } = ctx;
  for (;;) {
    ctx.phase = 'step-input';
    const { call, forProcessors } = await buildCallOptions(settings);
    const request = await runner.processLLMRequest(options.inputProcessors, {
      prompt: messageList.get.all.prompt(),
      model: settings.model,
      stepNumber,
      steps: ctx.steps,
      messageList,
      callOptions: forProcessors,
    });
    ctx.phase = 'step-output';
    const step = new StepAccumulator(stepNumber);
    ctx.step = step;
    const emitted = ctx.buffer.length;
    ctx.retryHook = 'processOutputStream';
    await ctx.push(ctx.chunk('step-start', { stepNumber }));
    const chunks: CachedLLMStepChunk[] = [];
    if (request.response !== undefined) {
      await replayResponse(ctx, request.response, step, chunks);
      return { fromCache: true, chunks, request: request.response.request, rawResponse: request.response.rawResponse };
    }
    try {
      const result = await callWithBackoff(ctx, settings.model, { ...call, prompt: request.prompt, abortSignal: ctx.signal });
      step.request = result.request;
      await pump(ctx, result, step, chunks);
      return { fromCache: false, chunks, request: result.request, rawResponse: result.response };
    } catch (error) {
      if (ctx.signal.aborted) throw abortReason(ctx.signal);
      if (TripWire.isInstance(error) || ProcessorError.isInstance(error) || ProcessorContractError.isInstance(error)) {
        throw error;
      }
      // An abort in processAPIError blocks, whatever the stream phase left set.
      ctx.retryHook = undefined;
      const providerError = ModelStreamError.isInstance(error) ? error.cause : error;
      const retry = await runner.processAPIError(ctx.apiErrorProcessors, {
        error: providerError,
        messageList,
        stepNumber,
        steps: ctx.steps,
        model: settings.model,
      });
      if (!retry) throw providerError;
      const processorId = ctx.apiErrorProcessors.map((p) => p.id).join(',');
      if (!runner.takeRetry({ processorId, hook: 'processAPIError', maxRetries: options.maxProcessorRetries })) throw providerError;
      if (ctx.buffer.length > emitted) ctx.emit(retryMarker(ctx, step));
    }
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

async function callWithBackoff(ctx: RunContext, model: SluiceLanguageModel, call: LanguageModelV3CallOptions) {
  const { maxRetries, retryDelayMs } = ctx.options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await openModelStream(model, call);
    } catch (error) {
      if (ctx.signal.aborted) throw abortReason(ctx.signal);
      if (!APICallError.isInstance(error) || !error.isRetryable || attempt >= maxRetries) throw error;
      await abortableDelay(retryDelayMs * 2 ** attempt, ctx.signal);
    }
  }
}

async function pump(
  ctx: RunContext,
  source: ModelStreamSource,
  step: StepAccumulator,
  chunks: CachedLLMStepChunk[],
): Promise<void> {
  // V4 and V2 parts are read as V3 inline: no extra stream stage between the model and the loop.
  const toV3 = source.toV3;
  const reader = source.stream.getReader() as ReadableStreamDefaultReader<LanguageModelV3StreamPart>;
  const signal = ctx.signal;
  // A local flag instead of the `signal.aborted` getter on every chunk.
  let aborted = signal.aborted;
  const onAbort = () => {
    aborted = true;
    reader.cancel(abortReason(signal)).catch(noop);
  };
  signal.addEventListener('abort', onAbort, { once: true });
  const record = ctx.recordChunks;
  const runId = ctx.runId;
  const chain = ctx.chain;
  ctx.retryHook = 'processOutputStream';
  const tickMs = chain.idleTickMs;
  // No output stream processor and no recording: a plain text delta goes straight to the client.
  const direct = chain.isEmpty && !record;
  // The text part still open (for idle ticks); only tracked when a processor asked for ticks.
  let openText: string | undefined;
  try {
    for (;;) {
      // Without idle ticks the read stays a bare reader.read(): the 0-processor path adds no promise.
      const read = tickMs === undefined || openText === undefined ? await reader.read() : await readOrTick(ctx, reader, tickMs, openText);
      if (aborted) throw abortReason(signal);
      if (read.done) break;
      const value = toV3 === undefined ? read.value : toV3(read.value);
      if (value === undefined) continue;
      if (tickMs !== undefined) {
        if (value.type === 'text-start') openText = value.id;
        else if (value.type === 'text-end') openText = undefined;
      }
      switch (value.type) {
        case 'stream-start':
          step.warnings = value.warnings;
          continue;
        case 'response-metadata':
          step.response = value;
          continue;
        case 'raw':
          continue;
        case 'error':
          throw new ModelStreamError(value.error);
        case 'finish':
          step.finishReason = value.finishReason.unified;
          step.usage = usageFromModel(value.usage);
          step.providerMetadata = value.providerMetadata;
          if (record) chunks.push(recordedFinishChunk(value));
          continue;
        default: {
          if (direct && value.type === 'text-delta' && value.providerMetadata === undefined) {
            ctx.sinkPlainDelta(modelPartToChunk(value, runId));
            continue;
          }
          let chunk = modelPartToChunk(value, runId);
          if (value.type === 'tool-call' && !isJsonText(value.input)) ctx.invalidArgs.add(value.toolCallId);
          // Recorded as the model sent it: a replay runs the processors again.
          if (record) chunks.push(recordedChunkOf(chunk));
          if (isProviderToolResult(chunk)) chunk = await processProviderToolResult(ctx, step, chunk);
          const pending = chain.push(chunk);
          if (pending !== undefined) await pending;
        }
      }
    }
    await ctx.push(ctx.chunk('model-response-end', { stepNumber: step.stepNumber }));
  } catch (error) {
    reader.cancel().catch(noop);
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  // Left set on a throw: the step's catch reads it to decide whether an abort may retry.
  ctx.retryHook = undefined;
  ctx.usage = addUsage(ctx.usage, step.usage);
}

/**
 * Reads the next model part. With `tickMs` set (a processor's `streamIdleTickMs`) and a text part
 * open, each `tickMs` of model silence pushes an empty `text-delta` of that part through the output
 * processors (not recorded for `processLLMResponse`), so a processor holding text can release it
 * while the model is silent; the pending read is kept, nothing is lost or reordered.
 */
async function readOrTick(
  ctx: RunContext,
  reader: ReadableStreamDefaultReader<LanguageModelV3StreamPart>,
  tickMs: number,
  openText: string,
): Promise<ReadableStreamReadResult<LanguageModelV3StreamPart>> {
  const read = reader.read();
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = new Promise<typeof IDLE_TICK>((resolve) => {
      timer = setTimeout(() => {
        resolve(IDLE_TICK);
      }, tickMs);
    });
    const result = await Promise.race([read, tick]);
    clearTimeout(timer);
    if (result !== IDLE_TICK) return result;
    if (ctx.signal.aborted) return read;
    await ctx.push(ctx.chunk('text-delta', { id: openText, text: '' }));
  }
}

const IDLE_TICK = Symbol('idle-tick');

function noop(): void {
  // ignore cancellation failures
}
