import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';

/** One scripted model step: text streamed in pieces, or tool calls. */
export type MockStep = { text: string; chunkSize?: number } | { toolCalls: { toolName: string; input: unknown }[] };

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

/** A `MockLanguageModelV3` that streams `steps`, one per call (the last one repeats). */
export function mockModel(steps: readonly MockStep[]): MockLanguageModelV3 {
  let call = 0;
  return new MockLanguageModelV3({
    doStream: () => {
      const step = steps[Math.min(call++, steps.length - 1)] as MockStep;
      const chunks: LanguageModelV3StreamPart[] = [];
      if ('text' in step) {
        const size = step.chunkSize ?? 4;
        chunks.push({ type: 'text-start', id: 't1' });
        for (let i = 0; i < step.text.length; i += size) chunks.push({ type: 'text-delta', id: 't1', delta: step.text.slice(i, i + size) });
        chunks.push({ type: 'text-end', id: 't1' });
        chunks.push({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage });
      } else {
        step.toolCalls.forEach((toolCall, index) =>
          chunks.push({ type: 'tool-call', toolCallId: `call-${call}-${index}`, toolName: toolCall.toolName, input: JSON.stringify(toolCall.input) }),
        );
        chunks.push({ type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage });
      }
      return Promise.resolve({ stream: simulateReadableStream({ chunks, initialDelayInMs: null, chunkDelayInMs: null }) });
    },
  });
}

/** The prompt of call `index`, as JSON (to check what the model saw). */
export function promptOf(model: MockLanguageModelV3, index: number): string {
  return JSON.stringify(model.doStreamCalls[index]?.prompt ?? null);
}
