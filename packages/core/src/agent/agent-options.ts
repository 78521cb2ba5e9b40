import type { Tracer } from '@opentelemetry/api';
import type { PrepareStepFunction } from '../loop/run-options.js';
import type { StructuredOutputOptions } from '../contract/structured-output.js';
import type { AgentMemoryOptions, MemoryCallOptions } from '../memory/memory-storage.js';
import type { SystemMessage } from '../messages/system-message.js';
import type {
  ModelResolver,
  ModelSettings,
  ProviderOptions,
  SluiceLanguageModel,
  ToolChoice,
} from '../contract/language-model.js';
import type { Processor } from '../processors/processor.js';
import type { RequestContext } from '../contract/request-context.js';
import type { StopCondition } from '../contract/stop-condition.js';
import type { ToolSet } from '../contract/tool-set.js';

/** A processor array, or a function building it per request from the request's context. */
export type ProcessorList =
  | readonly Processor[]
  | ((options: { requestContext: RequestContext }) => readonly Processor[] | Promise<readonly Processor[]>);

/** Options of `new Agent()`. Unknown keys and values of the wrong type throw an `AgentOptionsError`. */
export interface AgentOptions {
  /** Agent id (recorded on traces). */
  id: string;
  name?: string;
  /** System instructions, first in every prompt. */
  instructions?: string | SystemMessage | (string | SystemMessage)[];
  /** An AI SDK LanguageModelV3 / V2 object, or an id resolved through `models`. */
  model: SluiceLanguageModel | string;
  /** Resolves model ids: `(id) => model` or any object with `languageModel(id)` (an AI SDK provider registry). */
  models?: ModelResolver;
  /** Tools by name: `createTool()` tools or AI SDK `tool()` objects. */
  tools?: ToolSet;
  inputProcessors?: ProcessorList;
  outputProcessors?: ProcessorList;
  errorProcessors?: ProcessorList;
  /**
   * Processor-requested retries allowed per request.
   * @default 0, or 10 when `errorProcessors` is set or any processor implements `processAPIError`
   */
  maxProcessorRetries?: number;
  /** Maximum model calls per request (a step per call; tool results trigger the next). @default 5 */
  maxSteps?: number;
  /**
   * Stops the loop after a step when a condition holds (any of an array), beside `maxSteps`:
   * the run stops at whichever comes first. @default none (only `maxSteps`)
   */
  stopWhen?: StopCondition | StopCondition[];
  /**
   * How many tool calls of one step run at once; `1` runs them one after another.
   * @default Infinity (every call of a step starts at once, like the AI SDK)
   */
  toolConcurrency?: number;
  memory?: AgentMemoryOptions;
  /** Default model settings; `maxRetries` (default 2) retries retryable provider errors. */
  modelSettings?: ModelSettings;
  /** First delay of the exponential backoff between provider retries, in ms. @default 1000 */
  retryDelayMs?: number;
  /** Tracer for the hook spans. @default the global `@sluice/core` tracer */
  tracer?: Tracer;
}

/** Options of `agent.generate()` / `agent.stream()`, validated like the agent's (`AgentOptionsError`). */
export interface AgentCallOptions<TObject = unknown> {
  /** Replace the agent's arrays for this call. */
  inputProcessors?: ProcessorList;
  outputProcessors?: ProcessorList;
  errorProcessors?: ProcessorList;
  maxProcessorRetries?: number;
  requestContext?: RequestContext;
  abortSignal?: AbortSignal;
  /** The thread (and resource) this call belongs to; needs the agent's `memory`. */
  memory?: MemoryCallOptions;
  maxSteps?: number;
  /** Replaces the agent's `stopWhen` for this call. */
  stopWhen?: StopCondition | StopCondition[];
  /** Replaces the agent's `toolConcurrency` for this call. */
  toolConcurrency?: number;
  toolChoice?: ToolChoice;
  activeTools?: string[];
  /** Merged over the agent's `modelSettings`. */
  modelSettings?: ModelSettings;
  providerOptions?: ProviderOptions;
  /** Ask for an object matching a zod schema (the result's `object`). */
  structuredOutput?: StructuredOutputOptions<TObject>;
  prepareStep?: PrepareStepFunction;
  /** Extra system instructions for this call, after the agent's. */
  instructions?: string | SystemMessage | (string | SystemMessage)[];
}
