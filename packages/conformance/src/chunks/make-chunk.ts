import type { ChunkPayloads, KnownChunk, KnownChunkTypeName } from '@sluice/core';

/** The `runId` chunk helpers use unless told otherwise. */
export const TEST_RUN_ID = 'run-test';

/**
 * Builds one known output chunk `{ type, runId, from: 'AGENT', payload }`.
 *
 * @example
 * makeChunk('text-delta', { id: 't0', text: 'Hello' })
 */
export function makeChunk<T extends KnownChunkTypeName>(
  type: T,
  payload: ChunkPayloads[T],
  runId: string = TEST_RUN_ID,
): KnownChunk<T> {
  return { type, runId, from: 'AGENT', payload };
}
