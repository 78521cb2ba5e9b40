export { ScriptedModel } from './model/scripted-model.js';
export { ScriptedModelV2 } from './model/scripted-model-v2.js';
export { providerError } from './model/provider-error.js';
export { splitWords } from './model/split-words.js';
export type {
  ScriptedCall,
  ScriptedFailure,
  ScriptedFinishReason,
  ScriptedModelOptions,
  ScriptedParts,
  ScriptedProviderError,
  ScriptedResponse,
  ScriptedStep,
  ScriptedStepFunction,
  ScriptedToolCall,
  ScriptedUsage,
} from './model/script.js';
export { ScriptExhaustedError } from './errors/script-exhausted-error.js';
export { SuiteOptionsError } from './errors/suite-options-error.js';
export {
  createHookContext,
  type HookContextOptions,
  type TestHookContext,
} from './hooks/create-hook-context.js';
export { makeChunk, TEST_RUN_ID } from './chunks/make-chunk.js';
export {
  collectText,
  reasoningChunks,
  splitText,
  textChunks,
  textStreamChunks,
  type TextChunksOptions,
  type TextSplits,
} from './chunks/text-chunks.js';
export { readAll } from './streams/read-all.js';
export { SeededRandom } from './random/seeded-random.js';
export {
  runOutputStream,
  type RunOutputStreamOptions,
  type RunOutputStreamResult,
} from './driver/run-output-stream.js';
export {
  toolResultCall,
  type ToolResultCall,
  type ToolResultCallArgs,
  type ToolResultCallOptions,
} from './driver/tool-result-call.js';
export { processorSuite } from './suite/processor-suite.js';
export { runProcessorSuite, type CheckResult } from './suite/run-processor-suite.js';
export { ConformanceError } from './suite/conformance-error.js';
export { HookTimeoutError } from './suite/hook-timeout-error.js';
export { measureAddedLatency, type LatencyFigures } from './suite/latency.js';
export type {
  CatalogEntry,
  CreateEnvironment,
  DescribeFunction,
  ItFunction,
  ProcessorPackageJson,
  ProcessorSuiteOptions,
  ProcessorSupports,
  SuiteFixtures,
  TestBody,
} from './suite/suite-options.js';
export { storageSuite } from './storage/storage-suite.js';
export type { StorageSuiteOptions, StorageSupports } from './storage/storage-suite-options.js';
export { hostSuite } from './host/host-suite.js';
export type { HostSuiteOptions } from './host/host-suite-context.js';
export { agentHost } from './host/agent-host.js';
export type { HostAdapter, HostRunOptions, HostRunResult } from './host/host-adapter.js';
