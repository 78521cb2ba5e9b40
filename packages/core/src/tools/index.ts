export type { ToolSet } from './tool-set.js';
export {
  createTool,
  type CreateToolOptions,
  type SluiceTool,
  type ToolExecutionContext,
} from './create-tool.js';
