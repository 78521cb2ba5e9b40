import {
  RequestContext,
  type MessageList,
  type ProcessLLMRequestArgs,
  type ProcessLLMResponseArgs,
  type StepResult,
} from '@sluice/core';
import { CostGuard, type CostGuardState } from '@sluice/processor-cost-guard';
import { RedisBudgetStore } from '@sluice/processor-cost-guard/redis';
import { RedisServer } from '@sluice/test-services';
import { MockLanguageModelV3 } from 'ai/test';
import type { BenchCase, BenchGroup } from '../harness.js';
import type { BenchSuite } from './suite.js';

/**
 * Cost-guard overhead per step (issue #25, DESIGN.md section 7): what `CostGuard` adds to one model
 * call, i.e. its `processLLMRequest` (estimate the prompt, atomic check-and-reserve) plus its
 * `processLLMResponse` (correct the reservation to the real usage), called as the loop calls them,
 * on a 20-message (~4 KB) prompt. Floor: a pass-through processor's same two hooks. Budget: < 1 ms
 * p95 per step, with the memory store and with Redis on loopback (two round trips per step).
 */
const model = new MockLanguageModelV3({ provider: 'bench', modelId: 'priced-model' });

const prompt: ProcessLLMRequestArgs['prompt'] = [
  { role: 'system', content: 'You are a helpful assistant for a bench.' },
  ...Array.from({ length: 20 }, (_, i): ProcessLLMRequestArgs['prompt'][number] =>
    i % 2 === 0
      ? { role: 'user', content: [{ type: 'text', text: `Question ${String(i)}: ${'how do rivers carve valleys? '.repeat(6)}` }] }
      : { role: 'assistant', content: [{ type: 'text', text: `Answer ${String(i)}: ${'slowly, grain by grain. '.repeat(8)}` }] },
  ),
];

const step = { usage: { inputTokens: 1_000, outputTokens: 200, totalTokens: 1_200 } } as unknown as StepResult;
const requestContext = new RequestContext([['resourceId', 'bench-user']]);
const messageList = { resourceId: undefined, threadId: undefined } as unknown as MessageList;

function base(state: CostGuardState) {
  return {
    state,
    abort: (): never => {
      throw new Error('the bench budget must never trip');
    },
    retryCount: 0,
    requestContext,
    tracingContext: {},
    abortSignal: new AbortController().signal,
    writer: { custom: () => Promise.resolve() },
    reportViolation: () => Promise.resolve(),
    messageList,
    model,
    stepNumber: 0,
    steps: [step],
  };
}

interface TwoHooks {
  processLLMRequest(args: ProcessLLMRequestArgs<CostGuardState>): Promise<unknown>;
  processLLMResponse(args: ProcessLLMResponseArgs<CostGuardState>): Promise<unknown>;
}

/** One step's worth of a processor's model-phase hooks. */
async function oneStep(processor: TwoHooks): Promise<void> {
  const state: CostGuardState = {};
  await processor.processLLMRequest({
    ...base(state),
    prompt,
    callOptions: { tools: [], toolChoice: undefined, settings: {}, responseFormat: undefined, providerOptions: undefined },
  });
  await processor.processLLMResponse({
    ...base(state),
    chunks: [],
    fromCache: false,
    warnings: [],
    request: undefined,
    rawResponse: undefined,
    stepOutcome: Promise.resolve('accepted'),
  });
}

const passThrough: TwoHooks = {
  processLLMRequest: () => Promise.resolve(undefined),
  processLLMResponse: () => Promise.resolve(undefined),
};

const guardOptions = {
  maxTokens: 1_000_000_000_000,
  maxCost: 1_000_000_000,
  prices: { 'priced-model': { input: 0.4, output: 1.6, cachedInput: 0.1 } },
};

function stepCase(name: string, guard: CostGuard): BenchCase {
  return {
    name,
    units: 1,
    unit: 'step',
    budget: { maxP95Millis: 1, description: '< 1 ms p95 per step' },
    run: () => oneStep(guard),
  };
}

const suite: BenchSuite = {
  name: 'cost-guard',
  groups: async (): Promise<BenchGroup[]> => {
    const cases = [stepCase('CostGuard, memory store', new CostGuard(guardOptions))];
    let server: RedisServer | undefined;
    let store: RedisBudgetStore | undefined;
    let missing: string | undefined;
    try {
      server = await RedisServer.start();
      store = new RedisBudgetStore({ url: server.url, namespace: 'sluice:bench:' });
      cases.push(stepCase('CostGuard, Redis on loopback', new CostGuard({ ...guardOptions, store })));
    } catch (error) {
      missing = error instanceof Error ? error.message : String(error);
    }
    return [
      {
        name: 'cost guard, one step (check + record)',
        floor: { name: 'pass-through processor, same two hooks', units: 1, unit: 'step', run: () => oneStep(passThrough) },
        cases,
        rounds: 400,
        warmup: 30,
        notes: () => {
          if (missing !== undefined) return [`cost-guard: the Redis case was not measured: ${missing}`];
          void (store?.close() ?? Promise.resolve()).finally(() => server?.dispose());
          return [];
        },
      },
    ];
  },
};

export default suite;
