import type { LanguageModelV2StreamPart } from '@ai-sdk/provider';
import { Agent, createTool, type Processor, type SluiceLanguageModel } from '@sluice/core';
import { simulateReadableStream, tool } from 'ai';
import { MockLanguageModelV2 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const usage = { inputTokens: 3, outputTokens: 4, totalTokens: 7, reasoningTokens: 1, cachedInputTokens: 2 };

function v2Model(steps: LanguageModelV2StreamPart[][]): MockLanguageModelV2 {
  let call = 0;
  return new MockLanguageModelV2({
    doStream: () => {
      const chunks = steps[Math.min(call++, steps.length - 1)] ?? [];
      return Promise.resolve({ stream: simulateReadableStream({ chunks, initialDelayInMs: null, chunkDelayInMs: null }) });
    },
  });
}

function text(value: string): LanguageModelV2StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't' },
    { type: 'text-delta', id: 't', delta: value },
    { type: 'text-end', id: 't' },
    { type: 'finish', finishReason: 'stop', usage },
  ];
}

/** An AI SDK 5 model is accepted as it is (this only checks it typechecks as the core union). */
const asModel = (model: MockLanguageModelV2): SluiceLanguageModel => model;

describe('@sluice/core with AI SDK 5 (LanguageModelV2)', () => {
  it('streams text and maps the V2 finish reason and usage', async () => {
    const model = v2Model([text('hello from v2')]);
    const result = await new Agent({ id: 'v2', model: asModel(model), instructions: 'be nice' }).generate('hi');
    expect(result.text).toBe('hello from v2');
    expect(result.finishReason).toBe('stop');
    expect(result.usage).toEqual({ inputTokens: 3, outputTokens: 4, totalTokens: 7, reasoningTokens: 1, cachedInputTokens: 2 });
    expect(model.doStreamCalls[0]!.prompt[0]).toEqual({ role: 'system', content: 'be nice' });
  });

  it('runs tools (createTool and AI SDK 5 tool()) and sends V2 tool results back', async () => {
    const model = v2Model([
      [
        { type: 'tool-call', toolCallId: 'a', toolName: 'add', input: '{"a":1,"b":2}' },
        { type: 'tool-call', toolCallId: 'b', toolName: 'shout', input: '{"s":"hi"}' },
        { type: 'finish', finishReason: 'tool-calls', usage },
      ],
      text('3 and HI'),
    ]);
    const add = createTool({ id: 'add', inputSchema: z.object({ a: z.number(), b: z.number() }), execute: ({ a, b }) => a + b });
    const shout = tool({ inputSchema: z.object({ s: z.string() }), execute: ({ s }: { s: string }) => s.toUpperCase() });
    const agent = new Agent({ id: 'v2', model: asModel(model), tools: { add, shout: shout as never } });
    const result = await agent.generate('go');
    expect(result.toolResults.map((r) => r.result)).toEqual([3, 'HI']);
    const toolMessage = model.doStreamCalls[1]!.prompt.find((m) => m.role === 'tool');
    expect(toolMessage?.content).toEqual([
      expect.objectContaining({ type: 'tool-result', toolCallId: 'a', output: { type: 'json', value: 3 } }),
      expect.objectContaining({ type: 'tool-result', toolCallId: 'b', output: { type: 'text', value: 'HI' } }),
    ]);
  });

  it('processors see the V3 prompt; the V2 model receives the rewritten prompt in V2 form', async () => {
    const model = v2Model([text('ok')]);
    const seen: string[] = [];
    const rewrite: Processor = {
      id: 'rewrite',
      processLLMRequest: ({ prompt, model: target }) => {
        seen.push(target.specificationVersion);
        return { prompt: [...prompt, { role: 'user', content: [{ type: 'text', text: 'appended' }] }] };
      },
    };
    await new Agent({ id: 'v2', model: asModel(model), inputProcessors: [rewrite] }).generate('hi');
    expect(seen).toEqual(['v2']);
    expect(JSON.stringify(model.doStreamCalls[0]!.prompt)).toContain('appended');
  });

  it('sends V2 mid-stream errors to error processors', async () => {
    const model = v2Model([[{ type: 'error', error: new Error('v2 broke') }], text('after retry')]);
    const retry: Processor = { id: 'retry', processAPIError: () => ({ retry: true }) };
    const result = await new Agent({ id: 'v2', model: asModel(model), errorProcessors: [retry] }).generate('hi');
    expect(result.text).toBe('after retry');
  });
});
