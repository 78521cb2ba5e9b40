import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChunkType } from '../contract/chunk-type.js';
import { MessageList } from '../messages/message-list.js';
import type { CachedLLMStepChunk } from '../processors/hooks/cached-response.js';
import type { Processor } from '../processors/processor.js';
import { callOptionsForProcessors } from '../processors/runner/call-options-for-processors.js';
import { ProcessorRunner } from '../processors/runner/processor-runner.js';
import { scriptedModel } from '../test-utils/scripted-model.js';
import { abortableDelay } from './abortable-delay.js';
import { ModelStreamError } from './model-stream-error.js';
import { openModelCall } from './open-model-call.js';
import { openWithBackoff } from './open-with-backoff.js';
import { pumpModelParts } from './pump-model-parts.js';
import { readOrTick } from './read-or-tick.js';
import { replayModelParts } from './replay-model-parts.js';
import { replayedFinish } from './replayed-finish.js';
import { retryAfterAPIError } from './retry-after-api-error.js';
import { countedSignal, finishPart, partStream, PASS, testSink, textParts } from './test-helpers.js';

// The rules of the per-call engine that its behaviour tests leave implicit: what an abort ends and
// when, what a call leaves behind on the caller's signal, which parts reach the processors, and
// that a call waits for slow processors.

/** A processor that hands each chunk on after a macrotask (a slow, asynchronous processor). */
const SLOW: Processor = {
  id: 'slow',
  processOutputStream: async ({ part }) =>
    new Promise((resolve) => {
      setTimeout(() => {
        resolve(part);
      }, 1);
    }),
};

/** A processor asking for idle ticks every `ms`. */
function ticking(ms: number): Processor {
  return { id: 'ticking', streamIdleTickMs: ms, processOutputStream: ({ part }) => part };
}

/** A model stream that stays open; `enqueue` and `close` drive it. */
function heldStream(): { stream: ReadableStream<LanguageModelV3StreamPart>; enqueue: (part: LanguageModelV3StreamPart) => void; close: () => void } {
  let controller: ReadableStreamDefaultController<LanguageModelV3StreamPart> | undefined;
  const stream = new ReadableStream<LanguageModelV3StreamPart>({
    start(c) {
      controller = c;
    },
  });
  return { stream, enqueue: (part) => controller?.enqueue(part), close: () => controller?.close() };
}

const types = (chunks: readonly ChunkType[]) => chunks.map((chunk) => chunk.type);

afterEach(() => {
  vi.useRealTimers();
});

