import { describe, expect, it, vi } from 'vitest';
import type { CachedLLMStepChunk } from '../processors/hooks/cached-response.js';
import type { Processor } from '../processors/processor.js';
import { ModelStreamError } from './model-stream-error.js';
import { pumpModelParts } from './pump-model-parts.js';
import { finishPart, partStream, PASS, testSink, textParts } from './test-helpers.js';

describe('pumpModelParts', () => {
  it('sends each content part through the output processors as a chunk of the run', async () => {
    const { sink, out } = testSink([PASS]);
    await pumpModelParts({ ...partStream(textParts('hi')), toV3: undefined }, sink);
    expect(out.slice(0, 3)).toEqual([
      { type: 'text-start', runId: 'run', from: 'AGENT', payload: { id: 't' } },
      { type: 'text-delta', runId: 'run', from: 'AGENT', payload: { id: 't', text: 'hi' } },
      { type: 'text-end', runId: 'run', from: 'AGENT', payload: { id: 't' } },
    ]);
  });

  it('pushes model-response-end last, with the sink step number', async () => {
    const { sink, out } = testSink([PASS]);
    await pumpModelParts({ ...partStream([...textParts('hi'), finishPart()]), toV3: undefined }, sink);
    expect(out.at(-1)).toEqual({ type: 'model-response-end', runId: 'run', from: 'AGENT', payload: { stepNumber: 3 } });
    expect(out.filter((chunk) => chunk.type === 'model-response-end')).toHaveLength(1);
  });

  it('ends with a ModelStreamError carrying the provider error on an error part', async () => {
    const cause = new Error('overloaded');
    const { sink } = testSink();
    const { stream, cancelled } = partStream([{ type: 'error', error: cause }], { hold: true });
    const failure = await pumpModelParts({ stream, toV3: undefined }, sink).catch((error: unknown) => error);
    expect(ModelStreamError.isInstance(failure)).toBe(true);
    expect((failure as ModelStreamError).cause).toBe(cause);
    expect(cancelled).toHaveLength(1);
  });

  it('goes on after an error part the host passed on itself', async () => {
    const passed: unknown[] = [];
    const { sink, out } = testSink([PASS], { passError: (part) => passed.push(part.error) > 0 });
    await pumpModelParts({ ...partStream([{ type: 'error', error: 'e' }, ...textParts('after')]), toV3: undefined }, sink);
    expect(passed).toEqual(['e']);
    expect(out.map((chunk) => chunk.type)).toContain('text-delta');
  });

  it('cancels the model stream with the reason when the signal aborts, and rethrows it', async () => {
    const controller = new AbortController();
    const reason = new Error('caller left');
    const { sink } = testSink([], { signal: controller.signal });
    const { stream, cancelled } = partStream(textParts('hi'), { hold: true });
    const pumping = pumpModelParts({ stream, toV3: undefined }, sink);
    controller.abort(reason);
    await expect(pumping).rejects.toBe(reason);
    expect(cancelled[0]).toBe(reason);
  });

  it('records the finish as a recorded finish chunk and hands it to the host with its usage', async () => {
    const record: CachedLLMStepChunk[] = [];
    const onFinish = vi.fn();
    const { sink } = testSink([], { record, onFinish });
    await pumpModelParts({ ...partStream([...textParts('hi'), finishPart('tool-calls')]), toV3: undefined }, sink);
    expect(record.map((chunk) => chunk.type)).toEqual(['text-start', 'text-delta', 'text-end', 'finish']);
    expect(record[3]).toMatchObject({ payload: { stepResult: { reason: 'tool-calls' }, output: { usage: { inputTokens: 2, outputTokens: 3, totalTokens: 5 } } } });
    expect(onFinish).toHaveBeenCalledWith(finishPart('tool-calls'), { inputTokens: 2, outputTokens: 3, totalTokens: 5 });
  });

  it('gives stream-start, response-metadata and raw parts to the host, not to the processors', async () => {
    const seen: string[] = [];
    const { sink, out } = testSink([PASS], {
      onStreamStart: (part) => void seen.push(part.type),
      onResponseMetadata: (part) => void seen.push(part.type),
      onRaw: (part) => void seen.push(part.type),
    });
    const parts = partStream([{ type: 'stream-start', warnings: [] }, { type: 'response-metadata', id: 'r' }, { type: 'raw', rawValue: 1 }]);
    await pumpModelParts({ ...parts, toV3: undefined }, sink);
    expect(seen).toEqual(['stream-start', 'response-metadata', 'raw']);
    expect(out.map((chunk) => chunk.type)).toEqual(['model-response-end']);
  });

  it('takes the fast path for a plain text delta only without processors and without recording', async () => {
    const fast = (processors: Processor[], record?: CachedLLMStepChunk[]) => {
      const plain: string[] = [];
      const { sink } = testSink(processors, { sinkPlainDelta: (chunk) => void plain.push(chunk.type), ...(record === undefined ? {} : { record }) });
      return { sink, plain };
    };
    const bare = fast([]);
    await pumpModelParts({ ...partStream(textParts('hi')), toV3: undefined }, bare.sink);
    expect(bare.plain).toEqual(['text-delta']);
    const withProcessor = fast([PASS]);
    await pumpModelParts({ ...partStream(textParts('hi')), toV3: undefined }, withProcessor.sink);
    expect(withProcessor.plain).toEqual([]);
    const recording = fast([], []);
    await pumpModelParts({ ...partStream(textParts('hi')), toV3: undefined }, recording.sink);
    expect(recording.plain).toEqual([]);
  });

  it('pushes what prepare returns, after recording the chunk as the model sent it', async () => {
    const record: CachedLLMStepChunk[] = [];
    const { sink, out } = testSink([PASS], {
      record,
      prepare: (chunk) => Promise.resolve(chunk.type === 'text-start' ? { ...chunk, payload: { id: 'changed' } } : chunk),
    });
    await pumpModelParts({ ...partStream(textParts('hi')), toV3: undefined }, sink);
    expect(out[0]).toMatchObject({ payload: { id: 'changed' } });
    expect(record[0]).toMatchObject({ payload: { id: 't' } });
  });

  it('does not give prepare text deltas (the per-chunk hot path)', async () => {
    const prepared: string[] = [];
    const { sink } = testSink([PASS], { prepare: (chunk) => (prepared.push(chunk.type), chunk) });
    await pumpModelParts({ ...partStream(textParts('hi')), toV3: undefined }, sink);
    expect(prepared).toEqual(['text-start', 'text-end']);
  });

  it('gives prepare the model part each chunk came from', async () => {
    const parts: unknown[] = [];
    const { sink } = testSink([], { prepare: (chunk, part) => (parts.push(part), chunk) });
    const call = { type: 'tool-call', toolCallId: 'c', toolName: 'search', input: '"q"' } as const;
    await pumpModelParts({ ...partStream([call]), toV3: undefined }, sink);
    expect(parts).toEqual([call]);
  });

  it('reads parts through toV3 and skips the ones it maps to undefined', async () => {
    const { sink, out } = testSink([PASS]);
    const { stream } = partStream([{ type: 'raw', rawValue: 'ping' }, ...textParts('hi')]);
    await pumpModelParts({ stream, toV3: (part) => ((part as { type: string }).type === 'raw' ? undefined : (part as never)) }, sink);
    expect(out.map((chunk) => chunk.type)).toEqual(['text-start', 'text-delta', 'text-end', 'model-response-end']);
  });

  it('pushes an empty text delta of the open text part for each idle tick a processor asked for', async () => {
    const ticking: Processor = { id: 'ticking', streamIdleTickMs: 5, processOutputStream: ({ part }) => part };
    const { sink, out } = testSink([ticking]);
    let release: (() => void) | undefined;
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue({ type: 'text-start', id: 't' });
        release = () => {
          controller.enqueue({ type: 'text-end', id: 't' });
          controller.close();
        };
      },
    });
    const pumping = pumpModelParts({ stream, toV3: undefined }, sink);
    await new Promise((resolve) => setTimeout(resolve, 30));
    release?.();
    await pumping;
    const ticks = out.filter((chunk) => chunk.type === 'text-delta');
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks[0]).toEqual({ type: 'text-delta', runId: 'run', from: 'AGENT', payload: { id: 't', text: '' } });
    expect(out.at(-1)?.type).toBe('model-response-end');
  });
});
