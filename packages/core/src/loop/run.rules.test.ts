import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import type { ChunkType } from '../contract/chunk-type.js';
import { InMemoryStorage } from '../memory/in-memory-storage.js';
import { MemoryError } from '../memory/memory-error.js';
import type { Processor, StepOutcome } from '../processors/index.js';
import { collect, finish, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';
import { createTool } from '../tools/create-tool.js';
import { apiErrorProcessors } from './run-context.js';

// The rules of a whole run (run-agent.ts, run-context.ts) that the loop's behaviour tests leave
// implicit: how each way of ending shows in the stream and the result, what a blocked result keeps,
// what the instructions and memory put before the input, and what a tool or processor may write.

const echo = createTool({ id: 'echo', inputSchema: z.object({ n: z.number() }), execute: ({ n }) => n });
const oneCall = () => toolStep([{ toolCallId: 'c1', toolName: 'echo', input: { n: 1 } }], 'calling ');
const types = (chunks: readonly ChunkType[]) => chunks.map((chunk) => chunk.type);

describe('how a run ends', () => {
  it('a tripwire: the tripwire chunk (with retry and metadata only when set), then a finish with reason other and the run’s usage', async () => {
    const plain: Processor = { id: 'plain', processOutputStep: ({ abort }) => abort('blocked') };
    const stream = await new Agent({ id: 'a', model: scriptedModel([textStep('hi')]), outputProcessors: [plain] }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(chunks.slice(-2)).toEqual([
      { type: 'tripwire', runId: stream.runId, from: 'AGENT', payload: { reason: 'blocked', processorId: 'plain' } },
      { type: 'finish', runId: stream.runId, from: 'AGENT', payload: { stepResult: { reason: 'other' }, output: { usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 } } } },
    ]);

    const tagged: Processor = { id: 'tagged', processOutputStep: ({ abort }) => abort('blocked', { retry: true, metadata: { score: 0.9 } }) };
    const result = await new Agent({ id: 'b', model: scriptedModel([textStep('hi')]), outputProcessors: [tagged] }).generate('hi');
    expect(result.tripwire).toEqual({ reason: 'blocked', processorId: 'tagged', retry: true, metadata: { score: 0.9 } });
    expect(result.finishReason).toBe('other');
  });

  it('a blocked step keeps the steps accepted before it, their text, tool calls and results, and none of its own', async () => {
    let steps = 0;
    const second: Processor = { id: 'second', processOutputStep: ({ abort }) => (++steps === 2 ? abort('no') : undefined) };
    const model = scriptedModel([oneCall(), textStep('blocked answer')]);
    const result = await new Agent({ id: 'a', model, tools: { echo }, outputProcessors: [second] }).generate('hi');
    expect(result.steps.map((step) => step.stepNumber)).toEqual([0]);
    expect(result.text).toBe('calling ');
    expect(result.toolCalls.map((call) => call.toolCallId)).toEqual(['c1']);
    expect(result.toolResults.map((toolResult) => toolResult.result)).toEqual([1]);
    expect(result.object).toBeUndefined();
    expect(result.usage).toMatchObject({ totalTokens: 30 });
    expect(JSON.stringify(result.response.messages)).toContain('calling ');
    expect(JSON.stringify(result.response.messages)).not.toContain('blocked answer');
  });

  it('a blocked run joins the text of every step it keeps, without separators', async () => {
    let steps = 0;
    const third: Processor = { id: 'third', processOutputStep: ({ abort }) => (++steps === 3 ? abort('no') : undefined) };
    const model = scriptedModel([oneCall(), toolStep([{ toolCallId: 'c2', toolName: 'echo', input: { n: 2 } }], 'again '), textStep('blocked')]);
    const result = await new Agent({ id: 'a', model, tools: { echo }, outputProcessors: [third] }).generate('hi');
    expect(result.steps).toHaveLength(2);
    expect(result.text).toBe('calling again ');
  });

  it('a block of the final result drops every step', async () => {
    const final: Processor = { id: 'final', processOutputResult: ({ abort }) => abort('not this') };
    const result = await new Agent({ id: 'a', model: scriptedModel([oneCall(), textStep('done')]), tools: { echo }, outputProcessors: [final] }).generate('hi');
    expect(result.tripwire).toMatchObject({ reason: 'not this', processorId: 'final' });
    expect(result.steps).toEqual([]);
    expect(result.text).toBe('');
    expect(result.toolCalls).toEqual([]);
    expect(result.toolResults).toEqual([]);
  });

  it('a blocked run reports the violations and warnings its processors left', async () => {
    const guard: Processor = { id: 'guard', processOutputStep: ({ abort }) => abort('again', { retry: true }) };
    const result = await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), outputProcessors: [guard] }).generate('hi');
    expect(result.warnings).toEqual([expect.objectContaining({ processorId: 'guard', hook: 'processOutputStep' })]);
    expect(result.violations).toEqual([{ processorId: 'guard', hook: 'processOutputStep', action: 'retry', message: 'again' }]);
  });

  it('an abort: an abort chunk with the reason’s message (or its text) and a rejection with the reason', async () => {
    for (const [reason, text] of [
      [new Error('user left'), 'user left'],
      ['gave up', 'gave up'],
    ] as const) {
      const controller = new AbortController();
      const stalling: Processor = {
        id: 'stall',
        processInput: () => {
          controller.abort(reason);
        },
      };
      const stream = await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), inputProcessors: [stalling] }).stream('hi', { abortSignal: controller.signal });
      const chunks = await collect(stream.fullStream);
      expect(chunks.at(-1)).toEqual({ type: 'abort', runId: stream.runId, from: 'AGENT', payload: { reason: text } });
      await expect(stream.result).rejects.toThrow(text);
    }
  });

  it('a signal aborted before the run: no processor and no model runs', async () => {
    const seen: string[] = [];
    const watch: Processor = { id: 'watch', processInput: () => void seen.push('processInput') };
    const model = scriptedModel([textStep('x')]);
    const stream = await new Agent({ id: 'a', model, inputProcessors: [watch] }).stream('hi', { abortSignal: AbortSignal.abort(new Error('early')) });
    const chunks = await collect(stream.fullStream);
    expect(types(chunks)).toEqual(['start', 'abort']);
    expect(seen).toEqual([]);
    expect(model.calls).toHaveLength(0);
  });

  it('an error: an error chunk with the error itself, and a rejection with it', async () => {
    const bug = new Error('bug');
    const broken: Processor = {
      id: 'broken',
      processInput: () => {
        throw bug;
      },
    };
    const stream = await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), inputProcessors: [broken] }).stream('hi');
    const chunks = await collect(stream.fullStream);
    const last = chunks.at(-1);
    expect(last?.type).toBe('error');
    expect((last?.type === 'error' ? last.payload.error : undefined) as Error).toMatchObject({ processorId: 'broken', cause: bug });
    await expect(stream.result).rejects.toMatchObject({ processorId: 'broken' });
  });

  it('a success: a start chunk first, a finish last', async () => {
    const stream = await new Agent({ id: 'a', model: scriptedModel([textStep('x')]) }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(chunks[0]).toEqual({ type: 'start', runId: stream.runId, from: 'AGENT', payload: {} });
    expect(chunks.at(-1)?.type).toBe('finish');
  });

  it('aborts the run’s signal once it settled, with an AbortError', async () => {
    let signal: AbortSignal | undefined;
    const spy = createTool({
      id: 'spy',
      inputSchema: z.object({}),
      execute: (_input, options) => {
        signal = options.abortSignal;
        return 'ok';
      },
    });
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'spy', input: {} }]), textStep('done')]);
    await new Agent({ id: 'a', model, tools: { spy } }).generate('hi');
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toMatchObject({ name: 'AbortError', message: 'The run has settled.' });
  });
});

