import { MockLanguageModelV3 } from 'ai/test';

/** The V3 stream part type, derived so the demo needs no direct `@ai-sdk/provider` dependency. */
export type StreamPart =
  Awaited<ReturnType<MockLanguageModelV3['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;

const usage = {
  inputTokens: { total: 42, noCache: 42, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 17, text: 17, reasoning: undefined },
};

/**
 * A tiny offline model for the demo: it answers each call with the next scripted list of stream
 * parts. (The conformance kit's `ScriptedModel` will replace it.)
 */
export function scriptedModel(steps: StreamPart[][]): MockLanguageModelV3 {
  let call = 0;
  return new MockLanguageModelV3({
    provider: 'demo',
    modelId: 'scripted',
    doStream: () => {
      const parts = steps[Math.min(call++, steps.length - 1)] ?? [];
      let index = 0;
      return Promise.resolve({
        stream: new ReadableStream<StreamPart>({
          pull(controller) {
            const part = parts[index++];
            if (part === undefined) controller.close();
            else controller.enqueue(part);
          },
        }),
      });
    },
  });
}

/** A step that streams `words` as text deltas. */
export function say(...words: string[]): StreamPart[] {
  return [
    { type: 'text-start', id: 'text' },
    ...words.map((delta): StreamPart => ({ type: 'text-delta', id: 'text', delta })),
    { type: 'text-end', id: 'text' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ];
}

/** A step that calls one tool. */
export function callTool(toolCallId: string, toolName: string, input: unknown): StreamPart[] {
  return [
    { type: 'tool-call', toolCallId, toolName, input: JSON.stringify(input) },
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage },
  ];
}
