import type { CachedLLMStepChunk } from '@sluice/core';
import { CACHE_ENTRY_VERSION, encodeCacheEntry } from './cache-entry.js';

/** Chunk types that mark a response as failed: such a response is never stored. */
const UNSAFE_CHUNK_TYPES = new Set(['error', 'abort', 'tripwire']);

/** A response serialized when its step finished, stored once the step is accepted. */
export interface Snapshot {
  value: string;
  chunks: number;
}

/** Serializes a live step's response; `undefined` when it holds a failure chunk or cannot be encoded. */
export function snapshotResponse(
  chunks: CachedLLMStepChunk[],
  warnings: unknown[],
  model: { provider: string; modelId: string },
  tools: string,
  now: number,
  ttl: number,
): Snapshot | undefined {
  if (chunks.some((chunk) => UNSAFE_CHUNK_TYPES.has(chunk.type))) return undefined;
  try {
    const value = encodeCacheEntry({
      v: CACHE_ENTRY_VERSION,
      createdAt: now,
      expiresAt: now + ttl,
      provider: model.provider,
      modelId: model.modelId,
      tools,
      chunks,
      warnings,
    });
    return { value, chunks: chunks.length };
  } catch {
    return undefined;
  }
}