describe('what comes before the input', () => {
  it('instructions as a string, a system message or a list of both, in order', async () => {
    const model = scriptedModel([textStep('x')]);
    const agent = new Agent({ id: 'a', model });
    await agent.generate('hi', { instructions: 'ONE' });
    await agent.generate('hi', { instructions: { role: 'system', content: 'TWO' } });
    await agent.generate('hi', { instructions: ['THREE', { role: 'system', content: 'FOUR' }] });
    await agent.generate('hi');
    const systems = model.prompts.map((prompt) => prompt.filter((message) => message.role === 'system').map((message) => message.content));
    expect(systems).toEqual([['ONE'], ['TWO'], ['THREE', 'FOUR'], []]);
  });

  it('remembered messages, then the input; none recalled with lastMessages 0', async () => {
    const storage = new InMemoryStorage();
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('first answer'), textStep('second answer')]), memory: { storage } });
    await agent.generate('first question', { memory: { thread: 't', resource: 'u' } });
    const model = scriptedModel([textStep('x')]);
    await new Agent({ id: 'b', model, memory: { storage } }).generate('next', { memory: { thread: 't', resource: 'u' } });
    expect(JSON.stringify(model.prompts[0])).toMatch(/first question.*first answer.*next/);
    const forgetful = scriptedModel([textStep('x')]);
    await new Agent({ id: 'c', model: forgetful, memory: { storage, lastMessages: 0 } }).generate('again', { memory: { thread: 't', resource: 'u' } });
    expect(JSON.stringify(forgetful.prompts[0])).not.toContain('first question');
  });

  it('a storage that fails with its own MemoryError keeps that error', async () => {
    class Refusing extends InMemoryStorage {
      override listMessages(): never {
        throw new MemoryError('THREAD_RESOURCE_MISMATCH', 'not yours', { threadId: 't' });
      }
    }
    const error = await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), memory: { storage: new Refusing() } })
      .generate('hi', { memory: { thread: 't' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'THREAD_RESOURCE_MISMATCH', message: 'not yours' });
  });

  it('a storage that fails otherwise: MEMORY_RECALL_FAILED naming the thread, with the failure as cause', async () => {
    const failure = new Error('disk full');
    class Broken extends InMemoryStorage {
      override listMessages(): never {
        throw failure;
      }
    }
    const error = await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), memory: { storage: new Broken() } })
      .generate('hi', { memory: { thread: 'th-1' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'MEMORY_RECALL_FAILED', threadId: 'th-1', cause: failure });
    expect((error as Error).message).toContain('"th-1"');
  });
});

