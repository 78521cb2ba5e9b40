import type { ChunkType } from '../contract/chunk-type.js';
import type { CachedLLMStepChunk } from '../processors/hooks/cached-response.js';

// A step's chunks as hosts record them (for processLLMResponse and caches) and as the output
// processors get them: each direction once, beside the other.

/**
 * The run's chunk for a recorded one (a step of a `CachedLLMResponse`): `{ ...cached, runId,
 * from: 'AGENT' }`, ready for the output processors; a cache replay translates nothing else. A
 * plain `{ type, payload }` chunk (what hosts record) is built as a literal with the same keys in
 * the same order: V8's object spread followed by more keys cost ~1.5 µs per chunk, three quarters
 * of a 2,000-chunk replay. `recordedChunkOf` is its inverse.
 */
export function runChunkOf(cached: CachedLLMStepChunk, runId: string): ChunkType {
  const payload = (cached as { payload?: unknown }).payload;
  if (payload !== undefined && Object.keys(cached).length === 2) {
    return { type: cached.type, payload, runId, from: 'AGENT' } as ChunkType;
  }
  return { ...cached, runId, from: 'AGENT' };
}

/**
 * How a host records a model chunk among a step's chunks (for `processLLMResponse`, and so for a
 * cache): `{ type, payload }`, without the run's bookkeeping. `runChunkOf` is its inverse.
 */
export function recordedChunkOf(chunk: ChunkType): CachedLLMStepChunk {
  return { type: chunk.type, payload: (chunk as { payload: unknown }).payload } as CachedLLMStepChunk;
}
