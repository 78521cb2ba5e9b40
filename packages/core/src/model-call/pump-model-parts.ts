import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { abortReason } from '../errors/to-error.js';
import { usageFromModel } from '../model/model-usage.js';
import type { ModelStreamSource } from '../model/open-model-stream.js';
import { modelPartToChunk } from '../stream/model-part-to-chunk.js';
import { recordedChunkOf } from '../stream/recorded-chunk.js';
import { recordedFinishChunk } from '../stream/recorded-finish.js';
import { endModelResponse } from './end-model-response.js';
import type { ModelPartSink } from './model-part-sink.js';
import { ModelStreamError } from './model-stream-error.js';
import { readOrTick } from './read-or-tick.js';

/** The part of a model's stream the pump reads: the stream and how to read its parts as V3. */
export type ModelPartSource = Pick<ModelStreamSource, 'stream' | 'toV3'>;

/**
 * Reads a live model stream through the output processors, the same way in every host: each
 * content part becomes a chunk (recorded when `sink.record` is set, then `sink.prepare`d unless a text delta, then
 * pushed, awaited only when the chain returns a promise); `stream-start`, `response-metadata`,
 * `raw` and `finish` go to the host's callbacks; an `error` part ends the call with a
 * `ModelStreamError` unless `sink.passError` takes it; then `model-response-end` is pushed last.
 * An abort of `sink.signal` cancels the stream. With idle ticks asked for (`chain.idleTickMs`),
 * model silence inside a text part pushes empty deltas (see `readOrTick`).
 */
export async function pumpModelParts(source: ModelPartSource, sink: ModelPartSink): Promise<void> {
  // V4 and V2 parts are read as V3 inline: no extra stream stage between the model and the host.
  const toV3 = source.toV3;
  const reader = source.stream.getReader() as ReadableStreamDefaultReader<LanguageModelV3StreamPart>;
  const { signal, chain, runId, record, prepare } = sink;
  // A local flag instead of the `signal.aborted` getter on every part.
  let aborted = signal?.aborted === true;
  const onAbort = () => {
    aborted = true;
    if (signal !== undefined) reader.cancel(abortReason(signal)).catch(noop);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const tickMs = chain.idleTickMs;
  const tick = (id: string) => () => chain.push({ type: 'text-delta', runId, from: 'AGENT', payload: { id, text: '' } }) ?? Promise.resolve();
  // No output stream processor and no recording: a plain text delta goes straight to the host.
  const plain = chain.isEmpty && record === undefined ? sink.sinkPlainDelta : undefined;
  // The text part still open (for idle ticks); only tracked when a processor asked for ticks.
  let openText: string | undefined;
  try {
    for (;;) {
      // Without idle ticks the read stays a bare reader.read(): the 0-processor path adds no promise.
      const read = tickMs === undefined || openText === undefined ? await reader.read() : await readOrTick(reader, tickMs, tick(openText), signal);
      if (aborted && signal !== undefined) throw abortReason(signal);
      if (read.done) break;
      const value = toV3 === undefined ? read.value : toV3(read.value);
      if (value === undefined) continue;
      if (tickMs !== undefined) {
        if (value.type === 'text-start') openText = value.id;
        else if (value.type === 'text-end') openText = undefined;
      }
      switch (value.type) {
        case 'stream-start':
          sink.onStreamStart?.(value);
          continue;
        case 'response-metadata':
          sink.onResponseMetadata?.(value);
          continue;
        case 'raw':
          sink.onRaw?.(value);
          continue;
        case 'error':
          if (sink.passError?.(value) === true) continue;
          throw new ModelStreamError(value.error);
        case 'finish':
          sink.onFinish?.(value, usageFromModel(value.usage));
          if (record !== undefined) record.push(recordedFinishChunk(value));
          continue;
        default: {
          if (plain !== undefined && value.type === 'text-delta' && value.providerMetadata === undefined) {
            plain(modelPartToChunk(value, runId));
            continue;
          }
          let chunk = modelPartToChunk(value, runId);
          // Recorded as the model sent it: a replay runs the processors again.
          if (record !== undefined) record.push(recordedChunkOf(chunk));
          if (prepare !== undefined && chunk.type !== 'text-delta') {
            const prepared = prepare(chunk, value);
            chunk = prepared instanceof Promise ? await prepared : prepared;
          }
          const pending = chain.push(chunk);
          if (pending !== undefined) await pending;
        }
      }
    }
    await endModelResponse(sink);
  } catch (error) {
    reader.cancel().catch(noop);
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

function noop(): void {
  // cancellation failures are irrelevant once the call is over
}
