import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';

/** One scripted model step: text deltas, or one tool call. */
export type MockStep = { text: readonly string[] } | { toolCall: { toolName: string; input: unknown; id?: string } };

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

/** A `MockLanguageModelV3` that plays `steps` one per call and records each call's prompt. */
export function mockModel(steps: readonly MockStep[]) {
  const calls: LanguageModelV3CallOptions[] = [];
  const model = new MockLanguageModelV3({
    doStream: (options: LanguageModelV3CallOptions) => {
      const step = steps[calls.length] ?? { text: ['done'] };
      calls.push(options);
      const chunks: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      if ('text' in step) {
        chunks.push({ type: 'text-start', id: 't1' });
        for (const delta of step.text) chunks.push({ type: 'text-delta', id: 't1', delta });
        chunks.push({ type: 'text-end', id: 't1' });
        chunks.push({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage });
      } else {
        chunks.push({
          type: 'tool-call',
          toolCallId: step.toolCall.id ?? `call-${String(calls.length)}`,
          toolName: step.toolCall.toolName,
          input: JSON.stringify(step.toolCall.input),
        });
        chunks.push({ type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage });
      }
      return Promise.resolve({ stream: simulateReadableStream({ chunks, initialDelayInMs: null, chunkDelayInMs: null }) });
    },
  });
  return { model, calls };
}
