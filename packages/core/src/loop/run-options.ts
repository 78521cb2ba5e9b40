import type { Tracer } from '@opentelemetry/api';
import type { StopCondition } from '../contract/stop-condition.js';
import type { MessageList, MessageInput } from '../messages/message-list.js';
import type { SystemMessage } from '../messages/system-message.js';
import type {
  ModelSettings,
  ProviderOptions,
  SluiceLanguageModel,
  ToolChoice,
} from '../contract/language-model.js';
import type { MemoryStorage } from '../memory/memory-storage.js';
import type { Processor } from '../processors/processor.js';
import type { RequestContext } from '../contract/request-context.js';
import type { ToolSet } from '../contract/tool-set.js';
import type { StepResult } from '../contract/step-result.js';
import type { StructuredOutputOptions } from '../contract/structured-output.js';

/** What `prepareStep` receives (after the step's `processInputStep` processors). */
export interface PrepareStepOptions {
  stepNumber: number;
  steps: StepResult[];
  model: SluiceLanguageModel;
  messageList: MessageList;
  requestContext: RequestContext;
  toolChoice: ToolChoice | undefined;
  activeTools: string[] | undefined;
}

/** What `prepareStep` may change for the step (a model may be an id). */
export interface PrepareStepResult {
  model?: SluiceLanguageModel | string;
  toolChoice?: ToolChoice;
  activeTools?: string[];
  tools?: ToolSet;
  providerOptions?: ProviderOptions;
  modelSettings?: ModelSettings;
  structuredOutput?: StructuredOutputOptions;
  /** Replaces the untagged system messages for this step. */
  system?: string | SystemMessage[];
}

/** A per-step callback run after `processInputStep`, before prompt conversion. */
export type PrepareStepFunction = (
  options: PrepareStepOptions,
) => PrepareStepResult | undefined | void | Promise<PrepareStepResult | undefined | void>;

/** Everything one run needs, resolved from the agent's config and the call's options. @internal */
export interface RunOptions {
  runId: string;
  input: MessageInput | MessageInput[];
  instructions: string | SystemMessage | (string | SystemMessage)[] | undefined;
  model: SluiceLanguageModel;
  resolveModel: (model: SluiceLanguageModel | string) => SluiceLanguageModel;
  tools: ToolSet;
  inputProcessors: Processor[];
  outputProcessors: Processor[];
  errorProcessors: Processor[];
  /** Resolved: 0 when retries are not allowed. */
  maxProcessorRetries: number;
  maxSteps: number;
  /** Conditions checked after each step that would continue (empty: only `maxSteps`). */
  stopWhen: StopCondition[];
  /** Tool calls of one step running at once (`Infinity`: all). */
  toolConcurrency: number;
  /** Retries of retryable provider errors. */
  maxRetries: number;
  /** First backoff delay; doubles on each retry. */
  retryDelayMs: number;
  toolChoice: ToolChoice | undefined;
  activeTools: string[] | undefined;
  modelSettings: ModelSettings;
  providerOptions: ProviderOptions | undefined;
  structuredOutput: StructuredOutputOptions | undefined;
  prepareStep: PrepareStepFunction | undefined;
  requestContext: RequestContext;
  abortSignal: AbortSignal | undefined;
  memory:
    | { storage: MemoryStorage; lastMessages: number; threadId: string; resourceId: string | undefined }
    | undefined;
  tracer: Tracer | undefined;
}
