import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { Agent, type ChunkType } from '@sluice/core';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { ModerationProcessor } from './moderation-processor.js';

/** A model answering once with `blocks` as consecutive text blocks (ids b0, b1, ...). */
function blocksModel(blocks: string[]): MockLanguageModelV3 {
  const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
  blocks.forEach((text, i) => {
    parts.push({ type: 'text-start', id: `b${i}` }, { type: 'text-delta', id: `b${i}`, delta: text }, { type: 'text-end', id: `b${i}` });
  });
  parts.push({
    type: 'finish',
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } },
  });
  return new MockLanguageModelV3({
    doStream: () => Promise.resolve({ stream: simulateReadableStream({ chunks: parts, initialDelayInMs: null, chunkDelayInMs: null }) }),
  });
}

async function drain(stream: ReadableStream<ChunkType>): Promise<ChunkType[]> {
  const chunks: ChunkType[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<ChunkType>) chunks.push(chunk);
  return chunks;
}

const deltas = (chunks: readonly ChunkType[]) => chunks.flatMap((c) => (c.type === 'text-delta' ? [c.payload.text] : [])).join('');

describe('ModerationProcessor across text blocks (#17)', () => {
  it('agent.stream(): a threat split across two consecutive text blocks is caught and never reaches the client', async () => {
    const model = blocksModel(['Listen to me. You should go and ki', 'll yourself right now.']);
    const agent = new Agent({ id: 'a', model, outputProcessors: [new ModerationProcessor()] });
    const result = await agent.stream('hi');
    const chunks = await drain(result.fullStream);
    expect(chunks.find((c) => c.type === 'tripwire')).toMatchObject({ payload: { processorId: 'moderation' } });
    expect(deltas(chunks)).not.toContain('ki');
    expect(deltas(chunks)).not.toContain('yourself');
  });

  it('agent.stream(): clean text split across blocks streams through whole, each part in its own block', async () => {
    const model = blocksModel(['A calm first part, ', 'and a calm second part.']);
    const agent = new Agent({ id: 'a', model, outputProcessors: [new ModerationProcessor()] });
    const result = await agent.stream('hi');
    const chunks = await drain(result.fullStream);
    const of = (id: string) => chunks.flatMap((c) => (c.type === 'text-delta' && c.payload.id === id ? [c.payload.text] : [])).join('');
    expect(of('b0')).toBe('A calm first part, ');
    expect(of('b1')).toBe('and a calm second part.');
    expect(chunks.filter((c) => c.type === 'text-end').map((c) => (c.type === 'text-end' ? c.payload.id : ''))).toEqual(['b0', 'b1']);
  });
});
