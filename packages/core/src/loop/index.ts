export type {
  FinishReason,
  Usage,
  ToolCallInfo,
  ToolResultInfo,
  StepResult,
} from './step-result.js';
export type { StructuredOutputOptions } from './structured-output.js';
