import { ScriptedModel, ScriptedModelV2 } from '@sluice/conformance';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { CATEGORY_DESCRIPTIONS, MODERATION_CATEGORIES } from '../../categories.js';
import { ModerationOptionsError } from '../../errors/moderation-options-error.js';
import { llmJudge } from './llm-judge.js';

const categories = [
  { name: 'violence', description: 'violent content' },
  { name: 'hate', description: 'hateful content' },
  { name: 'harassment', description: 'harassing content' },
  { name: 'competitors', description: 'mentions of competitor products' },
];
const call = { abortSignal: new AbortController().signal, categories };

/** Reads the texts the judge sent, from the prompt's user message. */
function sentTexts(options: LanguageModelV3CallOptions): { index: number; text: string }[] {
  const user = options.prompt.find((m) => m.role === 'user');
  const part = user?.role === 'user' ? user.content[0] : undefined;
  return JSON.parse(part?.type === 'text' ? part.text : '[]') as { index: number; text: string }[];
}

function systemPrompt(options: LanguageModelV3CallOptions): string {
  const system = options.prompt[0];
  return system?.role === 'system' ? system.content : '';
}

const answer = (results: unknown[]) => ({ text: JSON.stringify({ results }) });
const zeros = { violence: 0, hate: 0, harassment: 0, competitors: 0 };

