import type { ChunkType, ProcessOutputStreamArgs } from '@sluice/core';
import type { BatchParts, BatchPartsState } from '../batch-parts.js';

/** Calls `processOutputStream` the way the runner does, with a request state the test keeps. */
export function hookRunner(processor: BatchParts): { push: (part: ChunkType) => ChunkType[]; state: BatchPartsState } {
  const state: BatchPartsState = {};
  const streamParts: ChunkType[] = [];
  const push = (part: ChunkType): ChunkType[] => {
    streamParts.push(part);
    const args = { part, streamParts, state } as unknown as ProcessOutputStreamArgs<BatchPartsState>;
    const result = processor.processOutputStream(args);
    if (result === null) return [];
    return Array.isArray(result) ? result : [result];
  };
  return { push, state };
}

/** A text delta of part `id`. */
export const delta = (text: string, id = 't1'): ChunkType => ({ type: 'text-delta', runId: 'run', from: 'AGENT', payload: { id, text } });

/** A chunk of `type` with `payload` (test shorthand). */
export const chunk = (type: string, payload: Record<string, unknown>): ChunkType =>
  ({ type, runId: 'run', from: 'AGENT', payload }) as unknown as ChunkType;

/** The text of every text-delta in `chunks`, joined. */
export const textOf = (chunks: readonly ChunkType[]): string =>
  chunks.map((c) => (c.type === 'text-delta' ? c.payload.text : '')).join('');
