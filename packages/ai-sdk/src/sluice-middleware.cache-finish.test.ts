import { Agent, type CachedLLMStepChunk, type Processor } from '@sluice/core';
import { streamText, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { sluiceMiddleware } from './sluice-middleware.js';

// A cached response whose finish reason is `unknown` or that has no `finish` chunk ends as the
// Agent's step does (core's rule): `tool-calls` when the call produced tool calls, else `stop`.

const TEXT: CachedLLMStepChunk[] = [
  { type: 'text-start', payload: { id: 't' } },
  { type: 'text-delta', payload: { id: 't', text: 'cached' } },
  { type: 'text-end', payload: { id: 't' } },
];
const TOOL_CALL: CachedLLMStepChunk = { type: 'tool-call', payload: { toolCallId: 'c1', toolName: 'search', args: { q: 'x' } } };
const UNKNOWN_FINISH: CachedLLMStepChunk = { type: 'finish', payload: { stepResult: { reason: 'unknown' }, output: { usage: { inputTokens: undefined, outputTokens: undefined, totalTokens: undefined } } } };

function cache(chunks: CachedLLMStepChunk[]): Processor {
  return { id: 'cache', processLLMRequest: () => ({ response: { chunks } }) };
}

function unusedModel(): MockLanguageModelV3 {
  return new MockLanguageModelV3({ doStream: () => Promise.reject(new Error('a cache hit must not call the provider')) });
}

async function middlewareFinish(chunks: CachedLLMStepChunk[]): Promise<string> {
  const model = wrapLanguageModel({ model: unusedModel(), middleware: sluiceMiddleware({ processors: [cache(chunks)] }) });
  const result = streamText({ model, prompt: 'hi' });
  await result.consumeStream();
  return result.finishReason;
}

async function agentFinish(chunks: CachedLLMStepChunk[]): Promise<string> {
  const agent = new Agent({ id: 'a', model: unusedModel(), inputProcessors: [cache(chunks)], maxSteps: 1 });
  return (await agent.generate('hi')).finishReason;
}

describe('sluiceMiddleware() ends a replay without a known finish reason as the Agent does', () => {
  it('an unknown reason after tool calls is tool-calls', async () => {
    const chunks = [...TEXT, TOOL_CALL, UNKNOWN_FINISH];
    expect(await middlewareFinish(chunks)).toBe('tool-calls');
    expect(await agentFinish(chunks)).toBe('tool-calls');
  });

  it('an unknown reason without tool calls is stop', async () => {
    const chunks = [...TEXT, UNKNOWN_FINISH];
    expect(await middlewareFinish(chunks)).toBe('stop');
    expect(await agentFinish(chunks)).toBe('stop');
  });

  it('no finish recorded, after tool calls, is tool-calls', async () => {
    const chunks = [...TEXT, TOOL_CALL];
    expect(await middlewareFinish(chunks)).toBe('tool-calls');
    expect(await agentFinish(chunks)).toBe('tool-calls');
  });
});
