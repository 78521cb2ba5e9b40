import { describe, expect, it } from 'vitest';
import type { ChunkPayloads, ChunkType, KnownChunkTypeName } from '../contract/chunk-type.js';
import { StepAccumulator, toOutput } from './step-accumulator.js';

// The rules of what one step keeps from the chunks that left the output processors
// (step-accumulator.ts): how deltas join into text, reasoning and content parts, what a tool call,
// a tool outcome, a file, a source and a data chunk add, and which fields are left out when unset.

const chunk = <T extends KnownChunkTypeName>(type: T, payload: ChunkPayloads[T]): ChunkType =>
  ({ type, runId: 'r', from: 'AGENT', payload }) as ChunkType;
const text = (delta: string) => chunk('text-delta', { id: 't', text: delta });
const reasoning = (delta: string) => chunk('reasoning-delta', { id: 'r', text: delta });

function accumulate(chunks: ChunkType[]): StepAccumulator {
  const step = new StepAccumulator(3);
  for (const c of chunks) step.add(c);
  return step;
}

describe('StepAccumulator text and reasoning', () => {
  it('add() joins consecutive deltas of one kind into one content part, in order', () => {
    const step = accumulate([text('Hel'), text('lo'), reasoning('thin'), reasoning('king'), text('!')]);
    expect(step.text).toBe('Hello!');
    expect(step.reasoningText).toBe('thinking');
    expect(step.content).toEqual([
      { type: 'text', text: 'Hello' },
      { type: 'reasoning', text: 'thinking' },
      { type: 'text', text: '!' },
    ]);
  });

  it('text read between deltas: the later deltas extend the same content part', () => {
    const step = accumulate([text('a')]);
    expect(step.text).toBe('a');
    step.add(text('b'));
    step.add(text('c'));
    expect(step.text).toBe('abc');
    expect(step.content).toEqual([{ type: 'text', text: 'abc' }]);
  });

  it('reasoning read between deltas: the later deltas extend the same reasoning', () => {
    const step = accumulate([reasoning('x')]);
    expect(step.reasoningText).toBe('x');
    step.add(reasoning('y'));
    expect(step.reasoningText).toBe('xy');
    expect(step.content).toEqual([{ type: 'reasoning', text: 'xy' }]);
    expect(step.text).toBe('');
  });

  it('reasoningText is undefined without reasoning, and no empty part is added when nothing is pending', () => {
    const step = new StepAccumulator(0);
    expect(step.reasoningText).toBeUndefined();
    expect(step.text).toBe('');
    expect(step.content).toEqual([]);
    step.add(chunk('tool-call', { toolCallId: 'c', toolName: 't', args: {} }));
    expect(step.content.map((part) => part.type)).toEqual(['tool-call']);
  });

  it('a chunk of another type ends a run of deltas: text before and after it stay separate parts', () => {
    const step = accumulate([text('a'), chunk('file', { mediaType: 'image/png', data: 'AAA' }), text('b'), chunk('step-start', { stepNumber: 3 }), text('c')]);
    expect(step.content).toEqual([
      { type: 'text', text: 'a' },
      { type: 'file', mediaType: 'image/png', data: 'AAA' },
      { type: 'text', text: 'bc' },
    ]);
    expect(step.text).toBe('abc');
  });
});

describe('StepAccumulator tool calls and outcomes', () => {
  it('add() records a tool call with providerExecuted only when the chunk sets it', () => {
    const step = accumulate([
      chunk('tool-call', { toolCallId: 'c1', toolName: 'echo', args: { n: 1 } }),
      chunk('tool-call', { toolCallId: 'c2', toolName: 'search', args: { q: 'x' }, providerExecuted: true }),
    ]);
    expect(step.toolCalls).toStrictEqual([
      { toolCallId: 'c1', toolName: 'echo', args: { n: 1 } },
      { toolCallId: 'c2', toolName: 'search', args: { q: 'x' }, providerExecuted: true },
    ]);
    expect(step.content).toStrictEqual([
      { type: 'tool-call', toolCallId: 'c1', toolName: 'echo', input: { n: 1 } },
      { type: 'tool-call', toolCallId: 'c2', toolName: 'search', input: { q: 'x' }, providerExecuted: true },
    ]);
  });

  it('add() records results and errors; isError only on failures; only provider-executed results join the content', () => {
    const step = accumulate([
      chunk('tool-result', { toolCallId: 'c1', toolName: 'echo', args: { n: 1 }, result: 1 }),
      chunk('tool-result', { toolCallId: 'c2', toolName: 'echo', args: { n: 2 }, result: 'bad', isError: true }),
      chunk('tool-error', { toolCallId: 'c3', toolName: 'echo', args: { n: 3 }, error: 'broke' }),
      chunk('tool-result', { toolCallId: 'c4', toolName: 'search', args: {}, result: { hits: 2 }, providerExecuted: true }),
      chunk('tool-result', { toolCallId: 'c5', toolName: 'search', args: {}, result: 'quota', isError: true, providerExecuted: true }),
      chunk('tool-result', { toolCallId: 'c6', toolName: 'echo', args: {}, result: 6, providerExecuted: false }),
    ]);
    expect(step.toolResults).toStrictEqual([
      { toolCallId: 'c1', toolName: 'echo', args: { n: 1 }, result: 1 },
      { toolCallId: 'c2', toolName: 'echo', args: { n: 2 }, result: 'bad', isError: true },
      { toolCallId: 'c3', toolName: 'echo', args: { n: 3 }, result: 'broke', isError: true },
      { toolCallId: 'c4', toolName: 'search', args: {}, result: { hits: 2 }, providerExecuted: true },
      { toolCallId: 'c5', toolName: 'search', args: {}, result: 'quota', isError: true, providerExecuted: true },
      { toolCallId: 'c6', toolName: 'echo', args: {}, result: 6 },
    ]);
    expect(step.content).toStrictEqual([
      { type: 'tool-result', toolCallId: 'c4', toolName: 'search', output: { type: 'json', value: { hits: 2 } } },
      { type: 'tool-result', toolCallId: 'c5', toolName: 'search', output: { type: 'error-text', value: 'quota' } },
    ]);
  });
});

