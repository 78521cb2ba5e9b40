import type { LLMRequestCallOptions, ModelPrompt } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { charsPerFourEstimator, estimatePromptTokens } from './estimate-prompt-tokens.js';

const noTools: LLMRequestCallOptions = { tools: [], toolChoice: undefined, settings: {}, responseFormat: undefined, providerOptions: undefined };

describe('estimatePromptTokens()', () => {
  it('counts characters / 4 (rounded up) of system text, text and reasoning parts', () => {
    const prompt: ModelPrompt = [
      { role: 'system', content: 'x'.repeat(10) }, // 3
      { role: 'user', content: [{ type: 'text', text: 'y'.repeat(8) }] }, // 2
      { role: 'assistant', content: [{ type: 'reasoning', text: 'z' }, { type: 'text', text: 'w'.repeat(5) }] }, // 1 + 2
    ];
    expect(estimatePromptTokens(prompt, noTools, charsPerFourEstimator)).toBe(8);
  });

  it('counts tool calls and results as JSON, and the tool definitions', () => {
    const call = { type: 'tool-call' as const, toolCallId: 'c1', toolName: 'weather', input: { city: 'Paris' } };
    const prompt: ModelPrompt = [{ role: 'assistant', content: [call] }];
    const tools = [{ name: 'weather', description: 'Weather of a city', inputSchema: { type: 'object' } }];
    const expected = Math.ceil(JSON.stringify(call).length / 4) + Math.ceil(JSON.stringify(tools).length / 4);
    expect(estimatePromptTokens(prompt, { ...noTools, tools }, charsPerFourEstimator)).toBe(expected);
  });

  it('uses the estimator it is given (a real tokenizer, say)', () => {
    const words = { count: (text: string) => text.split(/\s+/).filter(Boolean).length };
    const prompt: ModelPrompt = [{ role: 'user', content: [{ type: 'text', text: 'three short words' }] }];
    expect(estimatePromptTokens(prompt, noTools, words)).toBe(3);
  });
});
