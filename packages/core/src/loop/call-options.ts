import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { asSchema } from '@ai-sdk/provider-utils';
import type { LLMRequestCallOptions } from '../processors/hooks/process-llm-request.js';
import { callOptionsForProcessors } from '../processors/runner/call-options-for-processors.js';
import type { StepSettings } from '../processors/runner/step-settings.js';
import { toolDefinitions } from '../tools/tool-definitions.js';

/** The provider call options of a step, besides the prompt and the abort signal. */
export async function buildCallOptions(
  settings: StepSettings,
): Promise<{ call: Omit<LanguageModelV3CallOptions, 'prompt'>; forProcessors: LLMRequestCallOptions }> {
  const { maxRetries: _maxRetries, headers, ...modelSettings } = settings.modelSettings;
  const tools = settings.toolChoice === 'none' ? [] : await toolDefinitions(settings.tools, settings.activeTools);
  const structured = settings.structuredOutput;
  const responseFormat: LanguageModelV3CallOptions['responseFormat'] =
    structured === undefined
      ? undefined
      : {
          type: 'json',
          schema: await asSchema(structured.schema).jsonSchema,
          ...(structured.name === undefined ? {} : { name: structured.name }),
          ...(structured.description === undefined ? {} : { description: structured.description }),
        };
  const toolChoice: LanguageModelV3CallOptions['toolChoice'] =
    tools.length === 0 || settings.toolChoice === undefined
      ? undefined
      : typeof settings.toolChoice === 'string'
        ? { type: settings.toolChoice }
        : { type: 'tool', toolName: settings.toolChoice.toolName };
  const call: Omit<LanguageModelV3CallOptions, 'prompt'> = { ...modelSettings };
  if (tools.length > 0) call.tools = tools;
  if (toolChoice !== undefined) call.toolChoice = toolChoice;
  if (responseFormat !== undefined) call.responseFormat = responseFormat;
  if (settings.providerOptions !== undefined) call.providerOptions = settings.providerOptions;
  if (headers !== undefined) call.headers = headers;
  return { call, forProcessors: callOptionsForProcessors(call) };
}