describe('what processors and tools may write', () => {
  it('a data chunk a processor writes outside a step joins the response unless transient, with its id', async () => {
    const writer: Processor = {
      id: 'writer',
      processInput: async ({ writer: w }) => {
        await w?.custom({ type: 'data-kept', data: { n: 1 }, id: 'k1' });
        await w?.custom({ type: 'data-plain', data: 2 });
        await w?.custom({ type: 'data-gone', data: 3, transient: true });
      },
    };
    const stream = await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), inputProcessors: [writer] }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(types(chunks).filter((type) => type.startsWith('data-'))).toEqual(['data-kept', 'data-plain', 'data-gone']);
    const parts = JSON.stringify((await stream.result).response.messages);
    expect(parts).toContain('"type":"data-kept","data":{"n":1},"id":"k1"');
    expect(parts).toContain('"type":"data-plain","data":2');
    expect(parts).not.toContain('data-gone');
  });

  it('a data part written outside a step has no id field unless the chunk had one', async () => {
    const writer: Processor = {
      id: 'writer',
      processInput: async ({ writer: w }) => {
        await w?.custom({ type: 'data-plain', data: 2 });
      },
    };
    const result = await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), inputProcessors: [writer] }).generate('hi');
    const parts = result.response.messages.flatMap((m) => m.content.parts).filter((part) => part.type === 'data-plain');
    expect(parts).toStrictEqual([{ type: 'data-plain', data: 2 }]);
  });

  it('processLLMResponse gets the step’s chunks when any input processor implements it, not only all', async () => {
    const counts: number[] = [];
    const plain: Processor = { id: 'plain', processInput: () => undefined };
    const watch: Processor = { id: 'watch', processLLMResponse: ({ chunks }) => void counts.push(chunks.length) };
    await new Agent({ id: 'a', model: scriptedModel([textStep('one two')]), inputProcessors: [plain, watch] }).generate('hi');
    expect(counts).toHaveLength(1);
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('a chunk a tool writes must be a data- chunk; the error names the tool as the writer', async () => {
    const bad = createTool({
      id: 'bad',
      inputSchema: z.object({}),
      execute: async (_input, options) => {
        const writer = (options as { writer?: { custom: (chunk: unknown) => Promise<void> } }).writer;
        await writer?.custom({ type: 'text', data: 1 });
        return 'written';
      },
    });
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'bad', input: {} }]), textStep('done')]);
    const stream = await new Agent({ id: 'a', model, tools: { bad } }).stream('hi');
    const chunks = await collect(stream.fullStream);
    const toolError = chunks.find((chunk) => chunk.type === 'tool-error');
    expect(toolError).toMatchObject({ payload: { toolCallId: 'c', error: '[processor tool]: expected writer.custom() with a chunk whose type starts with "data-", received object' } });
  });

  it('a processor’s writer.custom with no data- type is a contract error naming the processor', async () => {
    const writer: Processor = {
      id: 'sloppy',
      processInput: async ({ writer: w }) => {
        await w?.custom({ type: 'note', data: 1 } as never);
      },
    };
    const error = await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), inputProcessors: [writer] }).generate('hi').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PROCESSOR_CONTRACT_ERROR', processorId: 'sloppy' });
    expect((error as Error).message).toContain('"data-"');
  });

  it('processAPIError runs on input, then output, then error processors, each instance once, only where implemented', () => {
    const handles = (id: string): Processor => ({ id, processAPIError: () => undefined });
    const [a, b, c] = [handles('a'), handles('b'), handles('c')];
    const silent: Processor = { id: 'silent', processInput: () => undefined };
    expect(apiErrorProcessors({ inputProcessors: [silent, b], outputProcessors: [a, b], errorProcessors: [c, a] }).map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('the end of a successful run', () => {
  const schema = z.object({ city: z.string() });

  it('parses the structured output from the last step’s text only, and streams it before the finish', async () => {
    const seen: unknown[] = [];
    const watch: Processor = { id: 'watch', processOutputResult: ({ result }) => void seen.push(result) };
    const model = scriptedModel([oneCall(), textStep('{"city":"Oslo"}')]);
    const stream = await new Agent({ id: 'a', model, tools: { echo }, outputProcessors: [watch] }).stream('hi', { structuredOutput: { schema } });
    const chunks = await collect(stream.fullStream);
    expect(types(chunks).slice(-2)).toEqual(['object', 'finish']);
    expect(chunks.at(-2)).toMatchObject({ payload: { object: { city: 'Oslo' } } });
    const result = await stream.result;
    expect(result).toMatchObject({ object: { city: 'Oslo' }, text: 'calling {"city":"Oslo"}', finishReason: 'stop' });
    expect(seen).toEqual([expect.objectContaining({ object: { city: 'Oslo' }, text: 'calling {"city":"Oslo"}', finishReason: 'stop' })]);
    expect((seen[0] as { steps: unknown[] }).steps).toHaveLength(2);
  });

  it('gives processOutputResult no object without structuredOutput, and the client no object chunk', async () => {
    const seen: object[] = [];
    const watch: Processor = { id: 'watch', processOutputResult: ({ result }) => void seen.push(result) };
    const stream = await new Agent({ id: 'a', model: scriptedModel([textStep('plain')]), outputProcessors: [watch] }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(types(chunks)).not.toContain('object');
    expect(seen.map((result) => 'object' in result)).toEqual([false]);
    expect(chunks.at(-1)).toMatchObject({ type: 'finish', payload: { stepResult: { reason: 'stop' }, output: { usage: { totalTokens: 15 } } } });
  });

  it('fails with a StructuredOutputError carrying the text when it is not JSON, or not of the schema', async () => {
    for (const text of ['not json', '{"city":3}']) {
      const error = await new Agent({ id: 'a', model: scriptedModel([textStep(text)]) }).generate('hi', { structuredOutput: { schema } }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'STRUCTURED_OUTPUT_INVALID', text });
      expect((error as Error).cause).toBeDefined();
    }
  });

  it('runs processOutputResult after the finish went through the output processors, and sends the finish once', async () => {
    const order: string[] = [];
    const watch: Processor = {
      id: 'watch',
      processOutputStream: ({ part }) => {
        if (part.type === 'finish') order.push('finish entered the chain');
        return part;
      },
      processOutputResult: () => void order.push('processOutputResult'),
    };
    const stream = await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), outputProcessors: [watch] }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(order).toEqual(['finish entered the chain', 'processOutputResult']);
    expect(types(chunks).filter((type) => type === 'finish')).toHaveLength(1);
  });
});

describe('a run that cannot start or is cut short', () => {
  it('two processor classes sharing an id: the stream gets an error chunk after no start, and the run rejects', async () => {
    class First implements Processor {
      readonly id = 'same';
      processInput(): undefined {
        return undefined;
      }
    }
    class Second implements Processor {
      readonly id = 'same';
      processOutputStep(): undefined {
        return undefined;
      }
    }
    const model = scriptedModel([textStep('x')]);
    const stream = await new Agent({ id: 'a', model, inputProcessors: [new First()], outputProcessors: [new Second()] }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(types(chunks)).toEqual(['error']);
    expect(chunks[0]).toMatchObject({ runId: stream.runId, from: 'AGENT', payload: { error: { code: 'PROCESSOR_CONTRACT_ERROR', processorId: 'same' } } });
    await expect(stream.result).rejects.toMatchObject({ code: 'PROCESSOR_CONTRACT_ERROR' });
    expect(model.calls).toHaveLength(0);
  });

  it('settles a step’s outcome as aborted when the run is aborted after it', async () => {
    const outcomes: Promise<StepOutcome>[] = [];
    const controller = new AbortController();
    const watch: Processor = { id: 'watch', processLLMResponse: ({ stepOutcome }) => void outcomes.push(stepOutcome) };
    const leave = createTool({
      id: 'leave',
      inputSchema: z.object({}),
      execute: () => {
        controller.abort(new Error('gone'));
        return 'left';
      },
    });
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'leave', input: {} }]), textStep('never')]);
    const error = await new Agent({ id: 'a', model, tools: { leave }, inputProcessors: [watch] })
      .generate('hi', { abortSignal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'gone' });
    expect(await Promise.all(outcomes)).toEqual(['aborted']);
  });

  it('a step blocked in its tool phase is dropped with its tool calls; the steps before it stay', async () => {
    let calls = 0;
    const guard: Processor = { id: 'guard', processToolResult: ({ abort }) => (++calls === 2 ? abort('second call') : undefined) };
    const model = scriptedModel([oneCall(), toolStep([{ toolCallId: 'c2', toolName: 'echo', input: { n: 2 } }], 'again '), textStep('never')]);
    const result = await new Agent({ id: 'a', model, tools: { echo }, outputProcessors: [guard] }).generate('hi');
    expect(result.tripwire).toMatchObject({ reason: 'second call', processorId: 'guard' });
    expect(result.steps.map((step) => step.stepNumber)).toEqual([0]);
    expect(result.text).toBe('calling ');
    expect(result.toolCalls.map((call) => call.toolCallId)).toEqual(['c1']);
    expect(result.toolResults.map((toolResult) => toolResult.toolCallId)).toEqual(['c1']);
    expect(result.finishReason).toBe('other');
    expect(result.usage).toMatchObject({ totalTokens: 30 });
  });
});

