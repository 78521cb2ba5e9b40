import {
  RequestContext,
  type CachedLLMStepChunk,
  type MessageList,
  type ProcessLLMRequestArgs,
  type ProcessLLMResponseArgs,
} from '@sluice/core';
import type { ResponseCache, ResponseCacheState } from '@sluice/processor-cache';
import { MockLanguageModelV3 } from 'ai/test';
import type { BenchCase } from '../harness.js';
import { textStreamParts, type ModelStreamPart } from './model-stream-parts.js';

/**
 * What the cache suites share: a 2,000-chunk response, a zero-latency model that streams it (the
 * floor), and calls of the cache's hooks exactly as the loop makes them.
 */
export const CHUNKS = 2_000;

const streamParts: ModelStreamPart[] = textStreamParts(CHUNKS, { word: 'word', streamStart: false });

/** The response as the loop hands it to `processLLMResponse`. */
export const stepChunks: CachedLLMStepChunk[] = [
  { type: 'text-start', payload: { id: 't1' } },
  ...Array.from({ length: CHUNKS - 2 }, (_, i): CachedLLMStepChunk => ({
    type: 'text-delta',
    payload: { id: 't1', text: `word${i} ` },
  })),
  { type: 'text-end', payload: { id: 't1' } },
];

/** A zero-latency model streaming the 2,000 chunks. */
export const model = new MockLanguageModelV3({
  provider: 'bench',
  modelId: 'zero-latency',
  doStream: () =>
    Promise.resolve({
      stream: new ReadableStream<ModelStreamPart>({
        start(controller) {
          for (const part of streamParts) controller.enqueue(part);
          controller.close();
        },
      }),
    }),
});

const defaultQuestion = 'Write two thousand words.';

function promptOf(question: string): ProcessLLMRequestArgs['prompt'] {
  return [
    { role: 'system', content: 'You are a benchmark.' },
    { role: 'user', content: [{ type: 'text', text: question }] },
  ];
}

function hookBase(state: ResponseCacheState) {
  return {
    state,
    abort: () => {
      throw new Error('abort');
    },
    retryCount: 0,
    requestContext: new RequestContext([['resourceId', 'bench-user']]),
    tracingContext: {},
    abortSignal: new AbortController().signal,
    writer: { custom: () => Promise.resolve() },
    reportViolation: () => Promise.resolve(),
    messageList: {} as unknown as MessageList,
    model,
    stepNumber: 0,
    steps: [],
  };
}

/** `processLLMRequest` arguments for `question` (the default bench question when absent). */
export function requestArgs(state: ResponseCacheState, question = defaultQuestion): ProcessLLMRequestArgs<ResponseCacheState> {
  return {
    ...hookBase(state),
    prompt: promptOf(question),
    callOptions: { tools: [], toolChoice: undefined, settings: {}, responseFormat: undefined, providerOptions: undefined },
  };
}

/** `processLLMResponse` arguments of an accepted live call answering the 2,000 chunks. */
export function acceptedResponse(state: ResponseCacheState): ProcessLLMResponseArgs<ResponseCacheState> {
  return {
    ...hookBase(state),
    chunks: stepChunks,
    fromCache: false,
    warnings: [],
    request: undefined,
    rawResponse: undefined,
    stepOutcome: Promise.resolve('accepted'),
  };
}

/** Fills the cache through the hooks, exactly as a live accepted call would. */
export async function warm(cache: ResponseCache): Promise<void> {
  const state: ResponseCacheState = {};
  await cache.processLLMRequest(requestArgs(state));
  cache.processLLMResponse(acceptedResponse(state));
  await cache.idle();
}

/** A hit through `processLLMRequest`, with a budget in ms. */
export function hitCase(name: string, cache: ResponseCache, maxMillis: number): BenchCase {
  return {
    name,
    units: CHUNKS,
    unit: 'chunk',
    budget: { maxMillis, description: `< ${maxMillis} ms per hit` },
    run: async () => {
      const result = await cache.processLLMRequest(requestArgs({}));
      if (result?.response?.chunks.length !== CHUNKS) throw new Error(`${name}: expected a ${CHUNKS}-chunk hit`);
    },
  };
}

/** The floor: draining the zero-latency model's `doStream()` of the same 2,000 chunks. */
export const drainFloor: BenchCase = {
  name: 'zero-latency model doStream() drained',
  units: CHUNKS,
  unit: 'chunk',
  run: async () => {
    const { stream } = await model.doStream({ prompt: promptOf(defaultQuestion) });
    const reader = stream.getReader();
    while (!(await reader.read()).done) {
      // drain
    }
  },
};
