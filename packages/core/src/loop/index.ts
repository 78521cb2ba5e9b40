export type {
  FinishReason,
  Usage,
  ToolCallInfo,
  ToolResultInfo,
  StepResult,
} from '../contract/step-result.js';
export type { StructuredOutputOptions } from '../contract/structured-output.js';
export type { PrepareStepFunction, PrepareStepOptions, PrepareStepResult } from './run-options.js';
export { StructuredOutputError } from './structured-output-error.js';
export { ModelStreamError } from '../model-call/model-stream-error.js';
