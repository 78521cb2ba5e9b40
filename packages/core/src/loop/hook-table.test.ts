import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import type { ChunkType, Processor } from '../index.js';
import { InMemoryStorage } from '../memory/in-memory-storage.js';
import { createTool } from '../tools/create-tool.js';
import { collect, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';

const noop = createTool({ id: 'noop', inputSchema: z.object({}), execute: () => ({ secret: 'x' }) });

async function run(processors: { input?: Processor[]; output?: Processor[]; error?: Processor[] }, retries?: number, model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'noop', input: {} }]), textStep('final answer')])) {
  const agent = new Agent({
    id: 'table',
    model,
    tools: { noop },
    inputProcessors: processors.input ?? [],
    outputProcessors: processors.output ?? [],
    errorProcessors: processors.error ?? [],
    ...(retries === undefined ? {} : { maxProcessorRetries: retries }),
  });
  const stream = await agent.stream('question');
  const chunks = await collect(stream.fullStream);
  return { chunks, result: await stream.result, model };
}

const blockIn = (hook: string): Processor => ({ id: `block-${hook}`, [hook]: ({ abort }: { abort: (r: string, o?: object) => never }) => abort(`no (${hook})`, { retry: true }) });

describe('hook table: aborts that block', () => {
  it.each(['processInput', 'processInputStep', 'processLLMRequest', 'processLLMResponse'])('%s abort blocks even with retries left', async (hook) => {
    const { chunks, result } = await run({ input: [blockIn(hook)] }, 5);
    expect(result.tripwire).toMatchObject({ reason: `no (${hook})`, retry: true, processorId: `block-${hook}` });
    expect(result.finishReason).toBe('other');
    expect(chunks.slice(-2).map((c) => c.type)).toEqual(['tripwire', 'finish']);
  });

  it('processAPIError abort blocks', async () => {
    const { result } = await run({ error: [blockIn('processAPIError')] }, 5, scriptedModel([{ throws: new Error('rejected') }]));
    expect(result.tripwire?.processorId).toBe('block-processAPIError');
  });

  it('processOutputResult abort replaces the held finish with a tripwire and empties the text', async () => {
    const storage = new InMemoryStorage();
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('answer')]), outputProcessors: [blockIn('processOutputResult')], maxProcessorRetries: 3, memory: { storage } });
    const stream = await agent.stream('q', { memory: { thread: 't' } });
    const types = (await collect(stream.fullStream)).map((c) => c.type);
    expect(types.filter((t) => t === 'finish')).toHaveLength(1);
    expect(types.slice(-2)).toEqual(['tripwire', 'finish']);
    const result = await stream.result;
    expect(result.text).toBe('');
    expect((await storage.listMessages({ threadId: 't' })).map((m) => m.role)).toEqual(['user']);
  });
});

describe('hook table: aborts that retry', () => {
  it.each(['processOutputStream', 'processToolResult', 'processOutputStep'])('%s abort with retry re-runs the step with feedback', async (hook) => {
    let fired = false;
    const once = {
      id: 'once',
      [hook]: (args: { abort: (r: string, o?: object) => never; part?: ChunkType }) => {
        if (!fired && (hook !== 'processOutputStream' || args.part?.type === 'tool-call')) {
          fired = true;
          args.abort('try again', { retry: true });
        }
        return hook === 'processOutputStream' ? args.part : undefined;
      },
    } as unknown as Processor;
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'noop', input: {} }]), toolStep([{ toolCallId: 'd', toolName: 'noop', input: {} }]), textStep('final answer')]);
    const { chunks, result } = await run({ output: [once] }, 1, model);
    expect(result.text).toBe('final answer');
    expect(chunks.some((c) => c.type === 'step-finish' && c.payload.stepResult.reason === 'retry')).toBe(true);
    expect(JSON.stringify(model.prompts[1]!)).toContain('try again');
    expect(result.toolCalls.map((c) => c.toolCallId)).toEqual(['d']);
  });
});

/** An output processor asking once for a retry on the first chunk of `type` (a `step-finish` of a kept step, or the final `finish`). */
function retryOnce(type: 'step-finish' | 'finish'): Processor {
  let fired = false;
  return {
    id: `retry-on-${type}`,
    processOutputStream: ({ part, abort }) => {
      const keeps = part.type !== 'step-finish' || part.payload.stepResult.reason !== 'retry';
      if (!fired && part.type === type && keeps) {
        fired = true;
        abort(`redo (${type})`, { retry: true });
      }
      return part;
    },
  };
}

describe('hook table: retries from other chunks', () => {
  it('an abort with retry on a tool-result chunk re-runs the step', async () => {
    let fired = false;
    const once: Processor = {
      id: 'once',
      processOutputStream: ({ part, abort }) => {
        if (!fired && part.type === 'tool-result') {
          fired = true;
          abort('not that tool', { retry: true });
        }
        return part;
      },
    };
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'noop', input: {} }]), textStep('final answer')]);
    const { result } = await run({ output: [once] }, 1, model);
    expect(result.text).toBe('final answer');
    expect(result.toolCalls).toEqual([]);
    expect(JSON.stringify(model.prompts[1]!)).toContain('not that tool');
  });

  it('a processAPIError abort with retry after a mid-stream error still blocks', async () => {
    const broken = [{ type: 'text-start' as const, id: 't' }, { type: 'error' as const, error: new Error('reset') }];
    const { result } = await run({ error: [blockIn('processAPIError')] }, 5, scriptedModel([broken, textStep('unused')]));
    expect(result.tripwire?.processorId).toBe('block-processAPIError');
  });
});

