import type { ChunkType } from '../contract/chunk-type.js';
import type { CachedLLMStepChunk } from '../processors/hooks/cached-response.js';
import type { OutputStreamChain } from '../processors/runner/output-stream-chain.js';
import { runChunkOf } from './recorded-chunk.js';

/** Where `replayRecorded` sends a cached response's chunks, and what the host adds. */
export interface ReplayTarget {
  /** The run's id, stamped on each chunk. */
  runId: string;
  /** The output processors. */
  chain: OutputStreamChain;
  /** The step's record for `processLLMResponse`: each replayed chunk is added as recorded. */
  record: CachedLLMStepChunk[];
  /** Checked before each chunk: an abort ends the replay with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Called with each run chunk before the processors get it; returns the chunk to push (the Agent
   * loop sends a provider-executed tool's result through `processToolResult` here).
   */
  prepare?: (chunk: ChunkType) => ChunkType | Promise<ChunkType>;
}

/**
 * Replays a `{ response }` a processor answered from a cache, the same way in every host: each
 * recorded chunk goes through the output processors as a live one would, on the synchronous fast
 * path (an await only when a processor or `prepare` returned a promise). The `finish` chunk is
 * not pushed but returned (the last one, or `undefined`): each host turns it into its own ending.
 */
export async function replayRecorded(recorded: readonly CachedLLMStepChunk[], target: ReplayTarget): Promise<CachedLLMStepChunk | undefined> {
  const { runId, chain, record, signal, prepare } = target;
  let finish: CachedLLMStepChunk | undefined;
  for (const cached of recorded) {
    if (signal?.aborted === true) throw signal.reason;
    record.push(cached);
    if (cached.type === 'finish') {
      finish = cached;
      continue;
    }
    let chunk = runChunkOf(cached, runId);
    if (prepare !== undefined) {
      const prepared = prepare(chunk);
      chunk = prepared instanceof Promise ? await prepared : prepared;
    }
    const pending = chain.push(chunk);
    if (pending !== undefined) await pending;
  }
  return finish;
}
