import {
  APICallError,
  type LanguageModelV3CallOptions,
  type LanguageModelV3Prompt,
  type LanguageModelV3StreamPart,
  type LanguageModelV3StreamResult,
} from '@ai-sdk/provider';
import {
  ModelStreamError,
  RequestContext,
  TripWire,
  type CachedLLMStepChunk,
  type ChunkType,
  type MessageList,
  type Processor,
  type StepOutcome,
  type ToolCallInfo,
  type SluiceLanguageModel,
  type TripwireInfo,
  streamModel,
} from '@sluice/core';
import {
  ProcessorRunner,
  callOptionsForProcessors,
  chunkToModelPart,
  openModelCall,
  pumpModelParts,
  replayModelParts,
  retryAfterAPIError,
  usageFromModel,
  usageToModel,
  type FinishPart,
  type ModelCallSource,
  type ModelPartSink,
  type OutputStreamChain,
} from '@sluice/core/host';
import { promptToMessageList, withFeedback } from './call-prompt.js';
import { processPromptToolResults } from './prompt-tool-results.js';
import type { SluiceMiddlewareOptions } from './sluice-middleware-options.js';
import { TRIPWIRE_FINISH_REASON, tripwireMetadata } from './sluice-tripwire.js';

type Controller = ReadableStreamDefaultController<LanguageModelV3StreamPart>;

/**
 * One model call's source (core's engine opens it): a live provider stream, or a response a
 * processor answered from a cache, replayed as recorded chunks (no round trip through V3 parts).
 */
type Source = ModelCallSource<LanguageModelV3StreamResult>;

/** What one attempt produced after `processOutputStream`. */
interface Attempt {
  chunks: CachedLLMStepChunk[];
  finish: FinishPart | undefined;
  text: string;
  toolCalls: ToolCallInfo[];
}

/** The middleware's resolved configuration. */
export interface CallConfig {
  options: SluiceMiddlewareOptions;
  processors: readonly Processor[];
  errorProcessors: readonly Processor[];
  /** Whether any processor implements `processOutputStep` (parts are then held until it passes). */
  holdUntilStep: boolean;
  /** Whether to run `processInput`, then `processToolResult` over its tool results, on the call's prompt first (`processInputPerCall`). */
  inputPerCall: boolean;
}

/**
 * Runs one model call (`doStream`) through processors: `processLLMRequest`, the provider call
 * (or a cache replay) with `processAPIError` retries, `processOutputStream` per part,
 * `processLLMResponse`, then `processOutputStep` with retry-with-feedback. One `ProcessorRunner`
 * per call: state, `retryCount` and violations are per model call.
 */
export class ModelCall {
  readonly #config: CallConfig;
  readonly #params: LanguageModelV3CallOptions;
  readonly #model: SluiceLanguageModel;
  readonly #runner: ProcessorRunner;
  readonly #list: MessageList;
  readonly #chain: OutputStreamChain;
  readonly #maxRetries: number;
  readonly #feedback: string[] = [];
  readonly #outcomes: ((outcome: StepOutcome) => void)[] = [];
  #basePrompt: LanguageModelV3Prompt;
  #out: Controller | undefined;
  /** Parts that left the processors but wait for `processOutputStep` (or a retry discards them). */
  #held: LanguageModelV3StreamPart[] = [];
  #attempt: Attempt = newAttempt();
  #forwarded = 0;
  #startSent = false;
  readonly #openBlocks = new Set<string>();
  /** Aborted when the call fails (see the constructor). */
  readonly #failed = new AbortController();

