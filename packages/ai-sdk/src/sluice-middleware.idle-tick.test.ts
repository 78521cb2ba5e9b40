import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { Processor } from '@sluice/core';
import { simulateReadableStream, streamText, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { sluiceMiddleware } from './sluice-middleware.js';

// The middleware reads the model through core's one part pump, so a processor's idle ticks
// (`streamIdleTickMs`) work here as in the Agent loop: model silence inside a text part pushes an
// empty text delta of that part through the output processors.

const PARTS: LanguageModelV3StreamPart[] = [
  { type: 'text-start', id: 't' },
  { type: 'text-delta', id: 't', delta: 'slow' },
  { type: 'text-end', id: 't' },
  {
    type: 'finish',
    finishReason: { unified: 'stop', raw: undefined },
    usage: { inputTokens: { total: 1, noCache: undefined, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: undefined, reasoning: undefined } },
  },
];

describe('sluiceMiddleware() idle ticks', () => {
  it('gives a processor that asked for idle ticks empty text deltas while the model is silent', async () => {
    const deltas: string[] = [];
    const ticking: Processor = {
      id: 'ticking',
      streamIdleTickMs: 5,
      processOutputStream: ({ part }) => {
        if (part.type === 'text-delta') deltas.push(part.payload.text);
        return part;
      },
    };
    const inner = new MockLanguageModelV3({ doStream: () => Promise.resolve({ stream: simulateReadableStream({ chunks: PARTS, chunkDelayInMs: 40 }) }) });
    const model = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [ticking] }) });
    const result = streamText({ model, prompt: 'hi' });
    expect(await result.text).toBe('slow');
    expect(deltas).toContain('');
    expect(deltas).toContain('slow');
  });
});
