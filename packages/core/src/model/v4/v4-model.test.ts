import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../../agent/agent.js';
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamPart,
} from '../../contract/language-model-v4.js';
import type { Processor } from '../../processors/processor.js';
import { createTool } from '../../tools/create-tool.js';
import { generateModel, generatedText } from '../generate-model.js';
import { isLanguageModel } from '../resolve-model.js';
import { promptFromV4, promptToV4 } from './prompt.js';
import { streamPartFromV4, streamPartToV4 } from './stream-part.js';

// Core cannot install ai 7 (it needs Node 22): these V4 models are written by hand against the
// specification. compat-ai-v7 runs the same behaviour with ai 7's own MockLanguageModelV4.

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 4, text: 4, reasoning: undefined },
};

function v4Model(steps: LanguageModelV4StreamPart[][]): LanguageModelV4 & { calls: LanguageModelV4CallOptions[] } {
  const calls: LanguageModelV4CallOptions[] = [];
  return {
    specificationVersion: 'v4',
    provider: 'test.chat',
    modelId: 'v4-model',
    supportedUrls: {},
    calls,
    doGenerate: (options) => {
      calls.push(options);
      const result: LanguageModelV4GenerateResult = {
        content: [{ type: 'text', text: 'generated', citations: [] }, { type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'AAAA' } }],
        finishReason: { unified: 'interrupted', raw: undefined },
        usage,
        warnings: [],
      };
      return Promise.resolve(result);
    },
    doStream: (options) => {
      const parts = steps[Math.min(calls.length, steps.length - 1)] ?? [];
      calls.push(options);
      return Promise.resolve({
        stream: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      });
    },
  };
}

function text(value: string, reason: 'stop' | 'interrupted' = 'stop'): LanguageModelV4StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'ping' },
    { type: 'text-start', id: 't' },
    { type: 'text-delta', id: 't', delta: value },
    { type: 'text-end', id: 't', citations: [{ source: { type: 'source', sourceType: 'url', id: 's', url: 'https://example.com' } }] },
    { type: 'finish', finishReason: { unified: reason, raw: reason }, usage },
  ];
}

describe('@sluice/core with AI SDK 7 (LanguageModelV4)', () => {
  it('is a language model', () => {
    expect(isLanguageModel(v4Model([]))).toBe(true);
    expect(isLanguageModel({ specificationVersion: 'v5', doStream: () => undefined })).toBe(false);
  });

  it('streams text; ping and citations are not chunks; interrupted finishes as other', async () => {
    const model = v4Model([text('hello from v4', 'interrupted')]);
    const stream = await new Agent({ id: 'v4', model, instructions: 'be nice' }).stream('hi');
    const types: string[] = [];
    for await (const chunk of stream.fullStream) types.push(chunk.type);
    expect(types).not.toContain('ping');
    expect(await stream.text).toBe('hello from v4');
    expect(await stream.finishReason).toBe('other');
    expect(model.calls[0]!.prompt[0]).toEqual({ role: 'system', content: 'be nice' });
  });

  it('runs tools and sends the results back in V4 form', async () => {
    const model = v4Model([
      [
        { type: 'tool-call', toolCallId: 'a', toolName: 'add', input: '{"a":1,"b":2}' },
        { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_use' }, usage },
      ],
      text('3'),
    ]);
    const add = createTool({ id: 'add', inputSchema: z.object({ a: z.number(), b: z.number() }), execute: ({ a, b }) => a + b });
    const result = await new Agent({ id: 'v4', model, tools: { add } }).generate('go');
    expect(result.toolResults.map((r) => r.result)).toEqual([3]);
    const tool = model.calls[1]!.prompt.find((m) => m.role === 'tool');
    expect(tool?.content).toEqual([expect.objectContaining({ type: 'tool-result', toolCallId: 'a', output: { type: 'json', value: 3 } })]);
  });

  it('processors see the V3 prompt and the V4 model; the model receives the rewrite in V4 form', async () => {
    const model = v4Model([text('ok')]);
    const seen: string[] = [];
    const attach: Processor = {
      id: 'attach',
      processLLMRequest: ({ prompt, model: target }) => {
        seen.push(target.specificationVersion);
        return { prompt: [...prompt, { role: 'user', content: [{ type: 'file', mediaType: 'image/png', data: 'AAAA' }] }] };
      },
    };
    await new Agent({ id: 'v4', model, inputProcessors: [attach] }).generate('hi');
    expect(seen).toEqual(['v4']);
    expect(model.calls[0]!.prompt.at(-1)).toEqual({ role: 'user', content: [{ type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'AAAA' } }] });
  });

  it('replays a cached response without calling the V4 model, and reports fromCache', async () => {
    const model = v4Model([text('live')]);
    const fromCache: boolean[] = [];
    const cache: Processor = {
      id: 'cache',
      processLLMRequest: () => ({
        response: { chunks: [{ type: 'text-start', payload: { id: 'c' } }, { type: 'text-delta', payload: { id: 'c', text: 'cached' } }, { type: 'text-end', payload: { id: 'c' } }] },
      }),
      processLLMResponse: (args) => {
        fromCache.push(args.fromCache);
      },
    };
    const result = await new Agent({ id: 'v4', model, inputProcessors: [cache] }).generate('hi');
    expect(result.text).toBe('cached');
    expect(model.calls).toHaveLength(0);
    expect(fromCache).toEqual([true]);
  });

  it('sends V4 mid-stream errors to error processors, and retries', async () => {
    const model = v4Model([[{ type: 'error', error: new Error('v4 broke') }], text('after retry')]);
    const errors: string[] = [];
    const retry: Processor = {
      id: 'retry',
      processAPIError: ({ error }) => {
        errors.push(error instanceof Error ? error.message : String(error));
        return { retry: true };
      },
    };
    const result = await new Agent({ id: 'v4', model, errorProcessors: [retry] }).generate('hi');
    expect(result.text).toBe('after retry');
    expect(errors).toEqual(['v4 broke']);
  });

  it('generateModel calls doGenerate with a V4 prompt and returns a V3 result', async () => {
    const model = v4Model([]);
    const result = await generateModel(model, { prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }] });
    expect(generatedText(result)).toBe('generated');
    expect(result.content[0]).toEqual({ type: 'text', text: 'generated' });
    expect(result.content[1]).toEqual({ type: 'file', mediaType: 'image/png', data: 'AAAA' });
    expect(result.finishReason).toEqual({ unified: 'other', raw: 'interrupted' });
  });
});

