import type { ChunkType } from '../../contract/chunk-type.js';
import type { RequestContext } from '../../contract/request-context.js';
import type { MessageList } from '../../messages/message-list.js';
import type { ProcessorState, ViolationReport } from '../hooks/hook-context.js';
import type { ProcessorHookName } from '../hook-name.js';
import type { Processor } from '../processor.js';
import type { ProcessorViolation } from '../violation.js';
import { HookExecutor, type ProcessorRunnerOptions } from './hook-executor.js';
import { runProcessInput, runProcessInputStep } from './input-phase.js';
import {
  runProcessAPIError,
  runProcessLLMRequest,
  runProcessLLMResponse,
  type APIErrorPhaseOptions,
  type LLMRequestPhaseOptions,
  type LLMRequestPhaseResult,
  type LLMResponsePhaseOptions,
} from './model-phase.js';
import {
  runProcessOutputResult,
  runProcessOutputStep,
  runProcessToolResult,
  type OutputResultPhaseOptions,
  type OutputStepPhaseOptions,
  type ToolResultPhaseOptions,
} from './output-phase.js';
import { OutputStreamChain } from './output-stream-chain.js';
import type { ProcessorWarning } from './processor-warning.js';
import { SKIPPED } from './skipped.js';
import type { InputStepPhaseOptions, StepSettings } from './step-settings.js';

export { SKIPPED };
export type { ProcessorRunnerOptions };

/**
 * Runs processor hooks for one request: the single executor every hook of every processor goes
 * through, in array order, sequentially. It owns the request's per-processor `state` (keyed by
 * processor id), `retryCount`, tracing spans (one per hook invocation), violations and warnings,
 * and applies the contract's failure rules:
 *
 * - `abort()` throws a {@link TripWire} (with the processor id); `onViolation` runs first (errors swallowed).
 * - any other throw becomes a {@link ProcessorError} naming processor and hook, unless the processor
 *   sets `failOpen: true`, in which case its result is skipped and a warning and violation recorded.
 * - a return of the wrong shape is a {@link ProcessorContractError} saying what was expected.
 * - once `abortSignal` fires, no hook starts and a running one is abandoned (the signal's reason is thrown).
 *
 * The phase methods (`processInput`, `processInputStep`, ..., `createOutputStream`) run a whole
 * processor list for one hook and apply the results to the `MessageList`; hosts other than `Agent`
 * (the conformance kit, the AI SDK middleware) drive processors through them. The hook executor
 * behind them is private to the runner: only the phases receive it.
 *
 * @example
 * const runner = new ProcessorRunner({ requestContext });
 * runner.register([...inputProcessors, ...outputProcessors]);
 * await runner.processInput(inputProcessors, { messageList });
 */
export class ProcessorRunner {
  /** Id of the run. */
  readonly runId: string;
  readonly requestContext: RequestContext;
  readonly abortSignal: AbortSignal;
  /** Every violation recorded in this request, in order. */
  readonly violations: ProcessorViolation[];
  /** Every warning recorded in this request, in order. */
  readonly warnings: ProcessorWarning[];
  readonly #executor: HookExecutor;

  constructor(options: ProcessorRunnerOptions = {}) {
    const executor = new HookExecutor(options);
    this.#executor = executor;
    this.runId = executor.runId;
    this.requestContext = executor.requestContext;
    this.abortSignal = executor.abortSignal;
    this.violations = executor.violations;
    this.warnings = executor.warnings;
  }

  /** Processor-requested retries so far in this request; hosts increment it on each retry. */
  get retryCount(): number {
    return this.#executor.retryCount;
  }

  set retryCount(value: number) {
    this.#executor.retryCount = value;
  }

