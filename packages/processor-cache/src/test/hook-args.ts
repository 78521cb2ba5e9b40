import {
  MessageList,
  RequestContext,
  type CachedLLMStepChunk,
  type HookContext,
  type LLMRequestCallOptions,
  type ModelPrompt,
  type ProcessLLMRequestArgs,
  type ProcessLLMResponseArgs,
  type SluiceLanguageModel,
  type StepOutcome,
  type StepResult,
} from '@sluice/core';
import { createHookContext } from '@sluice/conformance';
import { MockLanguageModelV3 } from 'ai/test';
import type { ResponseCacheState } from '../response-cache.js';

/** The HookContext fields for calling the cache's hooks directly (the kit's builder). */
export function hookContext(
  state: ResponseCacheState,
  overrides: { requestContext?: RequestContext; abortSignal?: AbortSignal } = {},
): HookContext<ResponseCacheState> {
  return createHookContext<ResponseCacheState>({ state, processorId: 'response-cache', ...overrides }).context;
}

/** A request context for a run of `resource`. */
export function forResource(resource: string | undefined): RequestContext {
  const context = new RequestContext();
  if (resource !== undefined) context.set('resourceId', resource);
  return context;
}

export const testModel: SluiceLanguageModel = new MockLanguageModelV3({ provider: 'test', modelId: 'model-1' });

export function userPrompt(text: string): ModelPrompt {
  return [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: [{ type: 'text', text }] },
  ];
}

export function callOptions(overrides: Partial<LLMRequestCallOptions> = {}): LLMRequestCallOptions {
  return {
    tools: [],
    toolChoice: undefined,
    settings: { temperature: 0 },
    responseFormat: undefined,
    providerOptions: undefined,
    ...overrides,
  };
}


export interface RequestArgsOptions {
  state: ResponseCacheState;
  text?: string;
  prompt?: ModelPrompt;
  model?: SluiceLanguageModel;
  resource?: string | undefined;
  requestContext?: RequestContext;
  abortSignal?: AbortSignal;
  callOptions?: Partial<LLMRequestCallOptions>;
  stepNumber?: number;
}

export function requestArgs(options: RequestArgsOptions): ProcessLLMRequestArgs<ResponseCacheState> {
  const requestContext =
    options.requestContext ?? forResource('resource' in options ? options.resource : 'user-1');
  return {
    ...hookContext(options.state, {
      requestContext,
      ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
    }),
    prompt: options.prompt ?? userPrompt(options.text ?? 'hello'),
    model: options.model ?? testModel,
    stepNumber: options.stepNumber ?? 0,
    steps: [],
    messageList: new MessageList(),
    callOptions: callOptions(options.callOptions),
  };
}

export interface ResponseArgsOptions {
  state: ResponseCacheState;
  chunks?: CachedLLMStepChunk[];
  fromCache?: boolean;
  outcome?: StepOutcome | Promise<StepOutcome>;
  model?: SluiceLanguageModel;
}

export function responseArgs(options: ResponseArgsOptions): ProcessLLMResponseArgs<ResponseCacheState> {
  return {
    ...hookContext(options.state),
    chunks: options.chunks ?? textChunks('Hi there!'),
    model: options.model ?? testModel,
    stepNumber: 0,
    // As core passes it: the step result built from what left the output processors (here unchanged).
    steps: [unchangedStep(options.chunks ?? textChunks('Hi there!'))],
    fromCache: options.fromCache ?? false,
    warnings: [],
    request: undefined,
    rawResponse: undefined,
    messageList: new MessageList(),
    stepOutcome: Promise.resolve(options.outcome ?? 'accepted'),
  };
}

/** The step result core builds when no output processor changed `chunks`. */
export function unchangedStep(chunks: readonly CachedLLMStepChunk[]): StepResult {
  let text = '';
  let reasoning: string | undefined;
  const toolCalls: StepResult['toolCalls'] = [];
  for (const chunk of chunks) {
    if (chunk.type === 'text-delta') text += chunk.payload.text;
    else if (chunk.type === 'reasoning-delta') reasoning = (reasoning ?? '') + chunk.payload.text;
    else if (chunk.type === 'tool-call') toolCalls.push({ toolCallId: chunk.payload.toolCallId, toolName: chunk.payload.toolName, args: chunk.payload.args });
  }
  return {
    stepNumber: 0,
    text,
    reasoningText: reasoning,
    toolCalls,
    toolResults: [],
    finishReason: 'stop',
    usage: { inputTokens: undefined, outputTokens: undefined, totalTokens: undefined },
    warnings: [],
    sources: [],
    files: [],
    providerMetadata: undefined,
    request: undefined,
    response: undefined,
  };
}

/** Step chunks of a plain text answer split into `parts` deltas. */
export function textChunks(text: string, parts = 3): CachedLLMStepChunk[] {
  const size = Math.max(1, Math.ceil(text.length / parts));
  const deltas: CachedLLMStepChunk[] = [];
  for (let i = 0; i < text.length; i += size) {
    deltas.push({ type: 'text-delta', payload: { id: 't1', text: text.slice(i, i + size) } });
  }
  return [
    { type: 'text-start', payload: { id: 't1' } },
    ...deltas,
    { type: 'text-end', payload: { id: 't1' } },
  ];
}

/** A deferred step outcome the test resolves when it wants. */
export function deferredOutcome(): { promise: Promise<StepOutcome>; resolve: (o: StepOutcome) => void } {
  let resolve: (o: StepOutcome) => void = () => undefined;
  const promise = new Promise<StepOutcome>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
