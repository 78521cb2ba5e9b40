import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Agent } from '../agent/agent.js';
import type { Processor } from '../processors/index.js';
import type { ChunkType } from '../contract/chunk-type.js';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/** A model whose stream parts the test enqueues by hand, so it can stay silent as long as needed. */
function controlledModel() {
  let controller: ReadableStreamDefaultController<LanguageModelV3StreamPart> | undefined;
  const stream = new ReadableStream<LanguageModelV3StreamPart>({ start: (c) => { controller = c; } });
  const model = new MockLanguageModelV3({ doStream: () => Promise.resolve({ stream }) });
  const send = (part: LanguageModelV3StreamPart) => controller?.enqueue(part);
  const end = () => {
    send({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage });
    controller?.close();
  };
  return { model, send, end };
}

describe('streamIdleTickMs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes empty text-deltas of the open text part while the model is silent, and none without the option', async () => {
    vi.useFakeTimers();
    for (const tickMs of [5, undefined]) {
      const seen: ChunkType[] = [];
      const spy: Processor = {
        id: 'spy',
        ...(tickMs === undefined ? {} : { streamIdleTickMs: tickMs }),
        processOutputStream: ({ part }) => {
          seen.push(part);
          return part;
        },
      };
      const { model, send, end } = controlledModel();
      const stream = await new Agent({ id: 'a', model, outputProcessors: [spy] }).stream('hi');
      const text = stream.text;
      send({ type: 'text-start', id: 't1' });
      send({ type: 'text-delta', id: 't1', delta: 'Hello' });
      await vi.advanceTimersByTimeAsync(60);
      send({ type: 'text-delta', id: 't1', delta: ' world' });
      send({ type: 'text-end', id: 't1' });
      await vi.advanceTimersByTimeAsync(30);
      end();
      await vi.runAllTimersAsync();
      expect(await text).toBe('Hello world');
      const ticks = seen.filter((c) => c.type === 'text-delta' && c.payload.text === '');
      if (tickMs === undefined) expect(ticks).toHaveLength(0);
      else {
        // 60 ms of silence with a 5 ms period: about a dozen ticks, each once per silent period
        expect(ticks.length).toBeGreaterThanOrEqual(10);
        expect(ticks.length).toBeLessThanOrEqual(13);
        for (const tick of ticks) expect(tick.type === 'text-delta' && tick.payload.id).toBe('t1');
        // no tick after text-end: the part was closed
        const end = seen.findIndex((c) => c.type === 'text-end');
        expect(seen.slice(end).some((c) => c.type === 'text-delta')).toBe(false);
      }
    }
  });
});
