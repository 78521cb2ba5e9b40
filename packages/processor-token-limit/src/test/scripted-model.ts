import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';

/** A model that throws `failures` in order on its first calls, then streams `text` split in words. */
export function failingThenText(failures: Error[], text: string): { model: MockLanguageModelV3; prompts: LanguageModelV3CallOptions['prompt'][] } {
  const prompts: LanguageModelV3CallOptions['prompt'][] = [];
  const model = new MockLanguageModelV3({
    doStream: (options) => {
      prompts.push(options.prompt);
      const failure = failures.shift();
      if (failure !== undefined) return Promise.reject(failure);
      const words = text.split(/(?<= )/);
      const chunks: LanguageModelV3StreamPart[] = [
        { type: 'text-start', id: 't' },
        ...words.map((delta): LanguageModelV3StreamPart => ({ type: 'text-delta', id: 't', delta })),
        { type: 'text-end', id: 't' },
        {
          type: 'finish',
          finishReason: { unified: 'stop', raw: 'stop' },
          usage: {
            inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: words.length, text: words.length, reasoning: 0 },
          },
        },
      ];
      return Promise.resolve({ stream: simulateReadableStream({ chunks }) });
    },
  });
  return { model, prompts };
}
