import { Agent, type ChunkType } from '@sluice/core';
import { readAll, ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { ModerationProcessor } from './moderation-processor.js';

/** A model answering once with `blocks` as consecutive text blocks. */
const blocksModel = (blocks: string[]) => new ScriptedModel([{ textBlocks: blocks }]);

const deltas = (chunks: readonly ChunkType[]) => chunks.flatMap((c) => (c.type === 'text-delta' ? [c.payload.text] : [])).join('');

describe('ModerationProcessor across text blocks (#17)', () => {
  it('agent.stream(): a threat split across two consecutive text blocks is caught and never reaches the client', async () => {
    const model = blocksModel(['Listen to me. You should go and ki', 'll yourself right now.']);
    const agent = new Agent({ id: 'a', model, outputProcessors: [new ModerationProcessor()] });
    const result = await agent.stream('hi');
    const chunks = await readAll(result.fullStream);
    expect(chunks.find((c) => c.type === 'tripwire')).toMatchObject({ payload: { processorId: 'moderation' } });
    expect(deltas(chunks)).not.toContain('ki');
    expect(deltas(chunks)).not.toContain('yourself');
  });

  it('agent.stream(): group derogation without a listed term, split across two text blocks, is caught (group-derogation rule)', async () => {
    const model = blocksModel(['Honestly I cannot st', 'and refugees at all.']);
    const agent = new Agent({ id: 'a', model, outputProcessors: [new ModerationProcessor()] });
    const result = await agent.stream('hi');
    const chunks = await readAll(result.fullStream);
    expect(chunks.find((c) => c.type === 'tripwire')).toMatchObject({ payload: { processorId: 'moderation' } });
    expect(deltas(chunks)).not.toContain('refugees');
  });

  it('agent.stream(): clean text split across blocks streams through whole, each part in its own block', async () => {
    const model = blocksModel(['A calm first part, ', 'and a calm second part.']);
    const agent = new Agent({ id: 'a', model, outputProcessors: [new ModerationProcessor()] });
    const result = await agent.stream('hi');
    const chunks = await readAll(result.fullStream);
    const of = (id: string) => chunks.flatMap((c) => (c.type === 'text-delta' && c.payload.id === id ? [c.payload.text] : [])).join('');
    expect(of('text-0')).toBe('A calm first part, ');
    expect(of('text-0-2')).toBe('and a calm second part.');
    expect(chunks.filter((c) => c.type === 'text-end').map((c) => (c.type === 'text-end' ? c.payload.id : ''))).toEqual(['text-0', 'text-0-2']);
  });
});
