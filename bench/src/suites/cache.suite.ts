import {
  Agent,
  RequestContext,
  type CachedLLMStepChunk,
  type MessageList,
  type ProcessLLMRequestArgs,
  type ProcessLLMResponseArgs,
} from '@sluice/core';
import { ResponseCache, type CacheStore, type ResponseCacheState } from '@sluice/processor-cache';
import { RedisCacheStore } from '@sluice/processor-cache/redis';
import { RedisServer } from '@sluice/test-services';
import { MockLanguageModelV3 } from 'ai/test';
import type { BenchCase, BenchGroup } from '../harness.js';
import type { BenchSuite } from './suite.js';

/**
 * Cache hit latency (DESIGN.md section 7): a hit through `processLLMRequest` (key hashing, store
 * read, entry decoding) for a 2,000-chunk response, next to the model call it replaces: draining a
 * zero-latency scripted model's `doStream()` of the same 2,000 chunks (the floor). Budgets: memory
 * hit < 1 ms, Redis hit on loopback < 3 ms.
 */
const CHUNKS = 2_000;

/** The V3 stream part type, derived so that bench needs no direct `@ai-sdk/provider` dependency. */
type LanguageModelV3StreamPart =
  Awaited<ReturnType<MockLanguageModelV3['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;

const streamParts: LanguageModelV3StreamPart[] = [
  { type: 'text-start', id: 't1' },
  ...Array.from({ length: CHUNKS - 3 }, (_, i): LanguageModelV3StreamPart => ({
    type: 'text-delta',
    id: 't1',
    delta: `word${i} `,
  })),
  { type: 'text-end', id: 't1' },
  {
    type: 'finish',
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: CHUNKS, text: CHUNKS, reasoning: 0 },
    },
  },
];

const stepChunks: CachedLLMStepChunk[] = [
  { type: 'text-start', payload: { id: 't1' } },
  ...Array.from({ length: CHUNKS - 2 }, (_, i): CachedLLMStepChunk => ({
    type: 'text-delta',
    payload: { id: 't1', text: `word${i} ` },
  })),
  { type: 'text-end', payload: { id: 't1' } },
];

const model = new MockLanguageModelV3({
  provider: 'bench',
  modelId: 'zero-latency',
  doStream: () =>
    Promise.resolve({
      stream: new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          for (const part of streamParts) controller.enqueue(part);
          controller.close();
        },
      }),
    }),
});

const prompt: ProcessLLMRequestArgs['prompt'] = [
  { role: 'system', content: 'You are a benchmark.' },
  { role: 'user', content: [{ type: 'text', text: 'Write two thousand words.' }] },
];

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

function requestArgs(state: ResponseCacheState): ProcessLLMRequestArgs<ResponseCacheState> {
  return {
    ...hookBase(state),
    prompt,
    callOptions: { tools: [], toolChoice: undefined, settings: {}, responseFormat: undefined, providerOptions: undefined },
  };
}

/** Fills the cache through the hooks, exactly as a live accepted call would. */
async function warm(cache: ResponseCache): Promise<void> {
  const state: ResponseCacheState = {};
  await cache.processLLMRequest(requestArgs(state));
  const response: ProcessLLMResponseArgs<ResponseCacheState> = {
    ...hookBase(state),
    chunks: stepChunks,
    fromCache: false,
    warnings: [],
    request: undefined,
    rawResponse: undefined,
    stepOutcome: Promise.resolve('accepted'),
  };
  cache.processLLMResponse(response);
  await cache.idle();
}

function hitCase(name: string, cache: ResponseCache, maxMillis: number): BenchCase {
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

/** The bench's own redis-server on a free loopback port, or the reason there is none. */
async function redisStore(): Promise<{ store: RedisCacheStore; server: RedisServer } | { missing: string }> {
  let server: RedisServer;
  try {
    server = await RedisServer.start();
  } catch (error) {
    return { missing: error instanceof Error ? error.message : String(error) };
  }
  const store = new RedisCacheStore({ url: server.url, namespace: 'sluice:bench:' });
  return { store, server };
}

const suite: BenchSuite = {
  name: 'cache',
  groups: async (): Promise<BenchGroup[]> => {
    const memory = new ResponseCache({ ttl: 3_600_000 });
    await warm(memory);
    const cases = [hitCase('memory hit (processLLMRequest)', memory, 1)];
    const redis = await redisStore();
    let redisCache: ResponseCache | undefined;
    if ('store' in redis) {
      redisCache = new ResponseCache({ store: redis.store satisfies CacheStore, ttl: 600_000 });
      await warm(redisCache);
      cases.push(hitCase('redis hit, loopback (processLLMRequest)', redisCache, 3));
    }
    const plain = new Agent({ id: 'bench-plain', model });
    const cachedAgent = new Agent({ id: 'bench-cached', model, inputProcessors: [memory] });
    const requestContext = () => new RequestContext([['resourceId', 'bench-user']]);
    const agentInput = 'Write two thousand words.';
    await cachedAgent.generate(agentInput, { requestContext: requestContext() });
    await memory.idle();
    return [
      {
        name: `cache hit, ${CHUNKS}-chunk response`,
        floor: {
          name: 'zero-latency model doStream() drained',
          units: CHUNKS,
          unit: 'chunk',
          run: async () => {
            const { stream } = await model.doStream({ prompt });
            const reader = stream.getReader();
            while (!(await reader.read()).done) {
              // drain
            }
          },
        },
        cases,
        rounds: 40,
        notes: () => {
          if (!('store' in redis)) return [`cache: the Redis case was not measured: ${redis.missing}`];
          void redis.store.close().finally(() => redis.server.dispose());
          return [];
        },
      },
      {
        name: `agent.generate(), ${CHUNKS}-chunk response`,
        floor: {
          name: 'no cache, zero-latency model',
          units: CHUNKS,
          unit: 'chunk',
          run: () => plain.generate(agentInput, { requestContext: requestContext() }),
        },
        cases: [
          {
            name: 'memory cache hit (replay through the loop)',
            units: CHUNKS,
            unit: 'chunk',
            // A replay skips the provider: it should cost no more than the live call it replaces (1.5x: noise).
            budget: { maxRatio: 1.5, description: '< 1.5x a live call' },
            run: () => cachedAgent.generate(agentInput, { requestContext: requestContext() }),
          },
        ],
        rounds: 20,
      },
    ];
  },
};

export default suite;
