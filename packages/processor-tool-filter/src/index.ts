export { ToolCallFilter } from './tool-call-filter.js';
export { ToolFilterOptionsError } from './tool-filter-options-error.js';
export {
  toolCallFilterOptionsSchema,
  type ToolCallFilterOptions,
  type ResolvedToolCallFilterOptions,
  type RemovedToolCall,
} from './options.js';
export { summarizeToolCall } from './summarize.js';
export type { FilterResult } from './filter-prompt.js';
