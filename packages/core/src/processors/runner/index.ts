export { ProcessorRunner, type ProcessorRunnerOptions } from './processor-runner.js';
export { abortReason } from '../../errors/to-error.js';
export { SKIPPED } from './skipped.js';
export type { ProcessorWarning } from './processor-warning.js';
export type { StepSettings, InputStepPhaseOptions } from './step-settings.js';
export type {
  LLMRequestPhaseOptions,
  LLMRequestPhaseResult,
  LLMResponsePhaseOptions,
  APIErrorPhaseOptions,
} from './model-phase.js';
export type {
  OutputStepPhaseOptions,
  ToolResultPhaseOptions,
  OutputResultPhaseOptions,
} from './output-phase.js';
export { OutputStreamChain } from './output-stream-chain.js';
export { callOptionsForProcessors } from './call-options-for-processors.js';
export { replaceScope, upsertMessages } from './reconcile-messages.js';
export { TRACER_NAME } from './hook-tracing.js';
