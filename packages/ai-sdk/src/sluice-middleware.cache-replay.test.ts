import { Agent, type CachedLLMStepChunk, type ChunkType, type DataChunk, type Processor } from '@sluice/core';
import { streamText, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { sluiceMiddleware } from './sluice-middleware.js';

// A recorded response with what a cache may hold beside model parts: a processor's data chunk,
// parsed tool-call arguments, provider metadata and a finish with usage.
const RECORDED: CachedLLMStepChunk[] = [
  { type: 'text-start', payload: { id: 't' } },
  { type: 'text-delta', payload: { id: 't', text: 'from the cache', providerMetadata: { p: { k: 1 } } } },
  { type: 'text-end', payload: { id: 't' } },
  { type: 'data-cache-note', data: { key: 'k1' } },
  { type: 'tool-call', payload: { toolCallId: 'c1', toolName: 'search', args: { q: 'x' } } },
  {
    type: 'finish',
    payload: { stepResult: { reason: 'tool-calls' }, output: { usage: { inputTokens: 7, outputTokens: 3, totalTokens: 10 } } },
  },
];

/**
 * A cache that always answers, and a processor that records what the output processors see of
 * the model call: the chunks before `model-response-end` (the Agent's loop goes on after it with
 * its tools and the run's end, which the middleware does not have).
 */
function processors(seen: unknown[]): Processor[] {
  let callOver = false;
  return [
    { id: 'cache', processLLMRequest: () => ({ response: { chunks: RECORDED } }) },
    {
      id: 'recorder',
      processOutputStream: ({ part }) => {
        const { type, payload } = part as ChunkType & { payload?: unknown };
        if (type === 'model-response-end') callOver = true;
        else if (!callOver && type !== 'step-start') seen.push({ type, payload: payload ?? (part as DataChunk).data });
        return part;
      },
    },
  ];
}

function unusedModel(): MockLanguageModelV3 {
  return new MockLanguageModelV3({ doStream: () => Promise.reject(new Error('a cache hit must not call the provider')) });
}

describe('sluiceMiddleware() replays a cache hit the way the Agent loop does', () => {
  it('gives the output processors the recorded chunks as recorded, the same as the Agent', async () => {
    const inAgent: unknown[] = [];
    const [agentCache, agentRecorder] = processors(inAgent);
    const agent = new Agent({ id: 'a', model: unusedModel(), inputProcessors: [agentCache!], outputProcessors: [agentRecorder!], maxSteps: 1 });
    await agent.generate('hi');

    const inMiddleware: unknown[] = [];
    const data: DataChunk[] = [];
    const [cache, recorder] = processors(inMiddleware);
    const model = wrapLanguageModel({
      model: unusedModel(),
      middleware: sluiceMiddleware({ processors: [cache!, recorder!], onData: (chunk) => void data.push(chunk) }),
    });
    const result = streamText({ model, prompt: 'hi' });
    await result.consumeStream();

    expect(inMiddleware).toEqual(inAgent);
    expect(inMiddleware).toContainEqual({ type: 'tool-call', payload: { toolCallId: 'c1', toolName: 'search', args: { q: 'x' } } });
    expect(data.map((chunk) => chunk.type)).toEqual(['data-cache-note']);
    expect(await result.text).toBe('from the cache');
    expect(await result.finishReason).toBe('tool-calls');
    expect((await result.usage).totalTokens).toBe(10);
  });

  it('stops the replay when the caller aborts', async () => {
    const controller = new AbortController();
    const seen: unknown[] = [];
    const stopper: Processor = {
      id: 'stopper',
      processOutputStream: ({ part }) => {
        seen.push(part.type);
        if (part.type === 'text-delta') controller.abort(new Error('caller left'));
        return part;
      },
    };
    const [cache] = processors([]);
    const model = wrapLanguageModel({ model: unusedModel(), middleware: sluiceMiddleware({ processors: [cache!, stopper] }) });
    const result = streamText({ model, prompt: 'hi', abortSignal: controller.signal });
    await result.consumeStream({ onError: () => undefined });
    expect(seen).not.toContain('tool-call');
  });
});