describe('StepAccumulator files, sources and data', () => {
  it('add() keeps files, and sources with url and title only when set', () => {
    const step = accumulate([
      chunk('file', { mediaType: 'text/plain', data: 'aGk=' }),
      chunk('source', { id: 's1', sourceType: 'url', url: 'https://a.example', title: 'A' }),
      chunk('source', { id: 's2', sourceType: 'document' }),
    ]);
    expect(step.files).toStrictEqual([{ mediaType: 'text/plain', data: 'aGk=' }]);
    expect(step.sources).toStrictEqual([{ id: 's1', url: 'https://a.example', title: 'A' }, { id: 's2' }]);
    expect(step.content).toStrictEqual([{ type: 'file', mediaType: 'text/plain', data: 'aGk=' }]);
  });

  it('add() keeps data chunks unless transient, with their id when set; they are not content', () => {
    const step = accumulate([
      { type: 'data-a', data: { n: 1 }, id: 'x' },
      { type: 'data-b', data: 2 },
      { type: 'data-c', data: 3, transient: true },
      { type: 'data-d', data: 4, transient: false },
    ]);
    expect(step.dataParts).toStrictEqual([
      { type: 'data-a', data: { n: 1 }, id: 'x' },
      { type: 'data-b', data: 2 },
      { type: 'data-d', data: 4 },
    ]);
    expect(step.content).toEqual([]);
  });

  it('ignores chunk types it does not keep', () => {
    const step = accumulate([chunk('step-start', { stepNumber: 3 }), chunk('text-start', { id: 't' }), chunk('tripwire', { reason: 'x', processorId: 'p' })]);
    expect([step.text, step.content, step.toolCalls, step.toolResults, step.files, step.sources, step.dataParts]).toEqual(['', [], [], [], [], [], []]);
  });
});

describe('StepAccumulator.toStepResult()', () => {
  it('carries the pending text and every field the loop set', () => {
    const step = accumulate([reasoning('why'), text('a'), text('b'), chunk('source', { id: 's', sourceType: 'url', url: 'u' })]);
    step.add(text('c'));
    step.finishReason = 'stop';
    step.usage = { inputTokens: 1, outputTokens: 2, totalTokens: 3 };
    step.warnings = ['w'];
    step.providerMetadata = { p: { k: 1 } };
    step.request = { body: 'q' };
    step.response = { id: 'resp' };
    expect(step.toStepResult()).toStrictEqual({
      stepNumber: 3,
      text: 'abc',
      reasoningText: 'why',
      toolCalls: [],
      toolResults: [],
      finishReason: 'stop',
      usage: { inputTokens: 1, outputTokens: 2, totalTokens: 3 },
      warnings: ['w'],
      sources: [{ id: 's', url: 'u' }],
      files: [],
      providerMetadata: { p: { k: 1 } },
      request: { body: 'q' },
      response: { id: 'resp' },
    });
  });

  it('starts with finish reason unknown, empty usage and no warnings', () => {
    expect(new StepAccumulator(0).toStepResult()).toMatchObject({ stepNumber: 0, text: '', reasoningText: undefined, finishReason: 'unknown', warnings: [] });
  });
});

describe('toOutput()', () => {
  it('a string is text (error-text on failure); anything else is JSON, undefined as null', () => {
    expect(toOutput('hi', false)).toEqual({ type: 'text', value: 'hi' });
    expect(toOutput('hi', true)).toEqual({ type: 'error-text', value: 'hi' });
    expect(toOutput({ a: 1 }, false)).toEqual({ type: 'json', value: { a: 1 } });
    expect(toOutput(0, true)).toEqual({ type: 'error-json', value: 0 });
    expect(toOutput(undefined, false)).toEqual({ type: 'json', value: null });
  });
});
