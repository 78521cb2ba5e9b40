import { ProcessorContractError, ProcessorError, TextHoldBack, TripWire, type ChunkType, type Processor, type ProcessOutputStreamArgs } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { makeChunk } from '../chunks/make-chunk.js';
import { collectText, textStreamChunks } from '../chunks/text-chunks.js';
import { runOutputStream } from './run-output-stream.js';

class Upper implements Processor {
  readonly id = 'upper';
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType {
    return part.type === 'text-delta' ? { ...part, payload: { ...part.payload, text: part.payload.text.toUpperCase() } } : part;
  }
}

describe('runOutputStream', () => {
  it('runs every chunk through the hook, in order', async () => {
    const { chunks } = await runOutputStream(new Upper(), textStreamChunks('abc def', 2));
    expect(collectText(chunks)).toBe('ABC DEF');
    expect(chunks.at(-1)?.type).toBe('finish');
  });

  it('passes data chunks around a processor without processDataParts and shares state', async () => {
    const seen: string[] = [];
    const processor: Processor = {
      id: 'spy',
      processOutputStream({ part, state }) {
        seen.push(part.type);
        state.count = ((state.count as number | undefined) ?? 0) + 1;
        return part;
      },
    };
    const data: ChunkType = { type: 'data-x', data: 1 };
    const result = await runOutputStream(processor, [data, ...textStreamChunks('a', 1)]);
    expect(seen).not.toContain('data-x');
    expect(result.chunks[0]).toBe(data);
    expect(result.state.count).toBe(seen.length);
  });

  it('rejects with TripWire on abort, ProcessorError on a throw, ProcessorContractError on a bad shape', async () => {
    const aborting: Processor = { id: 'a', processOutputStream: ({ abort }) => abort('no') };
    const throwing: Processor = { id: 't', processOutputStream: () => { throw new Error('boom'); } };
    const wrong: Processor = { id: 'w', processOutputStream: () => 'text' as unknown as ChunkType };
    const chunks = textStreamChunks('x', 1);
    await expect(runOutputStream(aborting, chunks)).rejects.toSatisfy((e: unknown) => TripWire.isInstance(e));
    await expect(runOutputStream(throwing, chunks)).rejects.toMatchObject({ code: 'PROCESSOR_ERROR' });
    const error = await runOutputStream(wrong, chunks).catch((e: unknown) => e);
    expect(ProcessorContractError.isInstance(error)).toBe(true);
    expect(ProcessorError.isInstance(error)).toBe(false);
  });

  it('ends the response like a host: text held across blocks is released, and the marker is not returned', async () => {
    const holdBack = new TextHoldBack({ decide: ({ pending, final }) => (final ? pending.length : 0) });
    const holding: Processor = { id: 'holding', processOutputStream: ({ part, state }) => holdBack.process(part, state) };
    const chunks = [makeChunk('text-start', { id: 'a' }), makeChunk('text-delta', { id: 'a', text: 'held' }), makeChunk('text-end', { id: 'a' })];
    const ended = await runOutputStream(holding, chunks);
    expect(collectText(ended.chunks)).toBe('held');
    expect(ended.chunks.map((c) => c.type)).toEqual(['text-start', 'text-delta', 'text-end']);
    const open = await runOutputStream(holding, chunks, { endResponse: false });
    expect(collectText(open.chunks)).toBe('');
  });
});
