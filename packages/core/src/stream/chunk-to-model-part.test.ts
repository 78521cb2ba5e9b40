import { describe, expect, it } from 'vitest';
import { chunkToModelPart } from './chunk-to-model-part.js';
import { modelPartToChunk, type ContentStreamPart } from './model-part-to-chunk.js';

const PARTS: ContentStreamPart[] = [
  { type: 'text-start', id: 't' },
  { type: 'text-delta', id: 't', delta: 'hi', providerMetadata: { p: { a: 1 } } },
  { type: 'text-end', id: 't' },
  { type: 'reasoning-start', id: 'r' },
  { type: 'reasoning-delta', id: 'r', delta: 'hmm' },
  { type: 'reasoning-end', id: 'r' },
  { type: 'tool-input-start', id: 'c1', toolName: 'search' },
  { type: 'tool-input-delta', id: 'c1', delta: '{"q":' },
  { type: 'tool-input-end', id: 'c1' },
  { type: 'tool-call', toolCallId: 'c1', toolName: 'search', input: '{"q":"x"}' },
  { type: 'tool-result', toolCallId: 'c2', toolName: 'web', result: { hits: 2 } },
  { type: 'file', mediaType: 'image/png', data: 'AAEC' },
  { type: 'source', sourceType: 'url', id: 's', url: 'https://example.com', title: 'Ex' },
  { type: 'source', sourceType: 'document', id: 'd', title: 'Doc', mediaType: 'application/pdf' },
];

describe('modelPartToChunk and its inverse chunkToModelPart', () => {
  it('round-trips every V3 content part through a Sluice chunk', () => {
    for (const part of PARTS) {
      const back = chunkToModelPart(modelPartToChunk(part, 'run'));
      expect(back).toEqual(part);
    }
  });

  it('gives processors the agent chunk shapes (text-delta payload.text, parsed tool args)', () => {
    expect(modelPartToChunk({ type: 'text-delta', id: 't', delta: 'x' }, 'run')).toEqual({ type: 'text-delta', runId: 'run', from: 'AGENT', payload: { id: 't', text: 'x' } });
    expect(modelPartToChunk({ type: 'tool-call', toolCallId: 'c', toolName: 'n', input: '{"a":1}' }, 'run')).toMatchObject({ payload: { args: { a: 1 } } });
  });

  it('passes unknown part types through unchanged and gives data chunks no V3 part', () => {
    const unknown = { type: 'tool-approval-request', approvalId: 'a', toolCallId: 'c' } as unknown as ContentStreamPart;
    expect(chunkToModelPart(modelPartToChunk(unknown, 'run'))).toEqual(unknown);
    expect(chunkToModelPart({ type: 'data-x', data: 1 })).toBeUndefined();
  });
});
