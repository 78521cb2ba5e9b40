// `@sluice/core/host`: the entry for whoever runs processors (issue #20). Agent users and processor
// authors import `@sluice/core`; a host (the AI SDK middleware, the conformance kit, a framework of
// your own) drives processors through the runner, the output stream chain and the phase options here.
export {
  ProcessorRunner,
  OutputStreamChain,
  SKIPPED,
  callOptionsForProcessors,
  type ProcessorRunnerOptions,
  type StepSettings,
  type InputStepPhaseOptions,
  type LLMRequestPhaseOptions,
  type LLMRequestPhaseResult,
  type LLMResponsePhaseOptions,
  type APIErrorPhaseOptions,
  type OutputStepPhaseOptions,
  type ToolResultPhaseOptions,
  type OutputResultPhaseOptions,
} from './processors/runner/index.js';
// The model vocabulary a V3 host translates with, each table once beside its inverse.
export { chunkToModelPart } from './stream/chunk-to-model-part.js';
export { recordedChunkOf, runChunkOf } from './stream/recorded-chunk.js';
export { replayRecorded, type ReplayTarget } from './stream/replay-recorded.js';
export { recordedFinishChunk, finishPartOf, type FinishPart } from './stream/recorded-finish.js';
export { usageFromModel, usageToModel } from './model/model-usage.js';
// The one model-call engine (model-call/): every host runs a model call through these, so that
// `processLLMRequest`, replay-or-call, the part pump and `processAPIError` retries exist once.
export {
  openModelCall,
  pumpModelParts,
  replayModelParts,
  retryAfterAPIError,
  type ModelCallSource,
  type OpenModelCallOptions,
  type ModelPart,
  type ModelPartSink,
  type ModelPartSource,
} from './model-call/index.js';
