/** The nine processor hooks, in the order they first run in a request. */
export const PROCESSOR_HOOKS = [
  'processInput',
  'processInputStep',
  'processLLMRequest',
  'processAPIError',
  'processOutputStream',
  'processLLMResponse',
  'processOutputStep',
  'processToolResult',
  'processOutputResult',
] as const;

/** The name of one processor hook. */
export type ProcessorHookName = (typeof PROCESSOR_HOOKS)[number];
