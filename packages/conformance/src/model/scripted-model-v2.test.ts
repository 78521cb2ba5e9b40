import type { LanguageModelV2StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { readAll } from '../streams/read-all.js';
import { ScriptedModelV2 } from './scripted-model-v2.js';

describe('ScriptedModelV2', () => {
  it('doStream() emits V2 parts with a string finish reason and flat usage', async () => {
    const model = new ScriptedModelV2([{ text: 'hi there', usage: { inputTokens: 4, outputTokens: 2 } }]);
    expect(model.specificationVersion).toBe('v2');
    const { stream } = await model.doStream({ prompt: [] });
    const parts: LanguageModelV2StreamPart[] = await readAll(stream);
    expect(parts.flatMap((p) => (p.type === 'text-delta' ? [p.delta] : []))).toEqual(['hi ', 'there']);
    expect(parts.at(-1)).toEqual({
      type: 'finish',
      finishReason: 'stop',
      usage: { inputTokens: 4, outputTokens: 2, totalTokens: 6, reasoningTokens: undefined, cachedInputTokens: undefined },
    });
  });

  it('doGenerate() returns a string finish reason and records the call', async () => {
    const model = new ScriptedModelV2([{ toolCalls: [{ toolName: 'x', input: {} }] }]);
    const result = await model.doGenerate({ prompt: [] });
    expect(result.finishReason).toBe('tool-calls');
    expect(model.calls).toHaveLength(1);
  });

  it('rejects with the scripted provider error', async () => {
    const model = new ScriptedModelV2([{ throws: { statusCode: 503 } }]);
    await expect(model.doStream({ prompt: [] })).rejects.toMatchObject({ statusCode: 503, isRetryable: true });
  });
});
