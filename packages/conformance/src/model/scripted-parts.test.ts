import type { LanguageModelV2StreamPart, LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { generateText, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { ScriptExhaustedError } from '../errors/script-exhausted-error.js';
import { readAll } from '../streams/read-all.js';
import { ScriptedModel } from './scripted-model.js';
import { ScriptedModelV2 } from './scripted-model-v2.js';

const prompt: LanguageModelV3CallOptions['prompt'] = [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }];
const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 4, text: 4, reasoning: undefined },
};

/** Two text blocks around a tool call, reasoning first, metadata on a delta: no field of ScriptedResponse says this. */
const PARTS: LanguageModelV3StreamPart[] = [
  { type: 'stream-start', warnings: [{ type: 'other', message: 'w' }] },
  { type: 'response-metadata', id: 'resp-7' },
  { type: 'reasoning-start', id: 'r' },
  { type: 'reasoning-delta', id: 'r', delta: 'think' },
  { type: 'reasoning-end', id: 'r' },
  { type: 'text-start', id: 'a' },
  { type: 'text-delta', id: 'a', delta: 'Before ', providerMetadata: { p: { k: 1 } } },
  { type: 'text-delta', id: 'a', delta: 'the call.' },
  { type: 'text-end', id: 'a' },
  { type: 'tool-call', toolCallId: 'c1', toolName: 'lookup', input: '{"q":1}' },
  { type: 'text-start', id: 'b' },
  { type: 'text-delta', id: 'b', delta: 'After it.' },
  { type: 'text-end', id: 'b' },
  { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_use' }, usage },
];

describe('ScriptedModel raw parts steps', () => {
  it('doStream() plays the parts exactly as given, adding none', async () => {
    const { stream } = await new ScriptedModel([{ parts: PARTS }]).doStream({ prompt });
    expect(await readAll(stream)).toEqual(PARTS);
  });

  it('doGenerate() folds the parts into content, with the finish reason, usage, warnings and response id', async () => {
    const result = await new ScriptedModel([{ parts: PARTS }]).doGenerate({ prompt });
    expect(result.content).toEqual([
      { type: 'reasoning', text: 'think' },
      { type: 'text', text: 'Before the call.' },
      { type: 'tool-call', toolCallId: 'c1', toolName: 'lookup', input: '{"q":1}' },
      { type: 'text', text: 'After it.' },
    ]);
    expect(result.finishReason).toEqual({ unified: 'tool-calls', raw: 'tool_use' });
    expect(result.usage).toEqual(usage);
    expect(result.warnings).toEqual([{ type: 'other', message: 'w' }]);
    expect(result.response?.id).toBe('resp-7');
  });

  it('doGenerate() rejects with the first error part, and a step without finish reports other', async () => {
    const boom = new Error('reset');
    const failing = new ScriptedModel([{ parts: [{ type: 'text-start', id: 't' }, { type: 'error', error: boom }] }]);
    await expect(failing.doGenerate({ prompt })).rejects.toBe(boom);
    const unfinished = await new ScriptedModel([{ parts: [] }]).doGenerate({ prompt });
    expect(unfinished.content).toEqual([]);
    expect(unfinished.finishReason.unified).toBe('other');
  });

  it('a step function may return parts', async () => {
    const model = new ScriptedModel([(options) => ({ parts: [{ type: 'text-start', id: String(options.prompt.length) }] })]);
    const { stream } = await model.doStream({ prompt });
    expect(await readAll(stream)).toEqual([{ type: 'text-start', id: '1' }]);
  });

  it('ScriptedModelV2 plays the parts with the finish in the V2 shape', async () => {
    const { stream } = await new ScriptedModelV2([{ parts: PARTS }]).doStream({ prompt: [] });
    const parts: LanguageModelV2StreamPart[] = await readAll(stream);
    expect(parts.slice(0, -1)).toEqual(PARTS.slice(0, -1));
    expect(parts.at(-1)).toMatchObject({ type: 'finish', finishReason: 'tool-calls', usage: { inputTokens: 3, outputTokens: 4 } });
  });

  it('drives AI SDK streamText and generateText', async () => {
    const step = { parts: PARTS.map((p) => (p.type === 'finish' ? { ...p, finishReason: { unified: 'stop' as const, raw: 'stop' } } : p)) };
    const streamed = streamText({ model: new ScriptedModel([step]), prompt: 'hi' });
    expect(await streamed.text).toBe('Before the call.After it.');
    const generated = await generateText({ model: new ScriptedModel([step]), prompt: 'hi' });
    expect(generated.text).toBe('Before the call.After it.');
    expect(generated.toolCalls.map((c) => c.toolCallId)).toEqual(['c1']);
  });
});

describe('ScriptedModel { repeatLast }', () => {
  it('answers every call past the end with the last step', async () => {
    const model = new ScriptedModel([{ text: 'a' }, { text: 'b' }], { repeatLast: true });
    for (let i = 0; i < 4; i++) await model.doGenerate({ prompt });
    expect(model.calls.map((c) => c.stepIndex)).toEqual([0, 1, 1, 1]);
  });

  it('loop wins when both are set, and an empty script still throws ScriptExhaustedError', async () => {
    const both = new ScriptedModel([{ text: 'a' }, { text: 'b' }], { loop: true, repeatLast: true });
    for (let i = 0; i < 3; i++) await both.doGenerate({ prompt });
    expect(both.calls.map((c) => c.stepIndex)).toEqual([0, 1, 0]);
    const empty = new ScriptedModel([], { repeatLast: true });
    const error = await empty.doGenerate({ prompt }).catch((e: unknown) => e);
    expect(ScriptExhaustedError.isInstance(error)).toBe(true);
  });
});