describe('a run whose memory cannot be saved', () => {
  class Unsaving extends InMemoryStorage {
    override saveRun(): Promise<void> {
      return Promise.reject(new Error('disk full'));
    }
  }

  it('a successful run fails with MEMORY_NOT_SAVED, and its step outcomes settle as error', async () => {
    const outcomes: Promise<StepOutcome>[] = [];
    const watch: Processor = { id: 'watch', processLLMResponse: ({ stepOutcome }) => void outcomes.push(stepOutcome) };
    const error = await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), inputProcessors: [watch], memory: { storage: new Unsaving() } })
      .generate('hi', { memory: { thread: 't' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'MEMORY_NOT_SAVED' });
    expect(await Promise.all(outcomes)).toEqual(['error']);
  });

  it('a run that already failed keeps its own error; a blocked run stays blocked', async () => {
    const down = new Error('provider down');
    const failed = await new Agent({ id: 'a', model: scriptedModel([{ throws: down }]), memory: { storage: new Unsaving() } })
      .generate('hi', { memory: { thread: 't' } })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ message: 'provider down' });
    const guard: Processor = { id: 'guard', processOutputStep: ({ abort }) => abort('no') };
    const blocked = await new Agent({ id: 'b', model: scriptedModel([textStep('x')]), outputProcessors: [guard], memory: { storage: new Unsaving() } }).generate('hi', {
      memory: { thread: 't' },
    });
    expect(blocked.tripwire).toStrictEqual({ reason: 'no', processorId: 'guard' });
  });
});