  constructor(config: CallConfig, params: LanguageModelV3CallOptions, model: SluiceLanguageModel) {
    this.#config = config;
    this.#params = params;
    this.#model = model;
    this.#basePrompt = params.prompt;
    const { options } = config;
    const requestContext =
      typeof options.requestContext === 'function' ? options.requestContext({ params }) : (options.requestContext ?? new RequestContext());
    // Processors see the caller's signal, also aborted when this call fails without a step outcome
    // (a rejection left to the AI SDK's retries reaches no hook): what they hold for it is released.
    const abortSignal = params.abortSignal === undefined ? this.#failed.signal : AbortSignal.any([params.abortSignal, this.#failed.signal]);
    this.#runner = new ProcessorRunner({
      requestContext,
      abortSignal,
      onData: (chunk, emitter) => this.#chain.pushData(chunk, emitter.processor),
      ...(options.onViolation === undefined ? {} : { onViolation: options.onViolation }),
      ...(options.onWarning === undefined ? {} : { onWarning: options.onWarning }),
    });
    this.#runner.register([...new Set([...config.processors, ...config.errorProcessors])]);
    this.#runner.stepNumber = 0;
    this.#list = promptToMessageList(params.prompt);
    this.#chain = this.#runner.createOutputStream(config.processors, { messageList: this.#list, sink: (chunk) => { this.#sink(chunk); } });
    this.#maxRetries = options.maxProcessorRetries ?? (config.errorProcessors.length > 0 ? 10 : 0);
  }

  /** Runs `processLLMRequest` and opens the provider stream; returns the processed stream. */
  async stream(): Promise<LanguageModelV3StreamResult> {
    let first: Source | TripWire;
    try {
      if (this.#config.inputPerCall) {
        await this.#runner.processInput(this.#config.processors, { messageList: this.#list });
        await processPromptToolResults(this.#runner, this.#config.processors, this.#list);
        this.#basePrompt = this.#list.get.all.prompt();
      }
      first = await this.#open();
    } catch (error) {
      if (!TripWire.isInstance(error)) {
        this.#failed.abort(error);
        throw error;
      }
      first = error;
    }
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      start: (controller) => {
        this.#out = controller;
        void this.#pump(first);
      },
    });
    if (TripWire.isInstance(first) || first.fromCache) return { stream };
    const { request, response } = first.live;
    return { stream, ...(request === undefined ? {} : { request }), ...(response === undefined ? {} : { response }) };
  }

  /** `processLLMRequest`, then a replay or the provider call with `processAPIError` retries (core's engine). */
  #open(): Promise<Source> {
    return openModelCall({
      runner: this.#runner,
      processors: this.#config.processors,
      request: () => ({
        prompt: withFeedback(this.#basePrompt, this.#feedback),
        model: this.#model,
        stepNumber: 0,
        steps: [],
        messageList: this.#list,
        callOptions: callOptionsForProcessors(this.#params),
      }),
      // Retryable provider errors are left to the AI SDK's own retries (`maxRetries`): no backoff here.
      open: (prompt) => streamModel(this.#model, { ...this.#params, prompt }),
      retryAfterError: (error) => this.#retryAfterAPIError(error),
    });
  }

  /** Runs the error processors; true when one asked for a retry and a retry is allowed. */
  async #retryAfterAPIError(error: unknown): Promise<boolean> {
    if (this.#config.errorProcessors.length === 0) return false;
    // Retryable provider errors are left to the AI SDK's own retries (`maxRetries`).
    if (APICallError.isInstance(error) && error.isRetryable) return false;
    const args = { error, messageList: this.#list, stepNumber: 0, steps: [], model: this.#model };
    if (!(await retryAfterAPIError(this.#runner, this.#config.errorProcessors, args, this.#maxRetries))) return false;
    // Error processors fix the request through the message list: send what it now holds.
    this.#basePrompt = this.#list.get.all.prompt();
    return true;
  }

  async #pump(first: Source | TripWire): Promise<void> {
    let source = first;
    try {
      for (;;) {
        if (TripWire.isInstance(source)) throw source;
        const outcome = this.#newOutcome();
        try {
          await this.#read(source);
          await this.#afterResponse(source.fromCache, outcome);
          this.#flush();
          const finish = this.#attempt.finish;
          if (finish !== undefined) this.#enqueue(finish);
          this.#out?.close();
          this.#settle('accepted');
          return;
        } catch (error) {
          if (ModelStreamError.isInstance(error)) {
            if (!(await this.#retryAfterAPIError(error.cause))) {
              this.#endWithError(error.cause);
              return;
            }
            this.#settle('retried');
            source = await this.#reopen();
            continue;
          }
          if (!TripWire.isInstance(error) || !this.#takeRetry(error)) throw error;
          this.#settle('retried');
          this.#feedback.push(error.reason);
          source = await this.#reopen();
        }
      }
    } catch (error) {
      this.#fail(error);
    }
  }

  async #reopen(): Promise<Source | TripWire> {
    this.#held = [];
    this.#attempt = newAttempt();
    const response = this.#list.get.response.db().map((m) => m.id);
    if (response.length > 0) this.#list.removeByIds(response);
    try {
      return await this.#open();
    } catch (error) {
      if (TripWire.isInstance(error)) return error;
      throw error;
    }
  }

  /** Counts a retry a `TripWire` asked for, when one is still possible. */
  #takeRetry(wire: TripWire): boolean {
    if (!wire.retry) return false;
    if (this.#forwarded > 0) {
      this.#runner.warn({ processorId: wire.processorId ?? 'unknown', hook: 'processOutputStream', message: 'retry requested after parts reached the caller; a model stream cannot take them back' });
      return false;
    }
    return this.#runner.takeRetry({ processorId: wire.processorId ?? 'unknown', hook: 'processOutputStep', maxRetries: this.#maxRetries });
  }

  /** Reads one attempt's parts through the output processors (core's engine: the live pump or the replay). */
  async #read(source: Source): Promise<void> {
    if (!source.fromCache) {
      await pumpModelParts({ stream: source.live.stream, toV3: undefined }, this.#partSink());
      return;
    }
    this.#start({ type: 'stream-start', warnings: [] });
    await replayModelParts(source.response, this.#partSink());
  }

  /**
   * Where the engine takes this attempt's parts: all are recorded; `response-metadata` and `raw`
   * go straight to the caller; an `error` part is passed on, unless nothing reached the caller yet
   * and error processors may still fix the call (the engine then throws a `ModelStreamError`).
   */
  #partSink(): ModelPartSink {
    const attempt = this.#attempt;
    const signal = this.#params.abortSignal;
    return {
      runId: this.#runner.runId,
      chain: this.#chain,
      stepNumber: 0,
      ...(signal === undefined ? {} : { signal }),
      record: attempt.chunks,
      onStreamStart: (part) => {
        this.#start(part);
      },
      onResponseMetadata: (part) => this.#out?.enqueue(part),
      onRaw: (part) => this.#out?.enqueue(part),
      passError: (part) => {
        if (this.#forwarded === 0 && this.#config.errorProcessors.length > 0) return false;
        this.#pass(part);
        return true;
      },
      onFinish: (part) => {
        attempt.finish = part;
      },
      hasToolCalls: () => attempt.toolCalls.length > 0,
    };
  }

  /** Sends the caller one `stream-start`, the first attempt's: a retry's is not sent again. */
  #start(part: Extract<LanguageModelV3StreamPart, { type: 'stream-start' }>): void {
    if (!this.#startSent) this.#out?.enqueue(part);
    this.#startSent = true;
  }

  /** `processLLMResponse`, then `processOutputStep` on the step's response message. */
  async #afterResponse(fromCache: boolean, outcome: Promise<StepOutcome>): Promise<void> {
    const { processors } = this.#config;
    const attempt = this.#attempt;
    await this.#runner.processLLMResponse(processors, {
      chunks: attempt.chunks,
      model: this.#model,
      stepNumber: 0,
      steps: [],
      fromCache,
      warnings: [],
      request: undefined,
      rawResponse: undefined,
      messageList: this.#list,
      stepOutcome: outcome,
    });
    if (!this.#config.holdUntilStep) return;
    this.#addResponse();
    await this.#runner.processOutputStep(processors, {
      messageList: this.#list,
      stepNumber: 0,
      finishReason: attempt.finish?.finishReason.unified ?? 'other',
      providerMetadata: attempt.finish?.providerMetadata,
      toolCalls: attempt.toolCalls,
      text: attempt.text,
      usage: usageFromModel(attempt.finish?.usage),
      steps: [],
    });
  }

  #addResponse(): void {
    const { text, toolCalls } = this.#attempt;
    const content = [
      ...(text === '' ? [] : [{ type: 'text' as const, text }]),
      ...toolCalls.map((c) => ({ type: 'tool-call' as const, toolCallId: c.toolCallId, toolName: c.toolName, input: c.args })),
    ];
    if (content.length > 0) this.#list.add({ role: 'assistant', content }, 'response');
  }

  /** Where chunks leaving the last processor go. */
  #sink(chunk: ChunkType): void {
    if (chunk.type.startsWith('data-')) {
      this.#config.options.onData?.(chunk as Parameters<NonNullable<SluiceMiddlewareOptions['onData']>>[0]);
      return;
    }
    const attempt = this.#attempt;
    if (chunk.type === 'text-delta') attempt.text += chunk.payload.text;
    else if (chunk.type === 'tool-call') attempt.toolCalls.push({ toolCallId: chunk.payload.toolCallId, toolName: chunk.payload.toolName, args: chunk.payload.args });
    const part = chunkToModelPart(chunk);
    if (part !== undefined) this.#pass(part);
  }

  #pass(part: LanguageModelV3StreamPart): void {
    if (this.#config.holdUntilStep) this.#held.push(part);
    else this.#enqueue(part);
  }

  #flush(): void {
    for (const part of this.#held) this.#enqueue(part);
    this.#held = [];
  }

  #enqueue(part: LanguageModelV3StreamPart): void {
    if (part.type === 'text-start' || part.type === 'reasoning-start') this.#openBlocks.add(`${part.type}:${part.id}`);
    else if (part.type === 'text-end') this.#openBlocks.delete(`text-start:${part.id}`);
    else if (part.type === 'reasoning-end') this.#openBlocks.delete(`reasoning-start:${part.id}`);
    if (part.type !== 'finish' && part.type !== 'stream-start') this.#forwarded++;
    this.#out?.enqueue(part);
  }

  /** Passes a provider's mid-stream error to the caller (after the parts held so far) and ends. */
  #endWithError(error: unknown): void {
    this.#settle('error');
    this.#failed.abort(error);
    this.#flush();
    this.#out?.enqueue({ type: 'error', error });
    this.#out?.close();
  }

  /** Ends the stream after a tripwire (a `finish` the caller can detect), an abort or an error. */
  #fail(error: unknown): void {
    const out = this.#out;
    if (out === undefined) return;
    if (TripWire.isInstance(error)) {
      this.#settle('tripwire');
      const tripwire: TripwireInfo = { reason: error.reason, processorId: error.processorId ?? 'unknown', ...(error.retry ? { retry: true } : {}), ...(error.metadata === undefined ? {} : { metadata: error.metadata }) };
      this.#config.options.onTripwire?.(tripwire);
      this.#closeOpenBlocks();
      out.enqueue({
        type: 'finish',
        finishReason: { unified: 'other', raw: TRIPWIRE_FINISH_REASON },
        usage: this.#attempt.finish?.usage ?? usageToModel(undefined),
        providerMetadata: tripwireMetadata(tripwire),
      });
      out.close();
      return;
    }
    this.#settle(this.#params.abortSignal?.aborted === true ? 'aborted' : 'error');
    this.#failed.abort(error);
    out.error(error);
  }

  #closeOpenBlocks(): void {
    for (const key of this.#openBlocks) {
      const [kind, id = ''] = key.split(':', 2) as [string, string | undefined];
      this.#out?.enqueue({ type: kind === 'text-start' ? 'text-end' : 'reasoning-end', id });
    }
    this.#openBlocks.clear();
  }

  #newOutcome(): Promise<StepOutcome> {
    return new Promise((resolve) => { this.#outcomes.push(resolve); });
  }

  #settle(outcome: StepOutcome): void {
    this.#outcomes.at(-1)?.(outcome);
  }
}

function newAttempt(): Attempt {
  return { chunks: [], finish: undefined, text: '', toolCalls: [] };
}
