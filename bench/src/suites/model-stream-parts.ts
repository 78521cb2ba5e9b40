import type { MockLanguageModelV3 } from 'ai/test';

/** The V3 stream part type, derived so that bench needs no direct `@ai-sdk/provider` dependency. */
export type ModelStreamPart =
  Awaited<ReturnType<MockLanguageModelV3['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;

/**
 * A model's text response of exactly `total` stream parts: optionally `stream-start`, then
 * `text-start`, word deltas (`<word><i> `), `text-end` and a `finish` whose usage counts `total`
 * output tokens.
 */
export function textStreamParts(total: number, options: { word: string; streamStart: boolean }): ModelStreamPart[] {
  const framing = options.streamStart ? 4 : 3;
  return [
    ...(options.streamStart ? [{ type: 'stream-start', warnings: [] } satisfies ModelStreamPart] : []),
    { type: 'text-start', id: 't1' },
    ...Array.from({ length: total - framing }, (_, i): ModelStreamPart => ({ type: 'text-delta', id: 't1', delta: `${options.word}${i} ` })),
    { type: 'text-end', id: 't1' },
    {
      type: 'finish',
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total, text: total, reasoning: 0 },
      },
    },
  ];
}
