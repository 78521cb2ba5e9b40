import type { LanguageModelV4 } from '@ai-sdk/provider';
import { Agent, createTool, type Processor, type SluiceLanguageModel } from '@sluice/core';
import { tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text, usage, v4Model } from './v4-model.js';

/** ai 7's own V4 model type assigns to core's model union without a cast. */
const asModel = (model: LanguageModelV4): SluiceLanguageModel => model;

describe('@sluice/core with AI SDK 7 (LanguageModelV4, Node 22)', () => {
  it('runs on Node 22', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
  });

  it('streams text, with usage, finish reason and provider metadata; V4-only parts are not chunks', async () => {
    const model = v4Model([text('hello from ai 7')]);
    const stream = await new Agent({ id: 'v7', model: asModel(model), instructions: 'be brief' }).stream('hi');
    const types = new Set<string>();
    for await (const chunk of stream.fullStream) types.add(chunk.type);
    expect(await stream.text).toBe('hello from ai 7');
    expect(await stream.finishReason).toBe('stop');
    expect(await stream.usage).toEqual({ inputTokens: 3, outputTokens: 4, totalTokens: 7, reasoningTokens: 1, cachedInputTokens: 2 });
    expect((await stream.steps).at(-1)?.providerMetadata).toEqual({ mock: { served: 'v4' } });
    expect(types.has('ping')).toBe(false);
    expect(model.doStreamCalls[0]!.prompt[0]).toEqual({ role: 'system', content: 'be brief' });
  });

  it('an interrupted V4 response finishes as other', async () => {
    const result = await new Agent({ id: 'v7', model: asModel(v4Model([text('cut', 'interrupted')])) }).generate('hi');
    expect(result.finishReason).toBe('other');
  });

  it('runs tools (createTool and ai 7 tool()) and sends V4 tool results back', async () => {
    const model = v4Model([
      [
        { type: 'tool-call', toolCallId: 'a', toolName: 'add', input: '{"a":1,"b":2}' },
        { type: 'tool-call', toolCallId: 'b', toolName: 'shout', input: '{"s":"hi"}' },
        { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_use' }, usage },
      ],
      text('3 and HI'),
    ]);
    const add = createTool({ id: 'add', inputSchema: z.object({ a: z.number(), b: z.number() }), execute: ({ a, b }) => a + b });
    const shout = tool({ inputSchema: z.object({ s: z.string() }), execute: ({ s }: { s: string }) => s.toUpperCase() });
    const result = await new Agent({ id: 'v7', model: asModel(model), tools: { add, shout: shout } }).generate('go');
    expect(result.toolResults.map((r) => r.result)).toEqual([3, 'HI']);
    const toolMessage = model.doStreamCalls[1]!.prompt.find((m) => m.role === 'tool');
    expect(toolMessage?.content).toEqual([
      expect.objectContaining({ type: 'tool-result', toolCallId: 'a', output: { type: 'json', value: 3 } }),
      expect.objectContaining({ type: 'tool-result', toolCallId: 'b', output: { type: 'text', value: 'HI' } }),
    ]);
  });

  it('processors see the V3 prompt and the V4 model; the model gets the rewrite in V4 form', async () => {
    const model = v4Model([text('ok')]);
    const seen: string[] = [];
    const attach: Processor = {
      id: 'attach',
      processLLMRequest: ({ prompt, model: target }) => {
        seen.push(target.specificationVersion);
        return { prompt: [...prompt, { role: 'user', content: [{ type: 'file', mediaType: 'image/png', data: new URL('https://example.com/a.png') }] }] };
      },
    };
    await new Agent({ id: 'v7', model: asModel(model), inputProcessors: [attach] }).generate('hi');
    expect(seen).toEqual(['v4']);
    expect(model.doStreamCalls[0]!.prompt.at(-1)).toEqual({
      role: 'user',
      content: [{ type: 'file', mediaType: 'image/png', data: { type: 'url', url: new URL('https://example.com/a.png') } }],
    });
  });

  it('replays a processLLMRequest response without calling the model (fromCache)', async () => {
    const model = v4Model([text('live')]);
    const fromCache: boolean[] = [];
    const cache: Processor = {
      id: 'cache',
      processLLMRequest: () => ({ response: { chunks: [{ type: 'text-start', payload: { id: 'c' } }, { type: 'text-delta', payload: { id: 'c', text: 'cached' } }, { type: 'text-end', payload: { id: 'c' } }] } }),
      processLLMResponse: ({ fromCache: cached }) => { fromCache.push(cached); },
    };
    const result = await new Agent({ id: 'v7', model: asModel(model), inputProcessors: [cache] }).generate('hi');
    expect(result.text).toBe('cached');
    expect(model.doStreamCalls).toHaveLength(0);
    expect(fromCache).toEqual([true]);
  });

  it('sends V4 errors (mid-stream and thrown) to error processors, which retry', async () => {
    let calls = 0;
    const model = v4Model([[{ type: 'error', error: new Error('v4 broke') }], text('after retry')]);
    const thrower = asModel({ specificationVersion: 'v4', provider: 'mock', modelId: 'm', supportedUrls: {}, doGenerate: (o) => model.doGenerate(o), doStream: (o) => (calls++ === 0 ? Promise.reject(new Error('refused')) : model.doStream(o)) });
    const seen: string[] = [];
    const retry: Processor = { id: 'retry', processAPIError: ({ error }) => { seen.push((error as Error).message); return { retry: true }; } };
    const result = await new Agent({ id: 'v7', model: thrower, errorProcessors: [retry] }).generate('hi');
    expect(result.text).toBe('after retry');
    expect(seen).toEqual(['refused', 'v4 broke']);
  });
});
