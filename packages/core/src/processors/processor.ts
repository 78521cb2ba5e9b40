import type { ProcessAPIErrorArgs, ProcessAPIErrorResult } from './hooks/process-api-error.js';
import type { ProcessInputArgs, ProcessInputResult } from './hooks/process-input.js';
import type { ProcessInputStepArgs, ProcessInputStepReturn } from './hooks/process-input-step.js';
import type { ProcessLLMRequestArgs, ProcessLLMRequestResult } from './hooks/process-llm-request.js';
import type {
  ProcessLLMResponseArgs,
  ProcessLLMResponseResult,
} from './hooks/process-llm-response.js';
import type {
  ProcessOutputResultArgs,
} from './hooks/process-output-result.js';
import type { MessagesWithSystemMessages } from './hooks/process-input.js';
import type { ProcessOutputStepArgs, ProcessorMessageResult } from './hooks/process-output-step.js';
import type {
  ProcessOutputStreamArgs,
  ProcessOutputStreamResult,
} from './hooks/process-output-stream.js';
import type { ProcessToolResultArgs } from './hooks/process-tool-result.js';
import type { ProcessorState } from './hooks/hook-context.js';
import type { ProcessorViolation } from './violation.js';

/** A value or a promise of it. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * A processor: a unit that hooks into the stages of an agent's run. Implement any of the nine hooks;
 * each runs through the same runner, in array order. See the hook reference for when each runs and
 * what it may return.
 *
 * @example
 * class Lowercase implements Processor {
 *   readonly id = 'lowercase';
 *   processInput({ messages }: ProcessInputArgs) {
 *     return messages.map((m) => ({ ...m, content: { ...m.content, parts: m.content.parts.map(
 *       (p) => (p.type === 'text' ? { ...p, text: p.text.toLowerCase() } : p)) } }));
 *   }
 * }
 */
export interface Processor<TId extends string = string, TState extends object = ProcessorState> {
  /** Unique id; keys the processor's state and names it in errors and traces. */
  readonly id: TId;
  /** Display name. @default id */
  readonly name?: string;
  /** Human-readable description for traces and the catalog. */
  readonly description?: string;
  /**
   * Not read or written by the runtime: the runner keeps each processor's position in its own
   * per-request bookkeeping (traced as `sluice.processor.index`), so a processor may be frozen or
   * shared by concurrent runs.
   * @deprecated Never set; kept so that existing processor objects still type-check.
   */
  processorIndex?: number;
  /**
   * Asks for idle ticks: while a text part is open and the model has been silent for this many
   * milliseconds, the runner pushes an empty `text-delta` of that part through `processOutputStream`
   * (repeated every period of silence), so a processor holding text (a batcher's timer) can release
   * it without waiting for the next chunk. The smallest value among the output processors is used.
   * @default undefined (no ticks)
   */
  readonly streamIdleTickMs?: number;
  /** When true, `processOutputStream` also receives `data-*` chunks. @default false */
  processDataParts?: boolean;
  /**
   * When true, a throw from this processor's hooks is recorded (warning + violation) and its result
   * skipped instead of failing the run. @default false (fail closed)
   */
  failOpen?: boolean;
  /**
   * When true, the processor promises never to transform: each hook only passes (returns nothing,
   * or what it received unchanged: the same messages, the same `MessageList`, the same `part`),
   * aborts, or reports violations and data. Only read-only processors may join a `parallel()`
   * group; the group checks the promise at build time and each result at run time. @default false
   */
  readonly readOnly?: boolean;
  /** Called for every violation this processor reports or aborts with; its errors are swallowed. */
  onViolation?: (violation: ProcessorViolation) => void | Promise<void>;

  /** Once, before the loop: validate or transform the input. */
  processInput?(args: ProcessInputArgs<TState>): MaybePromise<ProcessInputResult>;
  /** Each step, before `prepareStep` and the model call: change messages, model, tools, settings. */
  processInputStep?(args: ProcessInputStepArgs<TState>): MaybePromise<ProcessInputStepReturn>;
  /** Each model call, after prompt conversion: rewrite the prompt or answer from a cache. */
  processLLMRequest?(args: ProcessLLMRequestArgs<TState>): MaybePromise<ProcessLLMRequestResult>;
  /** After each model call's chunks are collected (also after a cache replay). */
  processLLMResponse?(args: ProcessLLMResponseArgs<TState>): MaybePromise<ProcessLLMResponseResult>;
  /** When the provider rejects a call (error processors): fix the request and ask for a retry. */
  processAPIError?(args: ProcessAPIErrorArgs<TState>): MaybePromise<ProcessAPIErrorResult>;
  /** Each streamed chunk, in order: pass, replace, drop, hold back or release chunks. */
  processOutputStream?(args: ProcessOutputStreamArgs<TState>): MaybePromise<ProcessOutputStreamResult>;
  /** After each model response, before tools: check the step, retry it with feedback. */
  processOutputStep?(args: ProcessOutputStepArgs<TState>): MaybePromise<ProcessorMessageResult>;
  /** After each successful tool execution, before its result joins the list. */
  processToolResult?(args: ProcessToolResultArgs<TState>): MaybePromise<ProcessorMessageResult>;
  /** Once, after the last step: post-process the final response. */
  processOutputResult?(
    args: ProcessOutputResultArgs<TState>,
  ): MaybePromise<ProcessorMessageResult | MessagesWithSystemMessages>;
}

type WithHook<P, K extends keyof P> = P & { [H in K]-?: NonNullable<P[H]> };

/**
 * A processor for `inputProcessors`: it must implement at least one of `processInput`,
 * `processInputStep`, `processLLMRequest` or `processLLMResponse`.
 */
export type InputProcessor<
  TId extends string = string,
  TState extends object = ProcessorState,
> =
  | WithHook<Processor<TId, TState>, 'processInput'>
  | WithHook<Processor<TId, TState>, 'processInputStep'>
  | WithHook<Processor<TId, TState>, 'processLLMRequest'>
  | WithHook<Processor<TId, TState>, 'processLLMResponse'>;

/**
 * A processor for `outputProcessors`: it must implement at least one of `processOutputStream`,
 * `processOutputStep`, `processToolResult` or `processOutputResult`.
 */
export type OutputProcessor<
  TId extends string = string,
  TState extends object = ProcessorState,
> =
  | WithHook<Processor<TId, TState>, 'processOutputStream'>
  | WithHook<Processor<TId, TState>, 'processOutputStep'>
  | WithHook<Processor<TId, TState>, 'processToolResult'>
  | WithHook<Processor<TId, TState>, 'processOutputResult'>;

/** A processor for `errorProcessors`: it must implement `processAPIError`. */
export type ErrorProcessor<
  TId extends string = string,
  TState extends object = ProcessorState,
> = WithHook<Processor<TId, TState>, 'processAPIError'>;
