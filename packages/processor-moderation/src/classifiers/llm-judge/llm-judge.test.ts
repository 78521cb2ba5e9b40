import { ScriptedModel, ScriptedModelV2 } from '@sluice/conformance';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { ModerationOptionsError } from '../../errors/moderation-options-error.js';
import { llmJudge } from './llm-judge.js';

const categories = [
  { name: 'violence', description: 'violent content' },
  { name: 'competitors', description: 'mentions of competitor products' },
];
const call = { abortSignal: new AbortController().signal, categories };

/** Reads the texts the judge sent, from the prompt's user message. */
function sentTexts(options: LanguageModelV3CallOptions): { index: number; text: string }[] {
  const user = options.prompt.find((m) => m.role === 'user');
  const part = user?.role === 'user' ? user.content[0] : undefined;
  return JSON.parse(part?.type === 'text' ? part.text : '[]') as { index: number; text: string }[];
}

describe('llmJudge()', () => {
  it('batches texts in one call at temperature 0 with a JSON response format, and maps the verdict', async () => {
    const model = new ScriptedModel([
      (options) => ({
        text: JSON.stringify({
          results: sentTexts(options).map(({ index, text }) => ({
            index,
            scores: { violence: text.includes('hit') ? 0.8 : 0.01, competitors: 0 },
          })),
        }),
      }),
    ]);
    const judge = llmJudge({ model });
    const scores = await judge.classify(['I will hit you', 'hello'], call);
    expect(scores).toEqual([{ violence: 0.8, competitors: 0 }, { violence: 0.01, competitors: 0 }]);
    expect(model.calls).toHaveLength(1);
    const options = model.calls[0]!.options;
    expect(options.temperature).toBe(0);
    expect(options.responseFormat).toMatchObject({ type: 'json', name: 'moderation_verdict' });
    const system = options.prompt[0];
    expect(system?.role === 'system' ? system.content : '').toContain('"competitors": mentions of competitor products');
    expect(judge.id).toBe('llm-judge:scripted-model');
  });

  it('accepts a verdict wrapped in a code fence (MockLanguageModelV3)', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: {
        content: [{ type: 'text', text: '```json\n{"results":[{"index":0,"scores":{"violence":0.7}}]}\n```' }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 1, text: 1, reasoning: 0 },
        },
        warnings: [],
      },
    });
    expect(await llmJudge({ model }).classify(['x'], call)).toEqual([{ violence: 0.7 }]);
    expect(model.doGenerateCalls[0]?.abortSignal).toBe(call.abortSignal);
  });

  it('rejects an invalid or incomplete verdict as invalid-response', async () => {
    for (const text of ['not json', '{"results":[{"index":0,"scores":{"violence":7}}]}', '{"results":[]}']) {
      const judge = llmJudge({ model: new ScriptedModel([{ text }]) });
      await expect(judge.classify(['x'], call)).rejects.toMatchObject({
        code: 'MODERATION_CLASSIFIER_ERROR',
        reason: 'invalid-response',
      });
    }
  });

  it('splits more than maxTextsPerCall texts over several calls', async () => {
    const answer = (options: LanguageModelV3CallOptions) => ({
      text: JSON.stringify({ results: sentTexts(options).map(({ index }) => ({ index, scores: {} })) }),
    });
    const model = new ScriptedModel([answer, answer]);
    const scores = await llmJudge({ model, maxTextsPerCall: 2 }).classify(['a', 'b', 'c'], call);
    expect(scores).toHaveLength(3);
    expect(model.calls.map((c) => sentTexts(c.options).length)).toEqual([2, 1]);
  });

  it('works with a V2 (ai 5) model', async () => {
    const model = new ScriptedModelV2([{ text: '{"results":[{"index":0,"scores":{"violence":0.2}}]}' }]);
    expect(await llmJudge({ model }).classify(['x'], call)).toEqual([{ violence: 0.2 }]);
  });

  it('validates its options', () => {
    expect(() => llmJudge({ model: {} as never })).toThrow(ModerationOptionsError);
  });
});