describe('hook table: retries from step-finish and finish', () => {
  it.each(['step-finish', 'finish'] as const)('an abort with retry on %s re-runs the step with feedback', async (type) => {
    const storage = new InMemoryStorage();
    const model = scriptedModel([textStep('rejected answer'), textStep('final answer')]);
    const agent = new Agent({ id: 'a', model, outputProcessors: [retryOnce(type)], maxProcessorRetries: 1, memory: { storage } });
    const stream = await agent.stream('q', { memory: { thread: 't' } });
    const chunks = await collect(stream.fullStream);
    const result = await stream.result;
    expect(result.tripwire).toBeUndefined();
    expect(result.text).toBe('final answer');
    expect(result.steps).toHaveLength(1);
    expect(model.calls).toHaveLength(2);
    expect(JSON.stringify(model.prompts[1]!)).toContain(`redo (${type})`);
    expect(JSON.stringify(model.prompts[1]!)).not.toContain('rejected answer');
    // The client is told to discard the rejected step, and gets exactly one finish.
    const retries = chunks.filter((c) => c.type === 'step-finish' && c.payload.stepResult.reason === 'retry');
    expect(retries).toHaveLength(1);
    expect(chunks.filter((c) => c.type === 'finish')).toHaveLength(1);
    expect(chunks.at(-1)).toMatchObject({ type: 'finish', payload: { stepResult: { reason: 'stop' } } });
    const stored = JSON.stringify(await storage.listMessages({ threadId: 't' }));
    expect(stored).toContain('final answer');
    expect(stored).not.toContain('rejected answer');
    expect(stored).not.toContain(`redo (${type})`);
  });

  it.each(['step-finish', 'finish'] as const)('a retry on %s after maxProcessorRetries blocks with a warning', async (type) => {
    const model = scriptedModel([textStep('rejected answer')]);
    const agent = new Agent({ id: 'a', model, outputProcessors: [retryOnce(type)] });
    const stream = await agent.stream('q');
    const chunks = await collect(stream.fullStream);
    const result = await stream.result;
    expect(result.tripwire).toMatchObject({ reason: `redo (${type})`, retry: true, processorId: `retry-on-${type}` });
    expect(result.text).toBe('');
    expect(result.warnings).toContainEqual(expect.objectContaining({ processorId: `retry-on-${type}`, hook: 'processOutputStream' }));
    expect(chunks.slice(-2).map((c) => c.type)).toEqual(['tripwire', 'finish']);
    expect(model.calls).toHaveLength(1);
  });

  it('a retry on the finish of a run with tools re-runs the last step only', async () => {
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'noop', input: {} }]), textStep('rejected answer'), textStep('final answer')]);
    const { result } = await run({ output: [retryOnce('finish')] }, 2, model);
    expect(result.text).toBe('final answer');
    expect(result.steps.map((s) => s.stepNumber)).toEqual([0, 1]);
    expect(result.toolCalls.map((c) => c.toolCallId)).toEqual(['c']);
    expect(model.calls).toHaveLength(3);
  });
});

describe('hook table: returns', () => {
  it('processInput may return { messages, systemMessages }', async () => {
    const p: Processor = {
      id: 'p',
      processInput: ({ messages }) => ({ messages, systemMessages: [{ role: 'system', content: 'REPLACED' }] }),
    };
    const model = scriptedModel([textStep('ok')]);
    await new Agent({ id: 'a', instructions: 'ORIGINAL', model, inputProcessors: [p] }).generate('hi');
    const prompt = JSON.stringify(model.prompts[0]!);
    expect(prompt).toContain('REPLACED');
    expect(prompt).not.toContain('ORIGINAL');
  });

  it('processInputStep may return { messages } replacing the step messages', async () => {
    const p: Processor = { id: 'p', processInputStep: ({ messages }) => ({ messages: messages.slice(-1) }) };
    const model = scriptedModel([textStep('ok')]);
    await new Agent({ id: 'a', model, inputProcessors: [p] }).generate([{ role: 'user', content: 'old' }, { role: 'user', content: 'new' }]);
    const prompt = JSON.stringify(model.prompts[0]!);
    expect(prompt).toContain('new');
    expect(prompt).not.toContain('old');
  });

  it('hold-back: dropped deltas released as an array reach the client in order', async () => {
    const joiner: Processor = {
      id: 'joiner',
      processOutputStream({ part, state }) {
        const held = (state.held ??= []) as ChunkType[];
        if (part.type === 'text-delta') {
          held.push(part);
          return null;
        }
        if (part.type === 'text-end') return [...held.splice(0), part];
        return part;
      },
    };
    const { chunks, result } = await run({ output: [joiner] }, undefined, scriptedModel([textStep('a b c')]));
    const types = chunks.map((c) => c.type);
    expect(types.indexOf('text-end')).toBeGreaterThan(types.lastIndexOf('text-delta'));
    expect(result.text).toBe('a b c');
  });

  it('writer.custom from processInput is streamed and persisted unless transient', async () => {
    const p: Processor = {
      id: 'p',
      async processInput({ writer }) {
        await writer.custom({ type: 'data-note', data: { n: 1 } });
      },
    };
    const { chunks, result } = await run({ input: [p] }, undefined, scriptedModel([textStep('ok')]));
    expect(chunks.some((c) => c.type === 'data-note')).toBe(true);
    expect(result.response.messages.flatMap((m) => m.content.parts).some((part) => part.type === 'data-note')).toBe(true);
  });
});
