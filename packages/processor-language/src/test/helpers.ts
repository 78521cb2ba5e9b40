import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import type { ChunkType, StoredMessage } from '@sluice/core';
import { MockLanguageModelV3 } from 'ai/test';

/** A stored user (or assistant) message with `text`. */
export function message(text: string, role: 'user' | 'assistant' = 'user', id = `m-${text.length}`): StoredMessage {
  return { id, role, createdAt: new Date(0), content: { format: 2, parts: [{ type: 'text', text }] } };
}

/** A chunk of `type` with `payload` (test shorthand). */
export const chunk = (type: string, payload: Record<string, unknown>): ChunkType =>
  ({ type, runId: 'run', from: 'AGENT', payload }) as unknown as ChunkType;

/** Text of the text-deltas in `chunks`. */
export const textOf = (chunks: readonly ChunkType[]): string => chunks.map((c) => (c.type === 'text-delta' ? c.payload.text : '')).join('');

/** A mock translation model answering `reply(text)`, recording each prompt. */
export function translator(reply: (text: string) => string | Error): { model: MockLanguageModelV3; calls: LanguageModelV3CallOptions[] } {
  const calls: LanguageModelV3CallOptions[] = [];
  const model = new MockLanguageModelV3({
    doGenerate: (options) => {
      calls.push(options);
      const user = options.prompt.find((m) => m.role === 'user');
      const text = user !== undefined && Array.isArray(user.content) ? user.content.map((p) => (p.type === 'text' ? p.text : '')).join('') : '';
      const answer = reply(text);
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve({
        content: [{ type: 'text', text: answer }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
        warnings: [],
      });
    },
  });
  return { model, calls };
}

