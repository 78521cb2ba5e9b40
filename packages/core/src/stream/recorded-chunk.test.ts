import { describe, expect, it } from 'vitest';
import type { ChunkType } from '../contract/chunk-type.js';
import { recordedChunkOf, runChunkOf } from './recorded-chunk.js';

describe('recordedChunkOf and its inverse runChunkOf', () => {
  it('records a run chunk as { type, payload } and gives it back with the run bookkeeping', () => {
    const chunk: ChunkType = { type: 'tool-call', runId: 'r1', from: 'AGENT', payload: { toolCallId: 'c', toolName: 'n', args: { a: 1 } } };
    const recorded = recordedChunkOf(chunk);
    expect(recorded).toEqual({ type: 'tool-call', payload: { toolCallId: 'c', toolName: 'n', args: { a: 1 } } });
    expect(Object.keys(recorded)).toEqual(['type', 'payload']);
    expect(runChunkOf(recorded, 'r1')).toEqual(chunk);
    expect(runChunkOf(recorded, 'r2')).toMatchObject({ runId: 'r2', from: 'AGENT' });
  });

  it('keeps the other fields of a recorded chunk that is not plain (a data chunk)', () => {
    expect(runChunkOf({ type: 'data-note', data: { n: 1 } }, 'r')).toEqual({ type: 'data-note', data: { n: 1 }, runId: 'r', from: 'AGENT' });
  });
});
