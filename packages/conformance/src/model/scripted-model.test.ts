import { APICallError, type LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { generateText, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { readAll } from '../streams/read-all.js';
import { ScriptExhaustedError } from '../errors/script-exhausted-error.js';
import { ScriptedModel } from './scripted-model.js';

const prompt: LanguageModelV3CallOptions['prompt'] = [
  { role: 'user', content: [{ type: 'text', text: 'hi' }] },
];

async function drain(model: ScriptedModel, options: Partial<LanguageModelV3CallOptions> = {}) {
  const { stream } = await model.doStream({ prompt, ...options });
  return readAll(stream);
}

describe('ScriptedModel', () => {
  it('doStream() splits text into word deltas between text-start and text-end', async () => {
    const parts = await drain(new ScriptedModel([{ text: 'Hello big world' }]));
    expect(parts.map((p) => p.type)).toEqual([
      'stream-start',
      'response-metadata',
      'text-start',
      'text-delta',
      'text-delta',
      'text-delta',
      'text-end',
      'finish',
    ]);
    const deltas = parts.flatMap((p) => (p.type === 'text-delta' ? [p.delta] : []));
    expect(deltas).toEqual(['Hello ', 'big ', 'world']);
    const finish = parts.at(-1);
    expect(finish).toMatchObject({ type: 'finish', finishReason: { unified: 'stop' } });
    expect(finish).toMatchObject({ usage: { inputTokens: { total: 10 }, outputTokens: { total: 3 } } });
  });

  it('doStream() emits textBlocks as consecutive text blocks, one delta each', async () => {
    const parts = await drain(new ScriptedModel([{ textBlocks: ['Write to bo', 'b@corp.example.org'] }]));
    const blocks = parts.flatMap((p) => (p.type === 'text-start' || p.type === 'text-delta' || p.type === 'text-end' ? [`${p.type}:${p.id}`] : []));
    expect(blocks).toEqual(['text-start:text-0', 'text-delta:text-0', 'text-end:text-0', 'text-start:text-0-2', 'text-delta:text-0-2', 'text-end:text-0-2']);
    expect(parts.flatMap((p) => (p.type === 'text-delta' ? [p.delta] : []))).toEqual(['Write to bo', 'b@corp.example.org']);
  });

  it('doStream() honours explicit deltas, chunkSize, reasoning and usage', async () => {
    const parts = await drain(
      new ScriptedModel([
        { reasoning: ['think', 'ing'], text: 'abcdefg', chunkSize: 3, usage: { inputTokens: 7, outputTokens: 9 } },
      ]),
    );
    const of = (type: string) =>
      parts.flatMap((p) => (p.type === type && 'delta' in p ? [p.delta] : []));
    expect(of('reasoning-delta')).toEqual(['think', 'ing']);
    expect(of('text-delta')).toEqual(['abc', 'def', 'g']);
    expect(parts.findIndex((p) => p.type === 'reasoning-end')).toBeLessThan(
      parts.findIndex((p) => p.type === 'text-start'),
    );
    expect(parts.at(-1)).toMatchObject({ usage: { inputTokens: { total: 7 }, outputTokens: { total: 9 } } });
  });

  it('doStream() streams tool input deltas then the call, finishing with tool-calls', async () => {
    const parts = await drain(
      new ScriptedModel([{ toolCalls: [{ toolName: 'weather', input: { city: 'Paris' }, inputDeltas: 3 }] }]),
    );
    const deltas = parts.flatMap((p) => (p.type === 'tool-input-delta' ? [p.delta] : []));
    expect(deltas).toHaveLength(3);
    expect(deltas.join('')).toBe('{"city":"Paris"}');
    expect(parts).toContainEqual({
      type: 'tool-call',
      toolCallId: 'call-0-0',
      toolName: 'weather',
      input: '{"city":"Paris"}',
    });
    expect(parts.at(-1)).toMatchObject({ finishReason: { unified: 'tool-calls' } });
  });

  it('doStream() rejects with an APICallError carrying status, body and isRetryable', async () => {
    const model = new ScriptedModel([
      { throws: { statusCode: 400, body: { error: { message: 'prefill' } } } },
      { throws: { statusCode: 429 } },
      { throws: { statusCode: 500, isRetryable: false } },
    ]);
    const first = await model.doStream({ prompt }).catch((e: unknown) => e);
    expect(APICallError.isInstance(first)).toBe(true);
    expect(first).toMatchObject({
      statusCode: 400,
      responseBody: '{"error":{"message":"prefill"}}',
      isRetryable: false,
      data: { error: { message: 'prefill' } },
    });
    await expect(model.doStream({ prompt })).rejects.toMatchObject({ statusCode: 429, isRetryable: true });
    await expect(model.doStream({ prompt })).rejects.toMatchObject({ statusCode: 500, isRetryable: false });
  });

  it('doStream() emits a mid-stream error part after the given number of content parts', async () => {
    const boom = new Error('connection reset');
    const parts = await drain(new ScriptedModel([{ text: 'a b c', streamError: { error: boom, after: 2 } }]));
    expect(parts.map((p) => p.type)).toEqual([
      'stream-start',
      'response-metadata',
      'text-start',
      'text-delta',
      'error',
      'finish',
    ]);
    expect(parts.find((p) => p.type === 'error')).toEqual({ type: 'error', error: boom });
    expect(parts.at(-1)).toMatchObject({ finishReason: { unified: 'error' } });
  });

  it('doStream() emits extra raw parts (unknown types) before finish', async () => {
    const parts = await drain(new ScriptedModel([{ text: 'x', extraParts: [{ type: 'mystery', value: 1 }] }]));
    expect(parts.at(-2)).toEqual({ type: 'mystery', value: 1 });
  });

  it('records every call with its options, in order', async () => {
    const model = new ScriptedModel([{ text: 'one' }, { text: 'two' }]);
    await drain(model, { temperature: 0.5 });
    await model.doGenerate({ prompt, maxOutputTokens: 3 });
    expect(model.calls.map((c) => [c.method, c.stepIndex])).toEqual([
      ['stream', 0],
      ['generate', 1],
    ]);
    expect(model.calls[0]?.options.temperature).toBe(0.5);
    expect(model.calls[1]?.options.maxOutputTokens).toBe(3);
    expect(model.prompts).toEqual([prompt, prompt]);
  });

  it('throws ScriptExhaustedError naming the call when the script runs out', async () => {
    const model = new ScriptedModel([{ text: 'only' }]);
    await drain(model);
    const error = await model.doStream({ prompt }).catch((e: unknown) => e);
    expect(ScriptExhaustedError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'SCRIPT_EXHAUSTED', callNumber: 2, scriptLength: 1 });
  });

  it('loops over the script with { loop: true }', async () => {
    const model = new ScriptedModel([{ text: 'a' }, { text: 'b' }], { loop: true });
    for (let i = 0; i < 5; i++) await drain(model);
    expect(model.calls.map((c) => c.stepIndex)).toEqual([0, 1, 0, 1, 0]);
  });

  it('computes a step from the call options with a step function', async () => {
    const model = new ScriptedModel([
      (options) => ({ text: `saw ${options.prompt.length} message(s)` }),
    ]);
    const { content } = await model.doGenerate({ prompt });
    expect(content).toEqual([{ type: 'text', text: 'saw 1 message(s)' }]);
  });

  it('doGenerate() returns reasoning, text and tool calls as content', async () => {
    const model = new ScriptedModel([
      { reasoning: 'hmm', text: 'ok', toolCalls: [{ toolName: 't', input: { a: 1 }, toolCallId: 'c1' }] },
    ]);
    const result = await model.doGenerate({ prompt });
    expect(result.content).toEqual([
      { type: 'reasoning', text: 'hmm' },
      { type: 'text', text: 'ok' },
      { type: 'tool-call', toolCallId: 'c1', toolName: 't', input: '{"a":1}' },
    ]);
    expect(result.finishReason.unified).toBe('tool-calls');
  });

  it('doStream() errors the stream promptly when the abort signal fires', async () => {
    const controller = new AbortController();
    const model = new ScriptedModel([{ text: 'a b c d e f', delayMs: 10_000 }]);
    const { stream } = await model.doStream({ prompt, abortSignal: controller.signal });
    const reader = stream.getReader();
    const pending = reader.read();
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
  });

  it('rejects a script that is not an array with a TypeError', () => {
    expect(() => new ScriptedModel({} as never)).toThrow(TypeError);
  });

  it('drives AI SDK streamText and generateText', async () => {
    const streamed = streamText({ model: new ScriptedModel([{ text: 'Hello from the script' }]), prompt: 'hi' });
    expect(await streamed.text).toBe('Hello from the script');
    const generated = await generateText({ model: new ScriptedModel([{ text: 'Generated' }]), prompt: 'hi' });
    expect(generated.text).toBe('Generated');
  });
});
