import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';

/** V4 usage the tests expect back, in the nested form V3 and V4 share. */
export const usage = {
  inputTokens: { total: 3, noCache: 1, cacheRead: 2, cacheWrite: undefined },
  outputTokens: { total: 4, text: 3, reasoning: 1 },
};

/** An ai 7 `MockLanguageModelV4` that streams `steps[i]` on its i-th call (the last one after that). */
export function v4Model(steps: LanguageModelV4StreamPart[][], provider = 'mock.chat'): MockLanguageModelV4 {
  let call = 0;
  return new MockLanguageModelV4({
    provider,
    // Like real providers, it takes image URLs as they are (ai 7 would download the others).
    supportedUrls: { 'image/*': [/^https:\/\//] },
    doStream: () => {
      const chunks = steps[Math.min(call++, steps.length - 1)] ?? [];
      return Promise.resolve({ stream: simulateReadableStream({ chunks, initialDelayInMs: null, chunkDelayInMs: null }) });
    },
  });
}

/** One V4 text response, with the parts V3 does not have (a ping, citations) along the way. */
export function text(value: string, finish: 'stop' | 'interrupted' = 'stop'): LanguageModelV4StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'response-metadata', id: 'r1', modelId: 'mock-4' },
    { type: 'ping' },
    { type: 'text-start', id: 't' },
    ...value.split(/(?<= )/).map((delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 't', delta })),
    { type: 'text-end', id: 't', citations: [] },
    { type: 'finish', finishReason: { unified: finish, raw: finish }, usage, providerMetadata: { mock: { served: 'v4' } } },
  ];
}
