import { APICallError, type LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { tool, type ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import type { ChunkType } from '../contract/chunk-type.js';
import { RequestContext } from '../contract/request-context.js';
import type { CachedLLMStepChunk, Processor, StepOutcome } from '../processors/index.js';
import { collect, finish, scriptedModel, textStep, toolStep, USAGE } from '../test-utils/scripted-model.js';
import { createTool } from '../tools/create-tool.js';
import { InMemoryStorage } from '../memory/in-memory-storage.js';
import type { PrepareStepOptions } from './run-options.js';

// The rules of one step (run-step.ts, call-model.ts, step-part-sink.ts) that the loop's behaviour
// tests leave implicit: what prepareStep may change and for how long, what a step's result and its
// `step-finish` carry, how a cached response stands in for the model, and which failures a retry
// may follow.

const echo = createTool({ id: 'echo', inputSchema: z.object({ n: z.number() }), execute: ({ n }) => n });
const shout = createTool({ id: 'shout', inputSchema: z.object({ s: z.string() }), execute: ({ s }) => s.toUpperCase() });

const oneCall = (input: unknown = { n: 1 }) => toolStep([{ toolCallId: 'c1', toolName: 'echo', input }]);

function stepFinishes(chunks: ChunkType[]): { reason: string; isContinued: boolean }[] {
  return chunks.flatMap((chunk) => (chunk.type === 'step-finish' ? [{ reason: chunk.payload.stepResult.reason, isContinued: chunk.payload.stepResult.isContinued }] : []));
}

const systemTexts = (prompt: unknown) =>
  (prompt as { role: string; content: unknown }[]).filter((message) => message.role === 'system').map((message) => message.content);

describe('prepareStep', () => {
  it('gets the step number, the steps so far, the model, the request context and the call’s tool settings', async () => {
    const seen: Omit<PrepareStepOptions, 'messageList'>[] = [];
    const model = scriptedModel([oneCall(), textStep('done')]);
    const requestContext = new RequestContext([['tenant', 't1']]);
    await new Agent({ id: 'a', model, tools: { echo } }).generate('hi', {
      requestContext,
      toolChoice: 'auto',
      activeTools: ['echo'],
      prepareStep: ({ messageList: _list, ...options }) => {
        seen.push({ ...options, steps: [...options.steps] });
      },
    });
    expect(seen.map((options) => options.stepNumber)).toEqual([0, 1]);
    expect(seen.map((options) => options.steps.length)).toEqual([0, 1]);
    expect(seen[0]).toMatchObject({ model, toolChoice: 'auto', activeTools: ['echo'] });
    expect(seen[0]?.requestContext.get('tenant')).toBe('t1');
  });

  it('changes only the step it returned for; the next step gets the run’s settings back', async () => {
    const first = scriptedModel([oneCall()], 'first');
    const other = scriptedModel([textStep('{"a":"from other"}')], 'other');
    const registry = { languageModel: (id: string) => (id === 'x/other' ? other : first) };
    const result = await new Agent({ id: 'a', model: first, models: registry, tools: { echo, shout } }).generate('hi', {
      providerOptions: { p: { run: true } },
      prepareStep: ({ stepNumber }) =>
        stepNumber === 1
          ? {
              model: 'x/other',
              activeTools: ['shout'],
              providerOptions: { p: { step: 1 } },
              modelSettings: { temperature: 0.25 },
              toolChoice: 'required',
              structuredOutput: { schema: z.object({ a: z.string() }), name: 'Answer' },
            }
          : undefined,
      maxSteps: 3,
    });
    // The structured output of the step's settings is the one the final text is parsed with.
    expect(result.object).toEqual({ a: 'from other' });
    expect(first.calls).toHaveLength(1);
    expect(other.calls).toHaveLength(1);
    const step0 = first.calls[0]!.options;
    const step1 = other.calls[0]!.options;
    expect(step0.tools?.map((tool) => tool.name)).toEqual(['echo', 'shout']);
    expect(step0.providerOptions).toEqual({ p: { run: true } });
    expect(step0.temperature).toBeUndefined();
    expect(step0.toolChoice).toBeUndefined();
    expect(step0.responseFormat).toBeUndefined();
    expect(step1.tools?.map((tool) => tool.name)).toEqual(['shout']);
    expect(step1.providerOptions).toEqual({ p: { step: 1 } });
    expect(step1.temperature).toBe(0.25);
    expect(step1.toolChoice).toEqual({ type: 'required' });
    expect(step1.responseFormat).toMatchObject({ type: 'json', name: 'Answer' });
  });

  it('may replace the step’s tool set', async () => {
    const model = scriptedModel([toolStep([{ toolCallId: 'c1', toolName: 'shout', input: { s: 'hey' } }]), textStep('done')]);
    const result = await new Agent({ id: 'a', model, tools: { echo } }).generate('hi', {
      prepareStep: ({ stepNumber }) => (stepNumber === 0 ? { tools: { shout } } : undefined),
    });
    expect(model.calls[0]!.options.tools?.map((tool) => tool.name)).toEqual(['shout']);
    expect(model.calls[1]!.options.tools?.map((tool) => tool.name)).toEqual(['echo']);
    expect(result.toolResults).toMatchObject([{ toolCallId: 'c1', result: 'HEY' }]);
  });

  it('replaces the system messages for its step, given as a string or as messages', async () => {
    const model = scriptedModel([oneCall(), oneCall(), textStep('done')]);
    await new Agent({ id: 'a', instructions: 'BASE', model, tools: { echo } }).generate('hi', {
      prepareStep: ({ stepNumber }) => {
        if (stepNumber === 0) return { system: 'AS TEXT' };
        if (stepNumber === 1) return { system: [{ role: 'system', content: 'ONE' }, { role: 'system', content: 'TWO' }] };
        return undefined;
      },
    });
    expect(model.prompts.map(systemTexts)).toEqual([['AS TEXT'], ['ONE', 'TWO'], ['BASE']]);
  });

  it('returning nothing (or an empty object) keeps the step’s settings', async () => {
    const model = scriptedModel([textStep('{"a":"x"}')]);
    const result = await new Agent({ id: 'a', instructions: 'BASE', model, tools: { echo }, modelSettings: { temperature: 0.5 } }).generate('hi', {
      prepareStep: () => ({}),
      toolChoice: 'required',
      providerOptions: { p: { kept: true } },
      structuredOutput: { schema: z.object({ a: z.string() }) },
    });
    expect(model.calls[0]!.options).toMatchObject({ temperature: 0.5, toolChoice: { type: 'required' }, providerOptions: { p: { kept: true } }, responseFormat: { type: 'json' } });
    expect(model.calls[0]!.options.tools?.map((tool) => tool.name)).toEqual(['echo']);
    expect(systemTexts(model.prompts[0])).toEqual(['BASE']);
    expect(result.object).toEqual({ a: 'x' });
  });
});

describe('what a step records', () => {
  it('keeps the model’s warnings, response metadata, finish, usage, provider metadata and request', async () => {
    const warning = { type: 'other', message: 'topK is not supported' } as const;
    const parts: LanguageModelV3StreamPart[] = [
      { type: 'stream-start', warnings: [warning] },
      { type: 'response-metadata', id: 'resp-1', modelId: 'm-1' },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'hi' },
      { type: 'text-end', id: 't' },
      { type: 'finish', finishReason: { unified: 'length', raw: 'max_tokens' }, usage: USAGE, providerMetadata: { vendor: { cost: 3 } } },
    ];
    const model = scriptedModel([parts]);
    const stream = await new Agent({ id: 'a', model }).stream('hi');
    const chunks = await collect(stream.fullStream);
    const result = await stream.result;
    const [step] = result.steps;
    expect(step).toMatchObject({
      stepNumber: 0,
      text: 'hi',
      finishReason: 'length',
      warnings: [warning],
      response: { type: 'response-metadata', id: 'resp-1', modelId: 'm-1' },
      usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
      providerMetadata: { vendor: { cost: 3 } },
    });
    expect(JSON.stringify(step?.request)).toContain('"hi"');
    expect(chunks.find((chunk) => chunk.type === 'step-finish')).toMatchObject({
      payload: { stepNumber: 0, stepResult: { reason: 'length', isContinued: false, warnings: [warning] }, output: { text: 'hi', usage: { totalTokens: 15 } } },
    });
  });

  it('hands processOutputStep what the step produced', async () => {
    const seen: unknown[] = [];
    const watch: Processor = {
      id: 'watch',
      processOutputStep: ({ stepNumber, finishReason, toolCalls, text, usage, providerMetadata, steps }) =>
        void seen.push({ stepNumber, finishReason, toolCalls: toolCalls.map((call) => call.toolName), text, usage: usage.totalTokens, providerMetadata, steps: steps.length }),
    };
    const model = scriptedModel([[...toolStep([{ toolCallId: 'c1', toolName: 'echo', input: { n: 1 } }], 'calling ')], textStep('done')]);
    await new Agent({ id: 'a', model, tools: { echo }, outputProcessors: [watch] }).generate('hi');
    expect(seen).toEqual([
      { stepNumber: 0, finishReason: 'tool-calls', toolCalls: ['echo'], text: 'calling ', usage: 15, providerMetadata: undefined, steps: 1 },
      { stepNumber: 1, finishReason: 'stop', toolCalls: [], text: 'done', usage: 15, providerMetadata: undefined, steps: 2 },
    ]);
  });

  it('adds up the usage of every step in the run’s usage', async () => {
    const result = await new Agent({ id: 'a', model: scriptedModel([oneCall(), oneCall(), textStep('done')]), tools: { echo } }).generate('hi');
    expect(result.usage).toMatchObject({ inputTokens: 30, outputTokens: 15, totalTokens: 45 });
  });

  it('marks every step but the last as continued, and stops at maxSteps even while tools are called', async () => {
    const stream = await new Agent({ id: 'a', model: scriptedModel([oneCall()]), tools: { echo }, maxSteps: 2 }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(stepFinishes(chunks)).toEqual([
      { reason: 'tool-calls', isContinued: true },
      { reason: 'tool-calls', isContinued: false },
    ]);
  });

  it('ends after one step with maxSteps 1, and after a step whose tool call the client must run', async () => {
    const one = scriptedModel([oneCall()]);
    expect((await new Agent({ id: 'a', model: one, tools: { echo }, maxSteps: 1 }).generate('hi')).steps).toHaveLength(1);
    // A tool without `execute`: the client runs it.
    // (The AI SDK's ToolSet type, under exactOptionalPropertyTypes, takes no execute-less tool without a cast.)
    const ask = tool({ description: 'runs in the browser', inputSchema: z.object({ n: z.number() }) }) as ToolSet[string];
    const model = scriptedModel([toolStep([{ toolCallId: 'c1', toolName: 'ask', input: { n: 1 } }])]);
    const result = await new Agent({ id: 'b', model, tools: { ask } }).generate('hi');
    expect(result.steps).toHaveLength(1);
    expect(model.calls).toHaveLength(1);
  });
});

describe('a cached response', () => {
  const cached = (chunks: CachedLLMStepChunk[], extra: { warnings?: unknown[]; request?: unknown; rawResponse?: unknown } = {}): Processor => ({
    id: 'cache',
    processLLMRequest: ({ stepNumber }) => (stepNumber === 0 ? { response: { chunks, ...extra } } : undefined),
  });
  const TEXT: CachedLLMStepChunk[] = [
    { type: 'text-start', payload: { id: 't' } },
    { type: 'text-delta', payload: { id: 't', text: 'from cache' } },
    { type: 'text-end', payload: { id: 't' } },
  ];

  it('stands in for the model: its warnings, request and raw response are the step’s and processLLMResponse’s', async () => {
    const seen: unknown[] = [];
    const watch: Processor = {
      id: 'watch',
      processLLMResponse: ({ fromCache, warnings, request, rawResponse, chunks }) => void seen.push({ fromCache, warnings, request, rawResponse, chunks: chunks.length }),
    };
    const model = scriptedModel([textStep('live')]);
    const cache = cached(TEXT, { warnings: ['w'], request: { body: 'req' }, rawResponse: { id: 'raw' } });
    const result = await new Agent({ id: 'a', model, inputProcessors: [cache, watch] }).generate('hi');
    expect(model.calls).toHaveLength(0);
    expect(result.text).toBe('from cache');
    expect(result.steps[0]).toMatchObject({ warnings: ['w'], request: { body: 'req' }, response: { id: 'raw' } });
    expect(seen).toEqual([{ fromCache: true, warnings: ['w'], request: { body: 'req' }, rawResponse: { id: 'raw' }, chunks: 3 }]);
  });

  it('has no warnings when the cache recorded none, and ends with stop without a recorded finish or tool call', async () => {
    const result = await new Agent({ id: 'a', model: scriptedModel([textStep('live')]), inputProcessors: [cached(TEXT)] }).generate('hi');
    expect(result.steps[0]?.warnings).toEqual([]);
    expect(result.steps[0]?.finishReason).toBe('stop');
    expect(result.finishReason).toBe('stop');
  });

  it('runs its tool calls, recorded with JSON arguments, and ends with tool-calls without a recorded finish', async () => {
    const call: CachedLLMStepChunk = { type: 'tool-call', payload: { toolCallId: 'c1', toolName: 'echo', args: { n: 7 } } };
    const model = scriptedModel([textStep('after the tool')]);
    const result = await new Agent({ id: 'a', model, tools: { echo }, inputProcessors: [cached([call])] }).generate('hi');
    expect(result.steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
    expect(result.toolResults).toMatchObject([{ toolCallId: 'c1', result: 7 }]);
    expect(result.text).toBe('after the tool');
  });

  it('marks a tool call recorded with arguments that were not JSON (kept as text) as invalid', async () => {
    const calls: CachedLLMStepChunk[] = [
      { type: 'tool-call', payload: { toolCallId: 'bad', toolName: 'echo', args: '{not json' } },
      { type: 'tool-call', payload: { toolCallId: 'good', toolName: 'echo', args: { n: 2 } } },
      { type: 'finish', payload: { stepResult: { reason: 'tool-calls' }, output: { usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } } } },
    ];
    const stream = await new Agent({ id: 'a', model: scriptedModel([textStep('ok')]), tools: { echo }, inputProcessors: [cached(calls)] }).stream('hi');
    const chunks = await collect(stream.fullStream);
    const errors = chunks.filter((chunk) => chunk.type === 'tool-error');
    expect(errors.map((chunk) => chunk.payload.toolCallId)).toEqual(['bad']);
    expect(JSON.stringify(errors[0]?.payload)).toContain('not valid JSON');
    expect(chunks.find((chunk) => chunk.type === 'tool-result')).toMatchObject({ payload: { toolCallId: 'good', result: 2 } });
  });
});

describe('provider failures and retries', () => {
  const apiError = (isRetryable: boolean) => new APICallError({ message: 'rejected', url: 'http://127.0.0.1/', requestBodyValues: {}, statusCode: 400, isRetryable });
  const broken = (error: unknown): LanguageModelV3StreamPart[] => [{ type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: 'partial' }, { type: 'error', error }];

  it('gives processAPIError the provider’s own error of a mid-stream error part, the step number and the steps so far', async () => {
    const cause = new Error('connection reset');
    const seen: unknown[] = [];
    let retried = false;
    const handler: Processor = {
      id: 'h',
      processAPIError: ({ error, stepNumber, steps }) => {
        seen.push({ error, stepNumber, steps: steps.length });
        const retry = !retried;
        retried = true;
        return { retry };
      },
    };
    const model = scriptedModel([oneCall(), broken(cause), textStep('recovered')]);
    const result = await new Agent({ id: 'a', model, tools: { echo }, errorProcessors: [handler] }).generate('hi');
    expect(seen).toEqual([{ error: cause, stepNumber: 1, steps: 1 }]);
    expect(result.text).toBe('recovered');
  });

  it('tells the client to discard a step it already saw before the retried call', async () => {
    const handler: Processor = { id: 'h', processAPIError: ({ stepNumber }) => ({ retry: stepNumber === 0 }) };
    let calls = 0;
    const model = scriptedModel([() => (++calls === 1 ? broken(new Error('reset')) : textStep('second'))]);
    const stream = await new Agent({ id: 'a', model, errorProcessors: [handler], maxProcessorRetries: 1 }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(chunks.map((chunk) => chunk.type).slice(0, 5)).toEqual(['start', 'step-start', 'text-start', 'text-delta', 'step-finish']);
    expect(chunks[4]).toMatchObject({ payload: { stepNumber: 0, stepResult: { reason: 'retry', isContinued: true }, output: { text: 'partial' } } });
    expect(await stream.text).toBe('second');
  });

  it('never sends a processor’s own failure to processAPIError, nor retries it', async () => {
    const seen: unknown[] = [];
    const handler: Processor = { id: 'h', processAPIError: ({ error }) => (seen.push(error), { retry: true }) };
    const failing: Processor = {
      id: 'failing',
      processOutputStream: ({ part }) => {
        if (part.type === 'text-delta') throw new Error('processor bug');
        return part;
      },
    };
    const model = scriptedModel([textStep('hello')]);
    const error = await new Agent({ id: 'a', model, errorProcessors: [handler], outputProcessors: [failing] }).generate('hi').catch((e: unknown) => e);
    expect(error).toMatchObject({ processorId: 'failing' });
    expect(seen).toEqual([]);
    expect(model.calls).toHaveLength(1);
  });

  it('rejects with the provider’s own error, not a wrapper, once no retry is asked', async () => {
    const down = apiError(false);
    const model = scriptedModel([{ throws: down }]);
    await expect(new Agent({ id: 'a', model }).generate('hi')).rejects.toBe(down);
    const cause = new Error('mid-stream');
    await expect(new Agent({ id: 'b', model: scriptedModel([broken(cause)]) }).generate('hi')).rejects.toBe(cause);
  });

  it('does not count the usage of a discarded call', async () => {
    const handler: Processor = { id: 'h', processAPIError: ({ stepNumber }) => ({ retry: stepNumber === 0 }) };
    let calls = 0;
    const failAfterFinish: LanguageModelV3StreamPart[] = [...textStep('lost').slice(0, -1), finish('stop'), { type: 'error', error: new Error('late') }];
    const model = scriptedModel([() => (++calls === 1 ? failAfterFinish : textStep('kept'))]);
    const result = await new Agent({ id: 'a', model, errorProcessors: [handler], maxProcessorRetries: 1 }).generate('hi');
    expect(result.text).toBe('kept');
    expect(result.usage).toMatchObject({ totalTokens: 15 });
  });
});

describe('a processor’s retry of the step', () => {
  it('rolls the step back, tells the client, settles its outcome as retried and gives the model the feedback', async () => {
    const outcomes: Promise<StepOutcome>[] = [];
    const watch: Processor = { id: 'watch', processLLMResponse: ({ stepOutcome }) => void outcomes.push(stepOutcome) };
    let checks = 0;
    const guard: Processor = { id: 'guard', processOutputStep: ({ abort }) => (++checks === 1 ? abort('be brief', { retry: true }) : undefined) };
    const model = scriptedModel([textStep('too long an answer'), textStep('brief')]);
    const stream = await new Agent({ id: 'a', model, inputProcessors: [watch], outputProcessors: [guard], maxProcessorRetries: 1 }).stream('hi');
    const chunks = await collect(stream.fullStream);
    const result = await stream.result;
    expect(result.text).toBe('brief');
    expect(result.steps.map((step) => step.stepNumber)).toEqual([0]);
    expect(result.response.messages.filter((message) => message.role === 'assistant')).toHaveLength(1);
    expect(stepFinishes(chunks)).toEqual([
      { reason: 'retry', isContinued: true },
      { reason: 'stop', isContinued: false },
    ]);
    expect(chunks.find((chunk) => chunk.type === 'step-finish')).toMatchObject({ payload: { output: { text: 'too long an answer' } } });
    expect(JSON.stringify(model.prompts[1])).toContain('be brief');
    expect(JSON.stringify(model.prompts[1])).not.toContain('too long an answer');
    expect(await Promise.all(outcomes)).toEqual(['retried', 'accepted']);
  });

  it('blocks instead when the abort comes from a hook that may not retry (processLLMResponse)', async () => {
    const early: Processor = { id: 'early', processLLMResponse: ({ abort }) => abort('stop here', { retry: true }) };
    const model = scriptedModel([textStep('one'), textStep('two')]);
    const result = await new Agent({ id: 'a', model, inputProcessors: [early], maxProcessorRetries: 3 }).generate('hi');
    expect(result.tripwire).toMatchObject({ reason: 'stop here', processorId: 'early' });
    expect(model.calls).toHaveLength(1);
  });

  it('blocks at once on an abort without retry, even while retries remain', async () => {
    const guard: Processor = { id: 'guard', processOutputStep: ({ abort }) => abort('plain block') };
    const model = scriptedModel([textStep('answer')]);
    const result = await new Agent({ id: 'a', model, outputProcessors: [guard], maxProcessorRetries: 3 }).generate('hi');
    expect(model.calls).toHaveLength(1);
    expect(result.tripwire).toEqual({ reason: 'plain block', processorId: 'guard' });
  });

  it('blocks, with the step’s results dropped, once maxProcessorRetries is used', async () => {
    const guard: Processor = { id: 'guard', processOutputStep: ({ abort }) => abort('never good', { retry: true }) };
    const model = scriptedModel([textStep('answer')]);
    const result = await new Agent({ id: 'a', model, outputProcessors: [guard], maxProcessorRetries: 2 }).generate('hi');
    expect(model.calls).toHaveLength(3);
    expect(result.tripwire).toMatchObject({ reason: 'never good', retry: true, processorId: 'guard' });
    expect(result.steps).toEqual([]);
    expect(result.warnings).toContainEqual(expect.objectContaining({ processorId: 'guard', hook: 'processOutputStep' }));
  });
});

describe('more rules of a step', () => {
  it('numbers each step-start chunk with its step', async () => {
    const stream = await new Agent({ id: 'a', model: scriptedModel([oneCall(), textStep('done')]), tools: { echo } }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(chunks.flatMap((chunk) => (chunk.type === 'step-start' ? [chunk.payload] : []))).toEqual([{ stepNumber: 0 }, { stepNumber: 1 }]);
  });

  it('retries a step on a processOutputStream abort with retry, and names that hook when no retry is left', async () => {
    const guard: Processor = {
      id: 'guard',
      processOutputStream: ({ part, abort }) => (part.type === 'text-delta' ? abort('no deltas', { retry: true }) : part),
    };
    const model = scriptedModel([textStep('answer')]);
    const result = await new Agent({ id: 'a', model, outputProcessors: [guard], maxProcessorRetries: 1 }).generate('hi');
    expect(model.calls).toHaveLength(2);
    expect(result.tripwire).toMatchObject({ reason: 'no deltas', processorId: 'guard' });
    expect(result.warnings).toEqual([expect.objectContaining({ processorId: 'guard', hook: 'processOutputStream' })]);
  });

  it('settles the outcome of a last step rejected on the final finish as retried', async () => {
    const outcomes: Promise<StepOutcome>[] = [];
    const watch: Processor = { id: 'watch', processLLMResponse: ({ stepOutcome }) => void outcomes.push(stepOutcome) };
    let finishes = 0;
    const onFinish: Processor = {
      id: 'on-finish',
      processOutputStream: ({ part, abort }) => (part.type === 'finish' && ++finishes === 1 ? abort('redo', { retry: true }) : part),
    };
    const model = scriptedModel([textStep('first'), textStep('second')]);
    const result = await new Agent({ id: 'a', model, inputProcessors: [watch], outputProcessors: [onFinish], maxProcessorRetries: 1 }).generate('hi');
    expect(result.text).toBe('second');
    expect(await Promise.all(outcomes)).toEqual(['retried', 'accepted']);
  });

  it('does not ask processAPIError about the run’s own abort', async () => {
    const seen: unknown[] = [];
    const handler: Processor = { id: 'h', processAPIError: ({ error }) => (seen.push(error), { retry: true }) };
    const controller = new AbortController();
    const model = scriptedModel([
      () => {
        controller.abort(new Error('user left'));
        return { throws: new Error('request cancelled') };
      },
    ]);
    const error = await new Agent({ id: 'a', model, errorProcessors: [handler] }).generate('hi', { abortSignal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'user left' });
    expect(seen).toEqual([]);
    expect(model.calls).toHaveLength(1);
  });

  it('sends no retry marker for a failed call the client saw nothing of', async () => {
    const hideStart: Processor = { id: 'hide-start', processOutputStream: ({ part }) => (part.type === 'step-start' ? null : part) };
    const handler: Processor = { id: 'h', processAPIError: () => ({ retry: true }) };
    let calls = 0;
    const model = scriptedModel([() => (++calls === 1 ? { throws: new Error('refused') } : textStep('second'))]);
    const stream = await new Agent({ id: 'a', model, outputProcessors: [hideStart], errorProcessors: [handler], maxProcessorRetries: 1 }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(stepFinishes(chunks)).toEqual([{ reason: 'stop', isContinued: false }]);
    expect(await stream.text).toBe('second');
  });

  it('adds no assistant message for a step without content', async () => {
    const result = await new Agent({ id: 'a', model: scriptedModel([[{ type: 'stream-start', warnings: [] }, finish('stop')]]) }).generate('hi');
    expect(result.text).toBe('');
    expect(result.response.messages).toEqual([]);
  });

  it('takes a live tool call whose input is a JSON string as valid JSON', async () => {
    const say = createTool({ id: 'say', inputSchema: z.string(), execute: (text) => `said ${text}` });
    const model = scriptedModel([toolStep([{ toolCallId: 'c1', toolName: 'say', input: '"hello"' }]), textStep('done')]);
    const result = await new Agent({ id: 'a', model, tools: { say } }).generate('hi');
    expect(result.toolResults).toMatchObject([{ toolCallId: 'c1', result: 'said hello' }]);
  });

  it('stores nothing when the first step’s processInputStep or processLLMRequest blocks, as for processInput', async () => {
    const blockers: Processor[] = [
      { id: 'input-step', processInputStep: ({ abort }) => abort('no') },
      { id: 'llm-request', processLLMRequest: ({ abort }) => abort('no') },
    ];
    for (const blocker of blockers) {
      const storage = new InMemoryStorage();
      const result = await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), inputProcessors: [blocker], memory: { storage } }).generate('forbidden', {
        memory: { thread: 't' },
      });
      expect(result.tripwire).toMatchObject({ processorId: blocker.id });
      expect(await storage.listMessages({ threadId: 't' })).toEqual([]);
    }
  });
});
