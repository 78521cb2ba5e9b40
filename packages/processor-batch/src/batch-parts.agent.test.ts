import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { Agent, createTool, type ChunkType } from '@sluice/core';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BatchParts } from './batch-parts.js';

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};
const finish: LanguageModelV3StreamPart = { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage };

function textParts(id: string, pieces: readonly string[]): LanguageModelV3StreamPart[] {
  return [{ type: 'text-start', id }, ...pieces.map((delta) => ({ type: 'text-delta' as const, id, delta })), { type: 'text-end', id }];
}

function mockModel(steps: LanguageModelV3StreamPart[][]): MockLanguageModelV3 {
  let call = 0;
  return new MockLanguageModelV3({
    doStream: () => Promise.resolve({ stream: simulateReadableStream({ chunks: steps[Math.min(call++, steps.length - 1)] ?? [] }) }),
  });
}

/** Reads `stream` in the background, recording each chunk as the client gets it. */
function record(stream: ReadableStream<ChunkType>): { chunks: ChunkType[]; done: Promise<void> } {
  const chunks: ChunkType[] = [];
  const reader = stream.getReader();
  const done = (async () => {
    for (;;) {
      const { done: end, value } = await reader.read();
      if (end) return;
      chunks.push(value);
    }
  })();
  return { chunks, done };
}

const deltasOf = (chunks: readonly ChunkType[]) => chunks.flatMap((c) => (c.type === 'text-delta' ? [c] : []));

describe('BatchParts through the Agent', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('agent.stream(): 10 deltas reach the client as 3 chunks of the same text part, text and result unchanged', async () => {
    const pieces = ['The ', 'quick ', 'brown ', 'fox ', 'jumps ', 'over ', 'the ', 'lazy ', 'dog', '.'];
    const model = mockModel([[...textParts('txt-0', pieces), finish]]);
    const agent = new Agent({ id: 'a', model, outputProcessors: [new BatchParts({ batchSize: 4 })] });
    const result = await agent.stream('hi');
    const { chunks, done } = record(result.fullStream);
    await done;
    const deltas = deltasOf(chunks);
    expect(deltas.map((d) => d.payload.text)).toEqual(['The quick brown fox ', 'jumps over the lazy ', 'dog.']);
    expect(new Set(deltas.map((d) => d.payload.id))).toEqual(new Set(['txt-0']));
    const types = chunks.map((c) => c.type);
    expect(types.indexOf('text-start')).toBeLessThan(types.indexOf('text-delta'));
    expect(types.lastIndexOf('text-delta')).toBeLessThan(types.indexOf('text-end'));
    expect(await result.text).toBe(pieces.join(''));
  });

  it('agent.stream(): text before a tool call is sent before it; the tool loop and the text are unchanged', async () => {
    const weather = createTool({
      id: 'weather',
      description: 'weather of a city',
      inputSchema: z.object({ city: z.string() }),
      execute: ({ city }) => Promise.resolve(`sunny in ${city}`),
    });
    const model = mockModel([
      [...textParts('t0', ['Let ', 'me ', 'check']), { type: 'tool-call', toolCallId: 'c1', toolName: 'weather', input: '{"city":"Oslo"}' }, { ...finish, finishReason: { unified: 'tool-calls', raw: 'tool_use' } }],
      [...textParts('t1', ['It ', 'is ', 'sunny', '.']), finish],
    ]);
    const agent = new Agent({ id: 'a', model, tools: { weather }, outputProcessors: [new BatchParts({ batchSize: 100 })] });
    const result = await agent.stream('weather in Oslo?');
    const { chunks, done } = record(result.fullStream);
    await done;
    const order = chunks.filter((c) => c.type === 'text-delta' || c.type === 'tool-call' || c.type === 'text-end').map((c) => (c.type === 'text-delta' ? `delta:${c.payload.text}` : c.type));
    expect(order).toEqual(['delta:Let me check', 'text-end', 'tool-call', 'delta:It is sunny.', 'text-end']);
    expect(await result.text).toBe('Let me checkIt is sunny.');
  });

  it('the timer sends held text while the model is silent (fake timers, a model stream the test controls)', async () => {
    vi.useFakeTimers();
    let controller: ReadableStreamDefaultController<LanguageModelV3StreamPart> | undefined;
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      start: (c) => {
        controller = c;
      },
    });
    const model = new MockLanguageModelV3({ doStream: () => Promise.resolve({ stream }) });
    const agent = new Agent({ id: 'a', model, outputProcessors: [new BatchParts({ batchSize: 50, maxWaitTime: 100 })] });
    const result = await agent.stream('hi');
    const { chunks, done } = record(result.fullStream);
    const send = (part: LanguageModelV3StreamPart) => controller?.enqueue(part);
    send({ type: 'text-start', id: 't' });
    send({ type: 'text-delta', id: 't', delta: 'Hello, ' });
    send({ type: 'text-delta', id: 't', delta: 'world' });
    await vi.advanceTimersByTimeAsync(60);
    expect(deltasOf(chunks)).toHaveLength(0); // still within maxWaitTime: held
    await vi.advanceTimersByTimeAsync(100);
    // The model has sent nothing more, yet the batch reached the client.
    expect(deltasOf(chunks).map((d) => d.payload.text)).toEqual(['Hello, world']);
    send({ type: 'text-delta', id: 't', delta: '!' });
    send({ type: 'text-end', id: 't' });
    send(finish);
    controller?.close();
    await vi.runAllTimersAsync();
    await done;
    expect(deltasOf(chunks).map((d) => d.payload.text)).toEqual(['Hello, world', '!']);
    expect(chunks.filter((c) => c.type === 'text-delta' && c.payload.text === '')).toHaveLength(0); // ticks never reach the client
    expect(await result.text).toBe('Hello, world!');
  });

  it('without maxWaitTime nothing is sent while the model is silent (the contrast to the test above)', async () => {
    vi.useFakeTimers();
    let controller: ReadableStreamDefaultController<LanguageModelV3StreamPart> | undefined;
    const stream = new ReadableStream<LanguageModelV3StreamPart>({ start: (c) => void (controller = c) });
    const model = new MockLanguageModelV3({ doStream: () => Promise.resolve({ stream }) });
    const agent = new Agent({ id: 'a', model, outputProcessors: [new BatchParts({ batchSize: 50 })] });
    const result = await agent.stream('hi');
    const { chunks, done } = record(result.fullStream);
    controller?.enqueue({ type: 'text-start', id: 't' });
    controller?.enqueue({ type: 'text-delta', id: 't', delta: 'held' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deltasOf(chunks)).toHaveLength(0);
    controller?.enqueue({ type: 'text-end', id: 't' });
    controller?.enqueue(finish);
    controller?.close();
    await vi.runAllTimersAsync();
    await done;
    expect(deltasOf(chunks).map((d) => d.payload.text)).toEqual(['held']);
  });
});