describe('what memory recalls', () => {
  class Recording extends InMemoryStorage {
    readonly reads: unknown[] = [];
    override listMessages(options: Parameters<InMemoryStorage['listMessages']>[0]): ReturnType<InMemoryStorage['listMessages']> {
      this.reads.push(options);
      return super.listMessages(options);
    }
  }

  it('reads the thread, with its resource and the lastMessages limit', async () => {
    const storage = new Recording();
    await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), memory: { storage, lastMessages: 3 } }).generate('hi', { memory: { thread: 't', resource: 'u' } });
    await new Agent({ id: 'b', model: scriptedModel([textStep('x')]), memory: { storage, lastMessages: 3 } }).generate('hi', { memory: { thread: 'solo' } });
    expect(storage.reads).toStrictEqual([
      { threadId: 't', resourceId: 'u', limit: 3 },
      { threadId: 'solo', limit: 3 },
    ]);
  });

  it('does not read the storage at all with lastMessages 0', async () => {
    const storage = new Recording();
    await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), memory: { storage, lastMessages: 0 } }).generate('hi', { memory: { thread: 't' } });
    expect(storage.reads).toEqual([]);
  });
});

describe('a tool’s writer', () => {
  it('writer.custom(null) from a tool is a contract error naming the tool, not a TypeError', async () => {
    const careless = createTool({
      id: 'careless',
      inputSchema: z.object({}),
      execute: async (_input, options) => {
        const writer = (options as { writer?: { custom: (chunk: unknown) => Promise<void> } }).writer;
        await writer?.custom(null);
        return 'written';
      },
    });
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'careless', input: {} }]), textStep('done')]);
    const stream = await new Agent({ id: 'a', model, tools: { careless } }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(chunks.find((chunk) => chunk.type === 'tool-error')).toMatchObject({
      payload: { toolCallId: 'c', error: '[processor tool]: expected writer.custom() with a chunk whose type starts with "data-", received null' },
    });
  });

  it('a data chunk a tool writes reaches the client and the step’s response', async () => {
    const reporter = createTool({
      id: 'reporter',
      inputSchema: z.object({}),
      execute: async (_input, { writer }) => {
        await writer?.custom({ type: 'data-progress', data: { done: 1 }, id: 'p' });
        return 'reported';
      },
    });
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'reporter', input: {} }]), textStep('done')]);
    const stream = await new Agent({ id: 'a', model, tools: { reporter } }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(chunks.filter((chunk) => chunk.type === 'data-progress')).toEqual([{ type: 'data-progress', data: { done: 1 }, id: 'p', runId: stream.runId, from: 'AGENT' }]);
    expect(JSON.stringify((await stream.result).response.messages)).toContain('"type":"data-progress","data":{"done":1},"id":"p"');
  });

  it('data written by a tool, processOutputStep or processToolResult is kept in memory unless transient; a retried step’s is not', async () => {
    const reporter = createTool({
      id: 'reporter',
      inputSchema: z.object({}),
      execute: async (_input, { writer }) => {
        await writer?.custom({ type: 'data-tool', data: 1 });
        await writer?.custom({ type: 'data-tool-gone', data: 2, transient: true });
        return 'reported';
      },
    });
    let steps = 0;
    const writers: Processor = {
      id: 'writers',
      processOutputStep: async ({ writer, abort }) => {
        await writer.custom({ type: 'data-step', data: steps });
        if (++steps === 1) abort('once more', { retry: true });
      },
      processToolResult: async ({ writer }) => {
        await writer.custom({ type: 'data-result', data: 3 });
      },
    };
    const storage = new InMemoryStorage();
    const report = () => toolStep([{ toolCallId: 'c', toolName: 'reporter', input: {} }]);
    const model = scriptedModel([report(), report(), textStep('done')]);
    await new Agent({ id: 'a', model, tools: { reporter }, outputProcessors: [writers], memory: { storage }, maxProcessorRetries: 1 }).generate('hi', { memory: { thread: 't' } });
    const parts = (await storage.listMessages({ threadId: 't' })).flatMap((m) => m.content.parts).filter((part) => part.type.startsWith('data-'));
    expect(parts).toEqual([
      { type: 'data-step', data: 1 },
      { type: 'data-tool', data: 1 },
      { type: 'data-result', data: 3 },
      { type: 'data-step', data: 2 },
    ]);
  });
});