describe('abortableDelay', () => {
  it('rejects at once with the reason of a signal aborted before the wait, as an Error', async () => {
    const reason = new Error('gone');
    await expect(abortableDelay(1000, AbortSignal.abort(reason))).rejects.toBe(reason);
    const fromText = await abortableDelay(1000, AbortSignal.abort('left')).catch((error: unknown) => error);
    expect(fromText).toBeInstanceOf(Error);
    expect((fromText as Error).message).toBe('left');
  });

  it('does not wait at all for a zero or negative delay, so a later abort cannot end it', async () => {
    for (const ms of [0, -5]) {
      const controller = new AbortController();
      const waiting = abortableDelay(ms, controller.signal);
      controller.abort(new Error('too late'));
      await expect(waiting).resolves.toBeUndefined();
    }
  });

  it('resolves after the delay and leaves no listener on the signal', async () => {
    vi.useFakeTimers();
    const { signal, listeners } = countedSignal();
    let done = false;
    const waiting = abortableDelay(50, signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(49);
    expect(done).toBe(false);
    expect(listeners()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
    expect(listeners()).toBe(0);
  });

  it('on an abort during the wait rejects with the reason as an Error and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = abortableDelay(10_000, controller.signal).catch((error: unknown) => error);
    controller.abort('stopped');
    const error = await waiting;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('stopped');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('openWithBackoff and an abort during the open', () => {
  it('throws the signal’s reason itself, not the open’s error, even when that error would not be retried', async () => {
    for (const reason of [new Error('user left'), 'user left']) {
      const controller = new AbortController();
      const opened = openWithBackoff(
        () => {
          controller.abort(reason);
          return Promise.reject(new Error('socket closed'));
        },
        { maxRetries: 0, retryDelayMs: 0, signal: controller.signal },
      );
      await expect(opened).rejects.toBe(reason);
    }
  });
});

describe('readOrTick', () => {
  it('ticks once per tickMs of silence, then returns the part that was pending all along', async () => {
    vi.useFakeTimers();
    const { stream, enqueue } = heldStream();
    let ticks = 0;
    const reading = readOrTick(stream.getReader(), 10, () => (ticks++, Promise.resolve()), undefined);
    await vi.advanceTimersByTimeAsync(25);
    expect(ticks).toBe(2);
    enqueue({ type: 'text-delta', id: 't', delta: 'late' });
    await expect(reading).resolves.toEqual({ done: false, value: { type: 'text-delta', id: 't', delta: 'late' } });
    expect(ticks).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not tick once the signal aborted, and returns the pending read itself', async () => {
    vi.useFakeTimers();
    const { stream, enqueue } = heldStream();
    const controller = new AbortController();
    let ticks = 0;
    const reading = readOrTick(stream.getReader(), 10, () => (ticks++, Promise.resolve()), controller.signal);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.advanceTimersByTimeAsync(100);
    expect(ticks).toBe(1);
    enqueue({ type: 'text-end', id: 't' });
    await expect(reading).resolves.toEqual({ done: false, value: { type: 'text-end', id: 't' } });
  });

  it('waits for a tick to finish before it starts timing the next silence', async () => {
    vi.useFakeTimers();
    const { stream, enqueue } = heldStream();
    const started: number[] = [];
    const start = Date.now();
    const tick = () => {
      started.push(Date.now() - start);
      return new Promise<void>((resolve) => setTimeout(resolve, 15));
    };
    const reading = readOrTick(stream.getReader(), 10, tick, undefined);
    await vi.advanceTimersByTimeAsync(40);
    expect(started).toEqual([10, 35]);
    enqueue({ type: 'text-end', id: 't' });
    await vi.advanceTimersByTimeAsync(15);
    await expect(reading).resolves.toMatchObject({ done: false });
  });
});

describe('pumpModelParts and the caller signal', () => {
  it('ends at once with the reason of a signal aborted before the call, before any processor sees a part', async () => {
    const reason = new Error('already cancelled');
    const { sink, out } = testSink([PASS], { signal: AbortSignal.abort(reason) });
    const { stream, cancelled } = partStream([...textParts('hi'), finishPart()]);
    await expect(pumpModelParts({ stream, toV3: undefined }, sink)).rejects.toBe(reason);
    expect(out).toEqual([]);
    expect(cancelled).toHaveLength(1);
  });

  it('leaves no listener on the signal after a finished call, a failed call and an aborted call', async () => {
    const finished = countedSignal();
    await pumpModelParts({ ...partStream([...textParts('hi'), finishPart()]), toV3: undefined }, testSink([PASS], { signal: finished.signal }).sink);
    expect(finished.listeners()).toBe(0);

    const failed = countedSignal();
    const failing = pumpModelParts({ ...partStream([{ type: 'error', error: 'down' }]), toV3: undefined }, testSink([], { signal: failed.signal }).sink);
    expect(ModelStreamError.isInstance(await failing.catch((error: unknown) => error))).toBe(true);
    expect(failed.listeners()).toBe(0);

    const aborted = countedSignal();
    const { stream } = partStream(textParts('hi'), { hold: true });
    const pumping = pumpModelParts({ stream, toV3: undefined }, testSink([], { signal: aborted.signal }).sink);
    aborted.controller.abort(new Error('left'));
    await expect(pumping).rejects.toThrow('left');
    expect(aborted.listeners()).toBe(0);
  });

  it('reads a whole stream under a signal that never aborts', async () => {
    const { sink, out } = testSink([PASS], { signal: new AbortController().signal });
    await pumpModelParts({ ...partStream([...textParts('hi'), finishPart()]), toV3: undefined }, sink);
    expect(types(out)).toEqual(['text-start', 'text-delta', 'text-end', 'model-response-end']);
  });
});

describe('pumpModelParts: which parts reach the processors', () => {
  it('drops stream-start, response-metadata, raw and finish parts when the host takes none of them', async () => {
    const { sink, out } = testSink([PASS]);
    const parts: LanguageModelV3StreamPart[] = [
      { type: 'stream-start', warnings: [] },
      { type: 'response-metadata', id: 'r' },
      { type: 'raw', rawValue: 1 },
      ...textParts('hi'),
      finishPart(),
    ];
    await pumpModelParts({ ...partStream(parts), toV3: undefined }, sink);
    expect(types(out)).toEqual(['text-start', 'text-delta', 'text-end', 'model-response-end']);
  });

  it('hands the finish to the host without pushing it, and each callback only its own part', async () => {
    const seen: string[] = [];
    const { sink, out } = testSink([PASS], {
      onStreamStart: (part) => void seen.push(`start:${part.type}`),
      onResponseMetadata: (part) => void seen.push(`metadata:${part.type}`),
      onRaw: (part) => void seen.push(`raw:${part.type}`),
      onFinish: (part) => void seen.push(`finish:${part.type}`),
    });
    await pumpModelParts({ ...partStream([{ type: 'raw', rawValue: 1 }, ...textParts('hi'), finishPart()]), toV3: undefined }, sink);
    expect(seen).toEqual(['raw:raw', 'finish:finish']);
    expect(types(out)).toEqual(['text-start', 'text-delta', 'text-end', 'model-response-end']);
  });

  it('ends with a ModelStreamError when passError declines the error part', async () => {
    const cause = new Error('overloaded');
    const { sink, out } = testSink([PASS], { passError: () => false });
    const failure = await pumpModelParts({ ...partStream([{ type: 'error', error: cause }, ...textParts('after')]), toV3: undefined }, sink).catch(
      (error: unknown) => error,
    );
    expect(ModelStreamError.isInstance(failure)).toBe(true);
    expect((failure as ModelStreamError).cause).toBe(cause);
    expect(out).toEqual([]);
  });

  it('sends a text delta with provider metadata through the chain, not the fast path', async () => {
    const plain: ChunkType[] = [];
    const { sink, out } = testSink([], { sinkPlainDelta: (chunk) => void plain.push(chunk) });
    const delta: LanguageModelV3StreamPart = { type: 'text-delta', id: 't', delta: 'signed', providerMetadata: { p: { sig: 1 } } };
    await pumpModelParts({ ...partStream([delta, { type: 'text-delta', id: 't', delta: 'bare' }]), toV3: undefined }, sink);
    expect(plain).toEqual([{ type: 'text-delta', runId: 'run', from: 'AGENT', payload: { id: 't', text: 'bare' } }]);
    expect(out[0]).toMatchObject({ type: 'text-delta', payload: { id: 't', text: 'signed', providerMetadata: { p: { sig: 1 } } } });
    expect(out.at(-1)?.type).toBe('model-response-end');
  });

  it('gives prepare a synchronous chance to replace a chunk', async () => {
    const { sink, out } = testSink([PASS], { prepare: (chunk) => (chunk.type === 'text-end' ? { ...chunk, payload: { id: 'closed' } } : chunk) });
    await pumpModelParts({ ...partStream(textParts('hi')), toV3: undefined }, sink);
    expect(out[2]).toEqual({ type: 'text-end', runId: 'run', from: 'AGENT', payload: { id: 'closed' } });
  });

  it('waits for an asynchronous processor: every chunk has left the chain, in order, when the call resolves', async () => {
    const { sink, out } = testSink([SLOW]);
    await pumpModelParts({ ...partStream([...textParts('a'), ...textParts('b'), finishPart()]), toV3: undefined }, sink);
    expect(types(out)).toEqual(['text-start', 'text-delta', 'text-end', 'text-start', 'text-delta', 'text-end', 'model-response-end']);
    expect(out.filter((chunk) => chunk.type === 'text-delta').map((chunk) => chunk.payload)).toEqual([
      { id: 't', text: 'a' },
      { id: 't', text: 'b' },
    ]);
  });

  it('cancels the model stream and rethrows when a processor fails', async () => {
    const failure = new Error('processor broke');
    const broken: Processor = {
      id: 'broken',
      processOutputStream: ({ part }) => {
        if (part.type === 'text-delta') throw failure;
        return part;
      },
    };
    const { sink } = testSink([broken]);
    const { stream, cancelled } = partStream(textParts('hi'), { hold: true });
    const error = await pumpModelParts({ stream, toV3: undefined }, sink).catch((e: unknown) => e);
    expect(error).toMatchObject({ cause: failure });
    expect(cancelled).toHaveLength(1);
  });
});

describe('pumpModelParts: idle ticks', () => {
  it('ticks only while a text part is open, never before it starts nor after it ends', async () => {
    const { sink, out } = testSink([ticking(5)]);
    const { stream, enqueue, close } = heldStream();
    const pumping = pumpModelParts({ stream, toV3: undefined }, sink);
    const silence = () => new Promise((resolve) => setTimeout(resolve, 25));
    await silence();
    expect(out).toEqual([]);
    enqueue({ type: 'text-start', id: 'a' });
    await silence();
    const ticksInside = out.filter((chunk) => chunk.type === 'text-delta').length;
    expect(ticksInside).toBeGreaterThan(0);
    enqueue({ type: 'text-end', id: 'a' });
    await silence();
    close();
    await pumping;
    expect(types(out.slice(1 + ticksInside))).toEqual(['text-end', 'model-response-end']);
  });

  it('lets a tick pass the processors before it reads on, so a slow tick never lands after the next part', async () => {
    // Ticks (empty deltas) take this processor 20 ms; the text-end the model sends meanwhile waits for them.
    const slowTicks: Processor = {
      id: 'slow-ticks',
      streamIdleTickMs: 5,
      processOutputStream: ({ part }) =>
        part.type === 'text-delta' && part.payload.text === ''
          ? new Promise((resolve) => {
              setTimeout(() => {
                resolve(part);
              }, 20);
            })
          : part,
    };
    const { sink, out } = testSink([slowTicks]);
    const { stream, enqueue, close } = heldStream();
    const pumping = pumpModelParts({ stream, toV3: undefined }, sink);
    enqueue({ type: 'text-start', id: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    enqueue({ type: 'text-end', id: 'a' });
    close();
    await pumping;
    const kinds = types(out);
    expect(kinds[0]).toBe('text-start');
    expect(kinds.slice(-2)).toEqual(['text-end', 'model-response-end']);
    expect(kinds.slice(1, -2).every((kind) => kind === 'text-delta')).toBe(true);
    expect(kinds.length).toBeGreaterThan(3);
  });

  it('does not tick without a processor asking for it', async () => {
    const { sink, out } = testSink([PASS]);
    const { stream, enqueue, close } = heldStream();
    const pumping = pumpModelParts({ stream, toV3: undefined }, sink);
    enqueue({ type: 'text-start', id: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 25));
    enqueue({ type: 'text-end', id: 'a' });
    close();
    await pumping;
    expect(types(out)).toEqual(['text-start', 'text-end', 'model-response-end']);
  });
});

describe('replayModelParts', () => {
  const TEXT: CachedLLMStepChunk[] = [
    { type: 'text-start', payload: { id: 't' } },
    { type: 'text-delta', payload: { id: 't', text: 'cached' } },
    { type: 'text-end', payload: { id: 't' } },
  ];

  it('ends an unknown or missing reason with stop when the host does not say whether there were tool calls', async () => {
    const reasons: string[] = [];
    const unknown: CachedLLMStepChunk = { type: 'finish', payload: { stepResult: { reason: 'unknown' }, output: { usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } } } };
    for (const chunks of [[...TEXT, unknown], TEXT]) {
      const { sink } = testSink([], { onFinish: (part) => void reasons.push(part.finishReason.unified) });
      await replayModelParts({ chunks }, sink);
    }
    expect(reasons).toEqual(['stop', 'stop']);
  });

  it('ends with the reason of a signal aborted before the replay, before any processor sees a chunk', async () => {
    const reason = new Error('cancelled');
    const onFinish = vi.fn();
    const { sink, out } = testSink([PASS], { signal: AbortSignal.abort(reason), onFinish });
    await expect(replayModelParts({ chunks: TEXT }, sink)).rejects.toBe(reason);
    expect(out).toEqual([]);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('pushes what prepare returns, and gives it no text delta', async () => {
    const prepared: string[] = [];
    const { sink, out } = testSink([PASS], {
      prepare: (chunk) => {
        prepared.push(chunk.type);
        return chunk.type === 'text-start' ? { ...chunk, payload: { id: 'changed' } } : chunk;
      },
    });
    await replayModelParts({ chunks: TEXT }, sink);
    expect(prepared).toEqual(['text-start', 'text-end']);
    expect(out[0]).toMatchObject({ payload: { id: 'changed' } });
    expect(out[1]).toMatchObject({ payload: { id: 't', text: 'cached' } });
  });

  it('waits for an asynchronous processor before model-response-end and the finish', async () => {
    const order: string[] = [];
    const { sink, out } = testSink([SLOW], { onFinish: () => void order.push(`finish after ${out.length} chunks`) });
    await replayModelParts({ chunks: TEXT }, sink);
    expect(types(out)).toEqual(['text-start', 'text-delta', 'text-end', 'model-response-end']);
    expect(order).toEqual(['finish after 4 chunks']);
  });
});

describe('replayedFinish', () => {
  it('keeps a known recorded reason even when the call produced tool calls', () => {
    const recorded: CachedLLMStepChunk = { type: 'finish', payload: { stepResult: { reason: 'length' }, output: { usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } } } };
    expect(replayedFinish(recorded, true).part.finishReason.unified).toBe('length');
    expect(replayedFinish(recorded, false).part.finishReason).toMatchObject({ unified: 'length' });
  });

  it('reads a hand-written recorded finish without a reason or usage as stop (or tool-calls) with unknown usage', () => {
    // A cache may be written by hand or by an older version: its finish payload may lack fields.
    const bare = JSON.parse('{"type":"finish","payload":{}}') as CachedLLMStepChunk;
    expect(replayedFinish(bare, false)).toMatchObject({ part: { finishReason: { unified: 'stop' } }, usage: { inputTokens: undefined, totalTokens: undefined } });
    expect(replayedFinish(bare, true).part.finishReason.unified).toBe('tool-calls');
  });

  it('keeps the recorded provider metadata and usage', () => {
    const usage = { inputTokens: 4, outputTokens: 6, totalTokens: 10 };
    const recorded: CachedLLMStepChunk = {
      type: 'finish',
      payload: { stepResult: { reason: 'unknown' }, output: { usage }, metadata: { providerMetadata: { p: { id: 'x' } } } },
    };
    const { part, usage: replayed } = replayedFinish(recorded, false);
    expect(part).toMatchObject({ type: 'finish', finishReason: { unified: 'stop', raw: undefined }, providerMetadata: { p: { id: 'x' } } });
    expect(replayed).toEqual(usage);
  });
});

describe('retryAfterAPIError', () => {
  const args = () => ({ error: new Error('down'), messageList: new MessageList(), stepNumber: 0, steps: [], model: scriptedModel([]) });

  it('names the processors, joined, and the hook in the warning once no retry is left', async () => {
    const retry = (id: string): Processor => ({ id, processAPIError: () => ({ retry: true }) });
    const runner = new ProcessorRunner();
    expect(await retryAfterAPIError(runner, [retry('a'), retry('b')], args(), 0)).toBe(false);
    expect(runner.warnings).toEqual([expect.objectContaining({ processorId: 'a,b', hook: 'processAPIError' })]);
    expect(runner.warnings[0]?.message).toContain('(0)');
  });

  it('does not use up a retry when no processor asks for one', async () => {
    const runner = new ProcessorRunner();
    const quiet: Processor = { id: 'quiet', processAPIError: () => undefined };
    const retrying: Processor = { id: 'retrying', processAPIError: () => ({ retry: true }) };
    expect(await retryAfterAPIError(runner, [quiet], args(), 1)).toBe(false);
    expect(runner.warnings).toEqual([]);
    expect(await retryAfterAPIError(runner, [retrying], args(), 1)).toBe(true);
  });
});

describe('openModelCall', () => {
  const request = () => ({
    prompt: [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'hi' }] }],
    model: scriptedModel([]),
    stepNumber: 0,
    steps: [],
    messageList: new MessageList(),
    callOptions: callOptionsForProcessors({}),
  });

  it('waits for an asynchronous onRequest before it opens the call', async () => {
    const order: string[] = [];
    await openModelCall({
      runner: new ProcessorRunner(),
      processors: [],
      request,
      onRequest: () =>
        new Promise<void>((resolve) => {
          setTimeout(() => {
            order.push('onRequest');
            resolve();
          }, 5);
        }),
      open: () => (order.push('open'), Promise.resolve('live')),
      retryAfterError: () => Promise.resolve(false),
    });
    expect(order).toEqual(['onRequest', 'open']);
  });

  it('hands onRequest the cached response too, and never opens the call', async () => {
    const seen: unknown[] = [];
    const cache: Processor = { id: 'cache', processLLMRequest: () => ({ response: { chunks: [{ type: 'text-start', payload: { id: 'c' } }] } }) };
    const source = await openModelCall({
      runner: new ProcessorRunner(),
      processors: [cache],
      request,
      onRequest: (result) => void seen.push(result.response),
      open: () => Promise.reject(new Error('must not be called')),
      retryAfterError: () => Promise.resolve(false),
    });
    expect(seen).toEqual([{ chunks: [{ type: 'text-start', payload: { id: 'c' } }] }]);
    expect(source).toEqual({ fromCache: true, response: { chunks: [{ type: 'text-start', payload: { id: 'c' } }] } });
  });
});
