import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { callOptionsForProcessors } from './call-options-for-processors.js';

describe('callOptionsForProcessors', () => {
  it('gives tools by name, description and schema (a provider tool: its args), and only the settings that are set', () => {
    const schema = { type: 'object' as const, properties: { q: { type: 'string' as const } } };
    // The AI SDK passes unset settings as `undefined` fields (topP here), which the type does not allow.
    const call = {
      tools: [
        { type: 'function', name: 'search', description: 'Search the web', inputSchema: schema },
        { type: 'function', name: 'plain', inputSchema: {} },
        { type: 'provider', id: 'openai.web_search', name: 'web', args: { size: 'low' } },
      ],
      toolChoice: { type: 'auto' },
      temperature: 0.2,
      topP: undefined,
      stopSequences: ['END'],
      headers: { authorization: 'secret' },
      responseFormat: { type: 'json' },
      providerOptions: { openai: { store: false } },
    } as unknown as Omit<LanguageModelV3CallOptions, 'prompt'>;
    const seen = callOptionsForProcessors(call);
    expect(seen).toEqual({
      tools: [
        { name: 'search', description: 'Search the web', inputSchema: schema },
        { name: 'plain', inputSchema: {} },
        { name: 'web', inputSchema: { size: 'low' } },
      ],
      toolChoice: { type: 'auto' },
      settings: { temperature: 0.2, stopSequences: ['END'] },
      responseFormat: { type: 'json' },
      providerOptions: { openai: { store: false } },
    });
    expect(Object.keys(seen.settings)).not.toContain('topP');
    expect(JSON.stringify(seen)).not.toContain('secret');
  });

  it('gives every sampling setting, and no tools for a call without them', () => {
    const settings = { maxOutputTokens: 10, temperature: 0, topP: 0.9, topK: 4, presencePenalty: 0.1, frequencyPenalty: 0.2, stopSequences: [], seed: 7 };
    expect(callOptionsForProcessors(settings)).toEqual({ tools: [], toolChoice: undefined, settings, responseFormat: undefined, providerOptions: undefined });
  });
});