  /**
   * Takes a retry a processor asked for (`{ retry: true }` from `processAPIError`, or a `TripWire`
   * with `retry`): counts it and returns true while fewer than `maxRetries` were taken in this
   * request; otherwise records a warning naming the processor and the hook, and returns false (the
   * host then gives up: it rethrows the error, or blocks). Every host applies this one rule.
   */
  takeRetry(request: { processorId: string; hook: ProcessorHookName; maxRetries: number }): boolean {
    if (this.#executor.retryCount >= request.maxRetries) {
      this.#executor.warn({
        processorId: request.processorId,
        hook: request.hook,
        message: `retry requested but maxProcessorRetries (${request.maxRetries}) is reached`,
      });
      return false;
    }
    this.#executor.retryCount++;
    return true;
  }

  /** Current step number, recorded on spans; hosts set it. */
  get stepNumber(): number | undefined {
    return this.#executor.stepNumber;
  }

  set stepNumber(value: number | undefined) {
    this.#executor.stepNumber = value;
  }

  /**
   * Registers processors (all the arrays of the request, in order). Records each one's position in
   * the combined list (first occurrence; traced as `sluice.processor.index`) in the runner's own
   * bookkeeping, never on the processor, so frozen processors and instances shared by concurrent
   * requests work. Checks ids: one id may appear several times as the same instance or as instances
   * of one class (they share state), never as two different classes.
   *
   * @throws ProcessorContractError for a missing id or two classes sharing an id.
   */
  register(processors: readonly Processor[]): void {
    this.#executor.slots.register(processors);
  }

  /** The state object of the processor with this id in this request (created on first use). */
  stateOf(processorId: string): ProcessorState {
    return this.#executor.slots.stateOf(processorId);
  }

  /**
   * Runs one hook of one processor with `args` (the hook-specific arguments; the runner adds the
   * `HookContext` fields) and returns its raw result, or {@link SKIPPED} when a fail-open processor
   * threw. Results are not applied; use the phase methods for that.
   */
  async runHook(
    processor: Processor,
    hook: ProcessorHookName,
    args: Record<string, unknown>,
  ): Promise<unknown> {
    const executor = this.#executor;
    const slot = executor.slot(processor);
    return await executor.execute(slot, hook, { ...args, ...executor.context(slot) });
  }

  /** Runs `processInput` of each processor in order; arrays replace the input messages. */
  processInput(processors: readonly Processor[], options: { messageList: MessageList }): Promise<void> {
    return runProcessInput(this.#executor, processors, options.messageList);
  }

  /** Runs `processInputStep` in order, chaining step settings; returns the final settings. */
  processInputStep(processors: readonly Processor[], options: InputStepPhaseOptions): Promise<StepSettings> {
    return runProcessInputStep(this.#executor, processors, options);
  }

  /** Runs `processLLMRequest` in order; returns the prompt to send or a response to replay. */
  processLLMRequest(processors: readonly Processor[], options: LLMRequestPhaseOptions): Promise<LLMRequestPhaseResult> {
    return runProcessLLMRequest(this.#executor, processors, options);
  }

  /** Runs `processLLMResponse` in order. */
  processLLMResponse(processors: readonly Processor[], options: LLMResponsePhaseOptions): Promise<void> {
    return runProcessLLMResponse(this.#executor, processors, options);
  }

  /** Runs `processAPIError` in order; true when a processor asked for a retry. */
  processAPIError(processors: readonly Processor[], options: APIErrorPhaseOptions): Promise<boolean> {
    return runProcessAPIError(this.#executor, processors, options);
  }

  /** A chain that runs `processOutputStream` over each pushed chunk and hands survivors to `sink`. */
  createOutputStream(
    processors: readonly Processor[],
    options: { messageList: MessageList; sink: (chunk: ChunkType) => void },
  ): OutputStreamChain {
    return new OutputStreamChain(this.#executor, processors, options.messageList, options.sink);
  }

  /** Runs `processOutputStep` in order; returned messages are upserted. */
  processOutputStep(processors: readonly Processor[], options: OutputStepPhaseOptions): Promise<void> {
    return runProcessOutputStep(this.#executor, processors, options);
  }

  /** Runs `processToolResult` in order; returns the (possibly replaced) tool result. */
  processToolResult(processors: readonly Processor[], options: ToolResultPhaseOptions): Promise<unknown> {
    return runProcessToolResult(this.#executor, processors, options);
  }

  /** Runs `processOutputResult` in order; returned messages are upserted. */
  processOutputResult(processors: readonly Processor[], options: OutputResultPhaseOptions): Promise<void> {
    return runProcessOutputResult(this.#executor, processors, options);
  }

  /** True once {@link ProcessorRunner.settle} was called. */
  get settled(): boolean {
    return this.#executor.settled;
  }

  /**
   * Marks the request as settled: its result has been handed out, so `violations` and `warnings`
   * are final. A violation reported later (from a callback that outlived the run, such as a
   * `stepOutcome.then`) or a later warning is ignored: it changes nothing and calls no callback.
   * Hosts call it once they settle the result; `Agent` does.
   */
  settle(): void {
    this.#executor.settled = true;
  }

  /** Records a warning (ignored once the request settled); hosts record their own (impossible retries). */
  warn(warning: ProcessorWarning): void {
    this.#executor.warn(warning);
  }

  /**
   * Records a violation and calls the processor's and the runner's callbacks (errors swallowed).
   * Ignored once the request settled (see {@link ProcessorRunner.settle}).
   */
  violation(processor: Processor, hook: ProcessorHookName, report: ViolationReport): Promise<void> {
    return this.#executor.violation(processor, hook, report);
  }
}
