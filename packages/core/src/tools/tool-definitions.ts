import type { LanguageModelV3FunctionTool, LanguageModelV3ProviderTool } from '@ai-sdk/provider';
import { asSchema } from '@ai-sdk/provider-utils';
import type { ToolSet } from '../contract/tool-set.js';

/** The tool definitions sent to the model: the active tools of `tools` (all when `activeTools` is unset). */
export async function toolDefinitions(
  tools: ToolSet,
  activeTools: readonly string[] | undefined,
): Promise<(LanguageModelV3FunctionTool | LanguageModelV3ProviderTool)[]> {
  const active = activeTools === undefined ? undefined : new Set(activeTools);
  const definitions: (LanguageModelV3FunctionTool | LanguageModelV3ProviderTool)[] = [];
  for (const [name, tool] of Object.entries(tools)) {
    if (active !== undefined && !active.has(name)) continue;
    const t = tool as { type?: string; id?: string; args?: Record<string, unknown> };
    if (t.type === 'provider' && typeof t.id === 'string') {
      definitions.push({ type: 'provider', id: t.id as `${string}.${string}`, name, args: t.args ?? {} });
      continue;
    }
    const definition: LanguageModelV3FunctionTool = {
      type: 'function',
      name,
      inputSchema: await asSchema(tool.inputSchema).jsonSchema,
    };
    if (tool.description !== undefined) definition.description = tool.description;
    if (tool.providerOptions !== undefined) definition.providerOptions = tool.providerOptions;
    definitions.push(definition);
  }
  return definitions;
}
