export type { ToolSet } from '../contract/tool-set.js';
export {
  createTool,
  type CreateToolOptions,
  type SluiceTool,
  type ToolExecutionContext,
} from './create-tool.js';
