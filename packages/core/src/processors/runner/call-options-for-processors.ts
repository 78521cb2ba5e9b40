import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import type { LLMRequestCallOptions } from '../hooks/process-llm-request.js';

/** The V3 call fields `callOptions.settings` holds: what changes the answer, not the transport. */
const SETTING_KEYS = ['maxOutputTokens', 'temperature', 'topP', 'topK', 'presencePenalty', 'frequencyPenalty', 'stopSequences', 'seed'] as const;

/**
 * What `processLLMRequest` sees of a provider call besides its prompt (`callOptions`): its tools
 * (name, description, input schema; a provider tool's args as its schema), tool choice, the
 * settings that are set, response format and provider options. The Agent loop and the AI SDK
 * middleware both build it from the V3 call they are about to make, so a processor keying on it
 * (a cache) sees the same call the same way in either host.
 */
export function callOptionsForProcessors(call: Omit<LanguageModelV3CallOptions, 'prompt'>): LLMRequestCallOptions {
  const settings: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    if (call[key] !== undefined) settings[key] = call[key];
  }
  return {
    tools: (call.tools ?? []).map((tool) =>
      tool.type === 'function'
        ? { name: tool.name, ...(tool.description === undefined ? {} : { description: tool.description }), inputSchema: tool.inputSchema }
        : { name: tool.name, inputSchema: tool.args },
    ),
    toolChoice: call.toolChoice,
    settings,
    responseFormat: call.responseFormat,
    providerOptions: call.providerOptions,
  };
}