describe('the final object and finish chunks', () => {
  const schema = z.object({ city: z.string() });

  it('a retry on the final finish: the client gets the step run again and one finish, never the rejected one', async () => {
    let finishes = 0;
    const onFinish: Processor = {
      id: 'on-finish',
      processOutputStream: ({ part, abort }) => (part.type === 'finish' && ++finishes === 1 ? abort('redo', { retry: true }) : part),
    };
    const model = scriptedModel([textStep('first'), textStep('second')]);
    const stream = await new Agent({ id: 'a', model, outputProcessors: [onFinish], maxProcessorRetries: 1 }).stream('hi');
    const chunks = await collect(stream.fullStream);
    const deltas = chunks.flatMap((chunk) => (chunk.type === 'text-delta' ? [chunk.payload.text] : []));
    expect(deltas).toEqual(['first', 'second']);
    expect(types(chunks).filter((type) => type === 'finish')).toHaveLength(1);
    expect(chunks.at(-1)).toMatchObject({ type: 'finish', payload: { stepResult: { reason: 'stop' } } });
    expect(JSON.stringify(model.prompts[1])).toContain('redo');
    expect((await stream.result).text).toBe('second');
  });

  it('a retry on the object chunk runs the last step again with the feedback', async () => {
    let objects = 0;
    const onObject: Processor = {
      id: 'on-object',
      processOutputStream: ({ part, abort }) => (part.type === 'object' && ++objects === 1 ? abort('another city', { retry: true }) : part),
    };
    const model = scriptedModel([textStep('{"city":"Oslo"}'), textStep('{"city":"Bergen"}')]);
    const stream = await new Agent({ id: 'a', model, outputProcessors: [onObject], maxProcessorRetries: 1 }).stream('hi', { structuredOutput: { schema } });
    const chunks = await collect(stream.fullStream);
    expect(chunks.filter((chunk) => chunk.type === 'object')).toEqual([expect.objectContaining({ payload: { object: { city: 'Bergen' } } })]);
    expect(JSON.stringify(model.prompts[1])).toContain('another city');
    expect(await stream.result).toMatchObject({ object: { city: 'Bergen' }, text: '{"city":"Bergen"}' });
  });

  it('an abort without retry on the final finish blocks the run: every step dropped, the held finish never sent', async () => {
    const onFinish: Processor = { id: 'on-finish', processOutputStream: ({ part, abort }) => (part.type === 'finish' ? abort('not now') : part) };
    const model = scriptedModel([textStep('answer'), textStep('never')]);
    const stream = await new Agent({ id: 'a', model, outputProcessors: [onFinish], maxProcessorRetries: 1 }).stream('hi');
    const chunks = await collect(stream.fullStream);
    const result = await stream.result;
    expect(model.calls).toHaveLength(1);
    expect(result.tripwire).toMatchObject({ reason: 'not now', processorId: 'on-finish' });
    expect(result.steps).toEqual([]);
    expect(chunks.filter((chunk) => chunk.type === 'finish')).toEqual([expect.objectContaining({ payload: expect.objectContaining({ stepResult: { reason: 'other' } }) })]);
  });

  it('a block in processOutputResult: the client gets the tripwire and a finish with reason other, not the held object and finish', async () => {
    const final: Processor = { id: 'final', processOutputResult: ({ abort }) => abort('not this') };
    const stream = await new Agent({ id: 'a', model: scriptedModel([textStep('{"city":"Oslo"}')]), outputProcessors: [final] }).stream('hi', { structuredOutput: { schema } });
    const chunks = await collect(stream.fullStream);
    expect(types(chunks).slice(-2)).toEqual(['tripwire', 'finish']);
    expect(types(chunks)).not.toContain('object');
    expect(chunks.filter((chunk) => chunk.type === 'finish')).toHaveLength(1);
    expect(chunks.at(-1)).toMatchObject({ payload: { stepResult: { reason: 'other' } } });
    expect((await stream.result).object).toBeUndefined();
  });

  it('a structured output that is not JSON fails with the JSON parser’s error as cause', async () => {
    const error = await new Agent({ id: 'a', model: scriptedModel([textStep('not json')]) }).generate('hi', { structuredOutput: { schema } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'STRUCTURED_OUTPUT_INVALID', text: 'not json' });
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('the result’s finish reason is the last step’s, and processOutputResult gets the same', async () => {
    const seen: string[] = [];
    const watch: Processor = { id: 'watch', processOutputResult: ({ result }) => void seen.push(result.finishReason) };
    const model = scriptedModel([[...textStep('cut').slice(0, -1), finish('length')]]);
    const result = await new Agent({ id: 'a', model, outputProcessors: [watch] }).generate('hi');
    expect(result.finishReason).toBe('length');
    expect(seen).toEqual(['length']);
  });
});
