import { Agent, InMemoryStorage, type ChunkType } from '@sluice/core';
import { readAll, ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { PIIDetector } from './pii-detector.js';

/** A model answering once with `blocks` as consecutive text blocks. */
const blocksModel = (blocks: string[]) => new ScriptedModel([{ textBlocks: blocks }]);

describe('PIIDetector across text blocks (#17)', () => {
  it('an email split across two consecutive text blocks is redacted whole for the client and memory', async () => {
    // Cut inside the local part: judged per block, "Write to bo" passed and only "b@corp.example.org" was redacted.
    const model = blocksModel(['Write to bo', 'b@corp.example.org for access.']);
    const storage = new InMemoryStorage();
    const agent = new Agent({ id: 'a', model, outputProcessors: [new PIIDetector({ method: 'placeholder' })], memory: { storage } });
    const stream = await agent.stream('who do I ask?', { memory: { thread: 't1' } });
    const chunks: ChunkType[] = await readAll(stream.fullStream);
    const text = chunks.map((c) => (c.type === 'text-delta' ? c.payload.text : '')).join('');
    expect(text).toBe('Write to <EMAIL_1> for access.');
    // the replacement starts in the first block; the rest of the second block stays in it
    const of = (id: string) => chunks.map((c) => (c.type === 'text-delta' && c.payload.id === id ? c.payload.text : '')).join('');
    expect(of('text-0')).toBe('Write to <EMAIL_1>');
    expect(of('text-0-2')).toBe(' for access.');
    const stored = JSON.stringify(await storage.listMessages({ threadId: 't1' }));
    expect(stored).not.toContain('corp.example.org');
    expect(stored).toContain('<EMAIL_1>');
  });
});