describe('llmJudge()', () => {
  it('asks about the hazard taxonomy plus uncovered categories as S15+, in one call at temperature 0', async () => {
    const model = new ScriptedModel([
      (options) =>
        answer(
          sentTexts(options).map(({ index, text }) =>
            text.includes('hit') ? { index, verdict: 'unsafe', violations: ['S1', 'S15'], confidence: { S1: 0.8 } } : { index, verdict: 'safe', violations: [] },
          ),
        ),
    ]);
    const judge = llmJudge({ model });
    const scores = await judge.classify(['I will hit you', 'hello'], call);
    expect(scores).toEqual([{ ...zeros, violence: 0.8, harassment: 1 }, zeros]);
    expect(model.calls).toHaveLength(1);
    const options = model.calls[0]!.options;
    expect(options.temperature).toBe(0);
    expect(options.responseFormat).toMatchObject({ type: 'json', name: 'moderation_verdict' });
    const system = systemPrompt(options);
    for (const line of ['S1: Violent Crimes.', 'S4: Child Sexual Exploitation.', 'S10: Hate.', 'S14: Code Interpreter Abuse.']) expect(system).toContain(line);
    expect(system).toContain('S15: harassment. Harassing content.');
    expect(system).toContain('S16: competitors. Mentions of competitor products.');
    expect(system).toContain('S5: Defamation. Verifiably false statements');
    expect(system).not.toContain('S17');
    expect(judge.id).toBe('llm-judge:scripted-model');
  });

  it('gives every built-in category a code, mapped or extra', async () => {
    const all = MODERATION_CATEGORIES.map((name) => ({ name, description: CATEGORY_DESCRIPTIONS[name] }));
    const model = new ScriptedModel([answer([{ index: 0, verdict: 'unsafe', violations: ['S20'] }])]);
    const [scores] = await llmJudge({ model }).classify(['x'], { ...call, categories: all });
    const system = systemPrompt(model.calls[0]!.options);
    for (const extra of ['hate/threatening', 'harassment', 'harassment/threatening', 'self-harm/intent', 'self-harm/instructions', 'violence/graphic']) {
      expect(system).toMatch(new RegExp(`S1[5-9]: ${extra}\\.|S20: ${extra}\\.`));
    }
    expect(system).toContain('S20: violence/graphic.');
    // A sub-category also scores its parent.
    expect(scores).toMatchObject({ 'violence/graphic': 1, violence: 1, hate: 0 });
  });

  it('accepts a verdict wrapped in a code fence (MockLanguageModelV3) and passes the abort signal', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: {
        content: [{ type: 'text', text: '```json\n{"results":[{"index":0,"verdict":"unsafe","violations":["s10"]}]}\n```' }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 1, text: 1, reasoning: 0 },
        },
        warnings: [],
      },
    });
    expect(await llmJudge({ model }).classify(['x'], call)).toEqual([{ ...zeros, hate: 1 }]);
    expect(model.doGenerateCalls[0]?.abortSignal).toBe(call.abortSignal);
  });

  it('reads Llama Guard\'s native "safe" / "unsafe\\nS1,S10" answer for a single text', async () => {
    const model = new ScriptedModel([{ text: 'unsafe\nS1,S10' }, { text: ' safe\n' }]);
    const judge = llmJudge({ model, maxTextsPerCall: 1 });
    expect(await judge.classify(['a'], call)).toEqual([{ ...zeros, violence: 1, hate: 1 }]);
    expect(await judge.classify(['b'], call)).toEqual([zeros]);
  });

  it.each([
    ['not a verdict', 'not json'],
    ['a plain-text verdict for two texts', 'unsafe\nS1'],
    ['an unknown code', '{"results":[{"index":0,"verdict":"unsafe","violations":["S99"]},{"index":1,"verdict":"safe","violations":[]}]}'],
    ['an unknown code in confidence', '{"results":[{"index":0,"verdict":"unsafe","violations":["S1"],"confidence":{"S42":0.5}},{"index":1,"verdict":"safe"}]}'],
    ['unsafe without a code', '{"results":[{"index":0,"verdict":"unsafe","violations":[]},{"index":1,"verdict":"safe"}]}'],
    ['safe with a code', '{"results":[{"index":0,"verdict":"safe","violations":["S1"]},{"index":1,"verdict":"safe"}]}'],
    ['a confidence out of range', '{"results":[{"index":0,"verdict":"unsafe","violations":["S1"],"confidence":{"S1":7}},{"index":1,"verdict":"safe"}]}'],
    ['a missing text', '{"results":[{"index":0,"verdict":"safe"}]}'],
    ['a repeated index', '{"results":[{"index":0,"verdict":"safe"},{"index":0,"verdict":"safe"}]}'],
    ['the old scores format', '{"results":[{"index":0,"scores":{"violence":0.9}},{"index":1,"scores":{}}]}'],
  ])('rejects %s as invalid-response', async (_, text) => {
    const judge = llmJudge({ model: new ScriptedModel([{ text }]) });
    await expect(judge.classify(['x', 'y'], call)).rejects.toMatchObject({
      code: 'MODERATION_CLASSIFIER_ERROR',
      reason: 'invalid-response',
      classifierId: 'llm-judge:scripted-model',
    });
  });

  it('flags nothing for a hazard without a counterpart, unless hazardCategories maps it', async () => {
    const verdict = answer([{ index: 0, verdict: 'unsafe', violations: ['S2'] }]);
    const withIllicit = { ...call, categories: [...categories, { name: 'illicit', description: 'illegal activity' }] };
    expect(await llmJudge({ model: new ScriptedModel([verdict]) }).classify(['steal a llama'], call)).toEqual([zeros]);
    const model = new ScriptedModel([verdict]);
    const scores = await llmJudge({ model, hazardCategories: { S2: ['illicit'] } }).classify(['steal a llama'], withIllicit);
    expect(scores).toEqual([{ ...zeros, illicit: 1 }]);
    // A mapped custom category gets no extra code of its own.
    expect(systemPrompt(model.calls[0]!.options)).not.toContain('illicit.');
  });

  it('splits more than maxTextsPerCall texts over several calls', async () => {
    const reply = (options: LanguageModelV3CallOptions) => answer(sentTexts(options).map(({ index }) => ({ index, verdict: 'safe' })));
    const model = new ScriptedModel([reply, reply]);
    const scores = await llmJudge({ model, maxTextsPerCall: 2 }).classify(['a', 'b', 'c'], call);
    expect(scores).toHaveLength(3);
    expect(model.calls.map((c) => sentTexts(c.options).length)).toEqual([2, 1]);
  });

  it('works with a V2 (ai 5) model', async () => {
    const model = new ScriptedModelV2([answer([{ index: 0, verdict: 'unsafe', violations: ['S1'], confidence: { S1: 0.2 } }])]);
    expect(await llmJudge({ model }).classify(['x'], call)).toEqual([{ ...zeros, violence: 0.2 }]);
  });

  it('validates its options', () => {
    expect(() => llmJudge({ model: {} as never })).toThrow(ModerationOptionsError);
    expect(() => llmJudge({ model: new ScriptedModel([]), hazardCategories: { S99: ['x'] } as never })).toThrow(ModerationOptionsError);
  });
});
