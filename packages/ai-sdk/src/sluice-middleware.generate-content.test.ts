import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { Processor } from '@sluice/core';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { sluiceMiddleware } from './sluice-middleware.js';

const PARTS: LanguageModelV3StreamPart[] = [
  { type: 'stream-start', warnings: [] },
  { type: 'tool-call', toolCallId: 'c1', toolName: 'deploy', input: '{"env":"prod"}', providerExecuted: true },
  { type: 'tool-approval-request', approvalId: 'a1', toolCallId: 'c1' },
  { type: 'text-start', id: 't' },
  { type: 'text-delta', id: 't', delta: 'awaiting approval' },
  { type: 'text-end', id: 't' },
  {
    type: 'finish',
    finishReason: { unified: 'tool-calls', raw: 'tool_use' },
    usage: { inputTokens: { total: 4, noCache: 4, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 6, text: 6, reasoning: undefined } },
  },
];

describe("sluiceMiddleware()'s wrapGenerate (generateText goes through the processed stream)", () => {
  it('keeps every part the stream carried in the content, a tool-approval-request included', async () => {
    const model = new MockLanguageModelV3({ doStream: () => Promise.resolve({ stream: simulateReadableStream({ chunks: PARTS }) }) });
    const passThrough: Processor = { id: 'pass', processOutputStream: ({ part }) => part };
    const params: LanguageModelV3CallOptions = { prompt: [{ role: 'user', content: [{ type: 'text', text: 'deploy' }] }] };
    // The middleware calls the model's doStream itself: generate is served from the stream.
    const result = await sluiceMiddleware({ processors: [passThrough] }).wrapGenerate({ params, model });
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(result.content).toEqual([
      { type: 'tool-call', toolCallId: 'c1', toolName: 'deploy', input: '{"env":"prod"}', providerExecuted: true },
      { type: 'tool-approval-request', approvalId: 'a1', toolCallId: 'c1' },
      { type: 'text', text: 'awaiting approval' },
    ]);
    expect(result.finishReason).toEqual({ unified: 'tool-calls', raw: 'tool_use' });
    expect(result.usage.outputTokens.total).toBe(6);
  });
});
