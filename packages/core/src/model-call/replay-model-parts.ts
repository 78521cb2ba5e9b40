import type { ChunkType } from '../contract/chunk-type.js';
import type { CachedLLMResponse } from '../processors/hooks/cached-response.js';
import { replayRecorded } from '../stream/replay-recorded.js';
import { endModelResponse } from './end-model-response.js';
import type { ModelPartSink } from './model-part-sink.js';
import { replayedFinish } from './replayed-finish.js';

/**
 * Replays a `{ response }` a processor answered from a cache, ending as a live call does: each
 * recorded chunk goes through the output processors (`replayRecorded`, with `sink.prepare` as live), then
 * `model-response-end`; then `sink.onFinish` gets the recorded finish (see `replayedFinish`).
 * The replay's chunks are recorded in `sink.record` when it is set.
 */
export async function replayModelParts(response: CachedLLMResponse, sink: ModelPartSink): Promise<void> {
  const { signal, prepare } = sink;
  const finish = await replayRecorded(response.chunks, {
    runId: sink.runId,
    chain: sink.chain,
    record: sink.record ?? [],
    ...(signal === undefined ? {} : { signal }),
    ...(prepare === undefined ? {} : { prepare: (chunk: ChunkType) => (chunk.type === 'text-delta' ? chunk : prepare(chunk)) }),
  });
  await endModelResponse(sink);
  const { part, usage } = replayedFinish(finish, sink.hasToolCalls?.() ?? false);
  sink.onFinish?.(part, usage);
}
