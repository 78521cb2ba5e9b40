import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { createHookContext } from '@sluice/conformance';
import { MessageList, ProcessorOptionsError } from '@sluice/core';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { InvalidPrefillOptionsError } from './invalid-options-error.js';
import { PrefillGuard } from './prefill-guard.js';

const endsWithAssistant: LanguageModelV3Prompt = [
  { role: 'user', content: [{ type: 'text', text: 'Write JSON.' }] },
  { role: 'assistant', content: [{ type: 'text', text: '{' }] },
];

function request(guard: PrefillGuard, prompt: LanguageModelV3Prompt, modelId = 'claude-sonnet-4-6', provider = 'anthropic.messages') {
  const list = new MessageList().add(
    [
      { role: 'user', content: 'Write JSON.' },
      { role: 'assistant', content: '{' },
    ],
    'input',
  );
  const hc = createHookContext({ processorId: guard.id, hook: 'processLLMRequest' });
  const result = guard.processLLMRequest({
    ...hc.context,
    prompt,
    model: new MockLanguageModelV3({ modelId, provider }),
    stepNumber: 0,
    steps: [],
    messageList: list,
    callOptions: { tools: [], toolChoice: undefined, settings: {}, responseFormat: undefined, providerOptions: undefined },
  });
  return { result, list, hc };
}

describe('PrefillGuard.processLLMRequest()', () => {
  it('appends a continue turn for a matching model, for this call only', async () => {
    const guard = new PrefillGuard({ models: [/claude-(opus|sonnet)-4-[6-9]/] });
    const snapshot = structuredClone(endsWithAssistant);
    const { result, list, hc } = request(guard, endsWithAssistant);
    const rewritten = await result;
    expect(rewritten?.prompt?.at(-1)).toEqual({ role: 'user', content: [{ type: 'text', text: 'Continue from where you left off.' }] });
    expect(rewritten?.prompt?.slice(0, -1)).toEqual(endsWithAssistant);
    expect(endsWithAssistant).toEqual(snapshot);
    expect(list.get.all.db().map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(list.drainUnsavedMessages()).toHaveLength(2);
    expect(hc.violations).toEqual([expect.objectContaining({ action: 'warn' })]);
  });

  it('matches provider and provider/modelId too', async () => {
    expect((await request(new PrefillGuard({ models: ['anthropic.messages/claude'] }), endsWithAssistant).result)?.prompt).toHaveLength(3);
    expect((await request(new PrefillGuard({ models: ['ANTHROPIC'] }), endsWithAssistant).result)?.prompt).toHaveLength(3);
  });

  it('leaves other models and prompts ending with a user turn alone', async () => {
    const guard = new PrefillGuard({ models: ['claude-sonnet-4-6'], continueMessage: 'Go on.' });
    expect(await request(guard, endsWithAssistant, 'gpt-4o', 'openai.chat').result).toBeUndefined();
    expect(await request(guard, endsWithAssistant.slice(0, 1)).result).toBeUndefined();
    expect(await request(guard, []).result).toBeUndefined();
  });

  it('requires at least one model pattern', () => {
    expect(() => new PrefillGuard({ models: [] })).toThrow(InvalidPrefillOptionsError);
  });

  it('rejects a misspelt key, naming the guard, the key and the nearest valid one', () => {
    let caught: unknown;
    try {
      new PrefillGuard({ models: ['claude'], continueMesage: 'Go on.' } as never);
    } catch (error) {
      caught = error;
    }
    expect(InvalidPrefillOptionsError.isInstance(caught)).toBe(true);
    expect(ProcessorOptionsError.isInstance(caught)).toBe(true);
    const error = caught as InvalidPrefillOptionsError;
    expect(error.code).toBe('PREFILL_ERROR_INVALID_OPTIONS');
    expect(error.processorName).toBe('PrefillGuard');
    expect(error.issues).toEqual([
      { path: 'continueMesage', key: 'continueMesage', message: 'unknown option', suggestion: 'continueMessage', allowed: ['models', 'continueMessage'] },
    ]);
  });
});
