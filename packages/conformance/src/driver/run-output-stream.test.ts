import type { ChunkType, Processor, ProcessOutputStreamArgs } from '@sluice/core';
import { describe, expect, it } from 'vitest';
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
});