describe('V4 conversion tables', () => {
  const v3Prompt: LanguageModelV3Prompt = [
    { role: 'system', content: 's' },
    { role: 'user', content: [{ type: 'text', text: 'see' }, { type: 'file', mediaType: 'image/png', data: new URL('https://example.com/a.png') }] },
    {
      role: 'tool',
      content: [
        {
          type: 'tool-result',
          toolCallId: 'c',
          toolName: 't',
          output: {
            type: 'content',
            value: [
              { type: 'text', text: 'x' },
              { type: 'file-data', data: 'AAAA', mediaType: 'application/pdf', filename: 'a.pdf' },
              { type: 'file-url', url: 'https://example.com/b.pdf', mediaType: 'application/pdf' },
              { type: 'file-id', fileId: { openai: 'file-1' } },
            ],
          },
        },
      ],
    },
  ];

  it('promptToV4 tags file data and folds tool-result files into V4 file items', () => {
    const v4 = promptToV4(v3Prompt, 'openai.chat');
    expect(v4[1]).toEqual({ role: 'user', content: [{ type: 'text', text: 'see' }, { type: 'file', mediaType: 'image/png', data: { type: 'url', url: new URL('https://example.com/a.png') } }] });
    const output = (v4[2]!.content[0] as { output: { value: unknown[] } }).output.value;
    expect(output).toEqual([
      { type: 'text', text: 'x' },
      { type: 'file', data: { type: 'data', data: 'AAAA' }, mediaType: 'application/pdf', filename: 'a.pdf' },
      { type: 'file', data: { type: 'url', url: new URL('https://example.com/b.pdf') }, mediaType: 'application/pdf' },
      { type: 'file', data: { type: 'reference', reference: { openai: 'file-1' } }, mediaType: 'application/octet-stream' },
    ]);
  });

  it('a bare V3 file id is keyed by the provider name; an unparseable URL stays text', () => {
    const v4 = promptToV4(
      [{ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 't', output: { type: 'content', value: [{ type: 'image-file-id', fileId: 'f-9' }, { type: 'image-url', url: 'not a url' }] } }] }],
      'anthropic.messages',
    );
    expect((v4[0]!.content[0] as { output: { value: unknown[] } }).output.value).toEqual([
      { type: 'file', data: { type: 'reference', reference: { anthropic: 'f-9' } }, mediaType: 'image/*' },
      { type: 'text', text: 'not a url' },
    ]);
  });

  it('promptFromV4 inverts promptToV4 for V3 prompts, and keeps V4-only parts for the way back', () => {
    expect(promptFromV4(promptToV4(v3Prompt, 'openai'))).toEqual(v3Prompt);
    const custom = { role: 'assistant' as const, content: [{ type: 'custom' as const, kind: 'openai.compaction' as const }, { type: 'file' as const, mediaType: 'text/plain', data: { type: 'text' as const, text: 'notes' } }] };
    expect(promptToV4(promptFromV4([custom]), 'openai')).toEqual([custom]);
  });

  it('stream parts: files tagged both ways, ping dropped, interrupted kept as raw', () => {
    expect(streamPartFromV4({ type: 'ping' })).toBeUndefined();
    expect(streamPartFromV4({ type: 'file', mediaType: 'image/png', data: { type: 'url', url: new URL('https://x.test/a.png') } })).toEqual({ type: 'file', mediaType: 'image/png', data: 'https://x.test/a.png' });
    const bytes = new Uint8Array([1, 2]);
    expect(streamPartToV4({ type: 'file', mediaType: 'image/png', data: bytes })).toEqual({ type: 'file', mediaType: 'image/png', data: { type: 'data', data: bytes } });
    expect(streamPartFromV4(streamPartToV4({ type: 'file', mediaType: 'image/png', data: bytes }))).toEqual({ type: 'file', mediaType: 'image/png', data: bytes });
    expect(streamPartFromV4({ type: 'finish', usage, finishReason: { unified: 'interrupted', raw: undefined } })).toEqual({ type: 'finish', usage, finishReason: { unified: 'other', raw: 'interrupted' } });
    const custom = { type: 'custom' as const, kind: 'openai.compaction' as const };
    expect(streamPartFromV4(custom)).toBe(custom);
  });
});
