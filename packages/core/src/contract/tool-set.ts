import type { ToolSet as AiSdkToolSet } from 'ai';

/**
 * The tools of an agent, keyed by tool name: tools made with `createTool` or AI SDK `tool()`
 * objects, accepted as they are.
 */
export type ToolSet = AiSdkToolSet;
