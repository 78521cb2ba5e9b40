import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { StreamPartFolder } from './stream-part-folder.js';

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 4, text: 4, reasoning: undefined },
};

function fold(parts: LanguageModelV3StreamPart[]) {
  const folder = new StreamPartFolder();
  for (const part of parts) folder.add(part);
  return folder.result();
}

describe('StreamPartFolder', () => {
  it('joins each text and reasoning block in the order blocks start, with tool parts, files and sources as sent', () => {
    const call: LanguageModelV3StreamPart = { type: 'tool-call', toolCallId: 'c', toolName: 't', input: '{}' };
    const approval: LanguageModelV3StreamPart = { type: 'tool-approval-request', approvalId: 'a1', toolCallId: 'c' };
    const source: LanguageModelV3StreamPart = { type: 'source', sourceType: 'url', id: 's', url: 'https://example.org' };
    const result = fold([
      { type: 'stream-start', warnings: [{ type: 'other', message: 'w' }] },
      { type: 'response-metadata', id: 'r1' },
      { type: 'text-start', id: '1' },
      { type: 'reasoning-start', id: '1' },
      { type: 'text-delta', id: '1', delta: 'Hel' },
      { type: 'reasoning-delta', id: '1', delta: 'why' },
      { type: 'text-delta', id: '1', delta: 'lo' },
      { type: 'text-end', id: '1' },
      { type: 'reasoning-end', id: '1' },
      { type: 'tool-input-start', id: 'c', toolName: 't' },
      { type: 'tool-input-delta', id: 'c', delta: '{}' },
      call,
      approval,
      source,
      { type: 'raw', rawValue: 1 },
      { type: 'response-metadata', id: 'r2' },
      { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_use' }, usage, providerMetadata: { p: { k: 1 } } },
    ]);
    expect(result).toEqual({
      content: [{ type: 'text', text: 'Hello' }, { type: 'reasoning', text: 'why' }, call, approval, source],
      finishReason: { unified: 'tool-calls', raw: 'tool_use' },
      usage,
      warnings: [{ type: 'other', message: 'w' }],
      providerMetadata: { p: { k: 1 } },
      responseId: 'r1',
    });
  });

  it('keeps the first error part, and reports other with no usage when there is no finish', () => {
    const first = new Error('first');
    const result = fold([
      { type: 'text-delta', id: 'never-started', delta: 'lost' },
      { type: 'error', error: first },
      { type: 'error', error: new Error('second') },
    ]);
    expect(result.error?.error).toBe(first);
    expect(result.content).toEqual([]);
    expect(result.finishReason).toEqual({ unified: 'other', raw: undefined });
    expect(result.usage.inputTokens.total).toBeUndefined();
  });
});
