export { PROCESSOR_HOOKS, type ProcessorHookName } from './hook-name.js';
export type {
  Processor,
  InputProcessor,
  OutputProcessor,
  ErrorProcessor,
  MaybePromise,
} from './processor.js';
export type {
  HookContext,
  ProcessorState,
  AbortFunction,
  ViolationReport,
} from './hooks/hook-context.js';
export type {
  ProcessInputArgs,
  ProcessInputResult,
  MessagesWithSystemMessages,
} from './hooks/process-input.js';
export type {
  ProcessInputStepArgs,
  ProcessInputStepResult,
  ProcessInputStepReturn,
} from './hooks/process-input-step.js';
export type {
  ProcessLLMRequestArgs,
  ProcessLLMRequestResult,
  LLMRequestCallOptions,
} from './hooks/process-llm-request.js';
export type { CachedLLMResponse, CachedLLMStepChunk } from './hooks/cached-response.js';
export type {
  ProcessLLMResponseArgs,
  ProcessLLMResponseResult,
  StepOutcome,
} from './hooks/process-llm-response.js';
export type { ProcessAPIErrorArgs, ProcessAPIErrorResult } from './hooks/process-api-error.js';
export type {
  ProcessOutputStreamArgs,
  ProcessOutputStreamResult,
} from './hooks/process-output-stream.js';
export type { ProcessOutputStepArgs, ProcessorMessageResult } from './hooks/process-output-step.js';
export type { ProcessToolResultArgs } from './hooks/process-tool-result.js';
export type { ProcessOutputResultArgs, OutputResult } from './hooks/process-output-result.js';
export { TripWire, type TripWireOptions } from './trip-wire.js';
export { ProcessorError } from './processor-error.js';
export { ProcessorContractError } from './processor-contract-error.js';
export type { ProcessorViolation, ViolationAction } from './violation.js';
export { RequestContext } from '../contract/request-context.js';
export type { TracingContext } from './tracing-context.js';
export type { ProcessorStreamWriter, StreamWriterOptions } from '../contract/stream-writer.js';
export { TRACER_NAME, type ProcessorWarning } from './runner/index.js';
export {
  parallel,
  withTimeout,
  ParallelGroupError,
  ProcessorTimeoutError,
  type ParallelProcessor,
  type TimeoutBehaviour,
  type WithTimeoutOptions,
  type ParallelGroupErrorCode,
  type ParallelGroupErrorOptions,
} from './combinators/index.js';
