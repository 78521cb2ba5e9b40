import { tool, type ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import type { ChunkType } from '../contract/chunk-type.js';
import { RequestContext } from '../contract/request-context.js';
import type { Processor, ProcessToolResultArgs } from '../processors/index.js';
import { collect, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';
import { createTool } from '../tools/create-tool.js';

// The rules of a step's tool phase (run-tools.ts) that the parallel-tools tests leave implicit:
// what a tool and processToolResult are given, how failed, client-side and mixed calls end the
// phase, which hook an abort names, and that a tool ignoring its signal cannot hold the run.

const echo = createTool({ id: 'echo', inputSchema: z.object({ n: z.number() }), execute: ({ n }) => n });
// A tool without `execute`: the client runs it (a cast, as in step.rules.test.ts).
const ask = tool({ description: 'runs in the browser', inputSchema: z.object({ n: z.number() }) }) as ToolSet[string];
const call = (toolCallId: string, toolName = 'echo', input: unknown = { n: 1 }) => ({ toolCallId, toolName, input });

const toolOutputs = (prompt: unknown) =>
  (prompt as { role: string; content: { toolCallId?: string; output?: unknown }[] }[])
    .filter((message) => message.role === 'tool')
    .flatMap((message) => message.content.map((part) => [part.toolCallId, part.output]));

/** A tool that writes one `data-progress` chunk before its result. */
const reporter = createTool({
  id: 'reporter',
  inputSchema: z.object({}),
  execute: async (_input, { writer }) => {
    await writer?.custom({ type: 'data-progress', data: 1 });
    return 'reported';
  },
});

describe('what a tool call is given', () => {
  it('processToolResult gets the step number, the call, the result, isError false, no providerExecuted and the steps so far', async () => {
    type Seen = Pick<ProcessToolResultArgs, 'stepNumber' | 'toolName' | 'toolCallId' | 'args' | 'result' | 'providerExecuted'> & { isError: boolean | undefined };
    const seen: Seen[] = [];
    const stepCounts: number[] = [];
    const watch: Processor = {
      id: 'watch',
      processToolResult: ({ stepNumber, toolName, toolCallId, args, result, isError, providerExecuted, steps }) => {
        seen.push({ stepNumber, toolName, toolCallId, args, result, isError, providerExecuted });
        stepCounts.push(steps.length);
      },
    };
    const model = scriptedModel([toolStep([call('c1', 'echo', { n: 1 })]), toolStep([call('c2', 'echo', { n: 2 })]), textStep('done')]);
    await new Agent({ id: 'a', model, tools: { echo }, outputProcessors: [watch] }).generate('hi');
    expect(seen).toStrictEqual([
      { stepNumber: 0, toolName: 'echo', toolCallId: 'c1', args: { n: 1 }, result: 1, isError: false, providerExecuted: undefined },
      { stepNumber: 1, toolName: 'echo', toolCallId: 'c2', args: { n: 2 }, result: 2, isError: false, providerExecuted: undefined },
    ]);
    expect(stepCounts).toEqual([1, 2]);
  });

  it('a tool gets its call id, the run’s request context and the conversation when it starts (with earlier results under toolConcurrency 1)', async () => {
    const seen: { id: string; tenant: unknown; toolMessages: number; aborted: boolean | undefined }[] = [];
    const look = createTool({
      id: 'look',
      inputSchema: z.object({}),
      execute: (_input, { toolCallId, requestContext, messages, abortSignal }) => {
        seen.push({ id: toolCallId, tenant: requestContext.get('tenant'), toolMessages: messages.filter((m) => m.role === 'tool').length, aborted: abortSignal?.aborted });
        return 'seen';
      },
    });
    const model = scriptedModel([toolStep([call('c1', 'look', {}), call('c2', 'look', {})]), textStep('done')]);
    const requestContext = new RequestContext([['tenant', 't1']]);
    await new Agent({ id: 'a', model, tools: { look }, toolConcurrency: 1 }).generate('hi', { requestContext });
    expect(seen).toEqual([
      { id: 'c1', tenant: 't1', toolMessages: 0, aborted: false },
      { id: 'c2', tenant: 't1', toolMessages: 1, aborted: false },
    ]);
  });
});

describe('how the tool phase ends', () => {
  it('a step whose every call failed goes on to the next step; the model gets the errors as error text', async () => {
    const model = scriptedModel([toolStep([call('c1', 'missing')]), textStep('sorry')]);
    const stream = await new Agent({ id: 'a', model, tools: { echo } }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(chunks.find((chunk) => chunk.type === 'tool-error')).toMatchObject({ payload: { toolCallId: 'c1', toolName: 'missing', error: 'Unknown tool "missing".' } });
    expect(model.calls).toHaveLength(2);
    expect(toolOutputs(model.prompts[1])).toEqual([['c1', { type: 'error-text', value: 'Unknown tool "missing".' }]]);
    expect((await stream.result).toolResults).toEqual([expect.objectContaining({ toolCallId: 'c1', result: 'Unknown tool "missing".', isError: true })]);
  });

  it('a step with a client-side call stops after its other calls ran; only those join the list', async () => {
    const judged: string[] = [];
    const watch: Processor = { id: 'watch', processToolResult: ({ toolCallId }) => void judged.push(toolCallId) };
    const model = scriptedModel([toolStep([call('c1', 'ask'), call('c2', 'echo', { n: 7 })]), textStep('never')]);
    const stream = await new Agent({ id: 'a', model, tools: { ask, echo }, outputProcessors: [watch] }).stream('hi');
    const chunks = await collect(stream.fullStream);
    const result = await stream.result;
    expect(model.calls).toHaveLength(1);
    expect(chunks.filter((chunk) => chunk.type === 'tool-result').map((chunk) => (chunk.type === 'tool-result' ? chunk.payload.toolCallId : ''))).toEqual(['c2']);
    expect(result.toolCalls.map((c) => c.toolCallId)).toEqual(['c1', 'c2']);
    expect(result.toolResults).toEqual([expect.objectContaining({ toolCallId: 'c2', result: 7 })]);
    // The client's call stays a call in the response; the executed one carries its result.
    const invocations = result.response.messages
      .flatMap((m) => m.content.parts)
      .flatMap((part) => (part.type === 'tool-invocation' ? [[part.toolInvocation.toolCallId, part.toolInvocation.state]] : []));
    expect(invocations).toEqual([
      ['c1', 'call'],
      ['c2', 'result'],
    ]);
    expect(result.finishReason).toBe('tool-calls');
    expect(judged).toEqual(['c2']);
  });

  it('with toolConcurrency 1, a block on one call’s result starts no later call', async () => {
    const started: string[] = [];
    const note = createTool({
      id: 'note',
      inputSchema: z.object({ id: z.string() }),
      execute: ({ id }) => {
        started.push(id);
        return id;
      },
    });
    const guard: Processor = { id: 'guard', processToolResult: ({ abort }) => abort('stop here') };
    const model = scriptedModel([toolStep(['a', 'b'].map((id) => call(id, 'note', { id }))), textStep('never')]);
    const result = await new Agent({ id: 'a', model, tools: { note }, outputProcessors: [guard], toolConcurrency: 1 }).generate('hi');
    expect(started).toEqual(['a']);
    expect(result.tripwire).toMatchObject({ reason: 'stop here', processorId: 'guard' });
  });

  it('an abort with retry on a tool’s data chunk names processOutputStream when no retry is left', async () => {
    const guard: Processor = {
      id: 'guard',
      processDataParts: true,
      processOutputStream: ({ part, abort }) => (part.type === 'data-progress' ? abort('no progress', { retry: true }) : part),
    };
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'reporter', input: {} }])]);
    const result = await new Agent({ id: 'a', model, tools: { reporter }, outputProcessors: [guard], maxProcessorRetries: 1 }).generate('hi');
    expect(model.calls).toHaveLength(2);
    expect(result.tripwire).toMatchObject({ reason: 'no progress', processorId: 'guard' });
    expect(result.warnings).toEqual([expect.objectContaining({ processorId: 'guard', hook: 'processOutputStream' })]);
  });

  it('a processToolResult abort with retry runs the step again, and names processToolResult when no retry is left', async () => {
    const guard: Processor = { id: 'guard', processToolResult: ({ abort }) => abort('bad result', { retry: true }) };
    const model = scriptedModel([toolStep([call('c1')])]);
    const result = await new Agent({ id: 'a', model, tools: { echo }, outputProcessors: [guard], maxProcessorRetries: 1 }).generate('hi');
    expect(model.calls).toHaveLength(2);
    expect(JSON.stringify(model.prompts[1])).toContain('bad result');
    expect(result.tripwire).toMatchObject({ reason: 'bad result', processorId: 'guard', retry: true });
    expect(result.warnings).toEqual([expect.objectContaining({ processorId: 'guard', hook: 'processToolResult' })]);
  });

  it('an abort on a tool-result chunk ends the phase like one on a model chunk, naming processOutputStream', async () => {
    const guard: Processor = { id: 'guard', processOutputStream: ({ part, abort }) => (part.type === 'tool-result' ? abort('hide it', { retry: true }) : part) };
    const model = scriptedModel([toolStep([call('c1')])]);
    const stream = await new Agent({ id: 'a', model, tools: { echo }, outputProcessors: [guard], maxProcessorRetries: 1 }).stream('hi');
    const chunks = await collect(stream.fullStream);
    const result = await stream.result;
    expect(model.calls).toHaveLength(2);
    expect(chunks.some((chunk) => chunk.type === 'tool-result')).toBe(false);
    expect(result.tripwire).toMatchObject({ reason: 'hide it', processorId: 'guard' });
    expect(result.warnings).toEqual([expect.objectContaining({ processorId: 'guard', hook: 'processOutputStream' })]);
    expect(result.steps).toEqual([]);
  });

  it('a processor that throws on a tool’s data chunk fails the run, not just the tool’s call', async () => {
    const broken: Processor = {
      id: 'broken',
      processDataParts: true,
      processOutputStream: ({ part }) => {
        if (part.type === 'data-progress') throw new Error('cannot read data');
        return part;
      },
    };
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'reporter', input: {} }]), textStep('done')]);
    const stream = await new Agent({ id: 'a', model, tools: { reporter }, outputProcessors: [broken] }).stream('hi');
    const chunks = await collect(stream.fullStream);
    await expect(stream.result).rejects.toMatchObject({ processorId: 'broken', hook: 'processOutputStream' });
    expect(chunks.at(-1)?.type).toBe('error');
    expect(chunks.some((chunk: ChunkType) => chunk.type === 'tool-error' || chunk.type === 'tool-result')).toBe(false);
    expect(model.calls).toHaveLength(1);
  });

  it('a tool that ignores its abort signal does not hold the run: the abort ends it', async () => {
    const controller = new AbortController();
    let started = (): void => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const stuck = createTool({
      id: 'stuck',
      inputSchema: z.object({}),
      execute: () => {
        started();
        return new Promise<string>(() => undefined);
      },
    });
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'stuck', input: {} }]), textStep('done')]);
    const stream = await new Agent({ id: 'a', model, tools: { stuck } }).stream('hi', { abortSignal: controller.signal });
    const reading = collect(stream.fullStream);
    await running;
    controller.abort(new Error('user left'));
    const chunks = await reading;
    expect(chunks.at(-1)).toMatchObject({ type: 'abort', payload: { reason: 'user left' } });
    await expect(stream.result).rejects.toThrow('user left');
  });
});
