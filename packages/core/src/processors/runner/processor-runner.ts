import type { Span, Tracer } from '@opentelemetry/api';
import { findMember, violationReporter } from '../combinators/combinator-marker.js';
import { isDataChunk, type DataChunk } from '../../contract/chunk-type.js';
import type { AbortFunction, HookContext, ProcessorState, ViolationReport } from '../hooks/hook-context.js';
import type { ProcessorHookName } from '../hook-name.js';
import type { Processor } from '../processor.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { ProcessorError } from '../processor-error.js';
import { RequestContext } from '../../contract/request-context.js';
import type { ProcessorStreamWriter, StreamWriterOptions } from '../../contract/stream-writer.js';
import { TripWire } from '../trip-wire.js';
import type { ProcessorViolation } from '../violation.js';
import { defaultTracer, endHookSpan, startHookSpan } from './hook-tracing.js';
import type { ProcessorWarning } from './processor-warning.js';
import { describeValue } from './describe-value.js';
import { abortReason, toError } from '../../errors/to-error.js';
import { SKIPPED } from './skipped.js';
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
import type { InputStepPhaseOptions, StepSettings } from './step-settings.js';
import type { MessageList } from '../../messages/message-list.js';
import type { ChunkType } from '../../contract/chunk-type.js';

export { SKIPPED };

/** Options of a `ProcessorRunner` (one runner per request). */
export interface ProcessorRunnerOptions {
  /** Id of the run, recorded on spans and chunks. @default a random UUID */
  runId?: string;
  /** The request's context, passed to every hook. @default an empty `RequestContext` */
  requestContext?: RequestContext;
  /** Cancels the request: hooks are not started after it fires and running ones are abandoned. */
  abortSignal?: AbortSignal;
  /** Tracer for the hook spans. @default the global `@sluice/core` tracer (a no-op unless registered) */
  tracer?: Tracer;
  /** Receives every `writer.custom()` chunk a processor emits, with who emitted it. */
  onData?: (chunk: DataChunk, emitter: { processor: Processor; hook: ProcessorHookName }) => void | Promise<void>;
  /** Called for every violation (aborts and reported ones) after the processor's own `onViolation`; errors swallowed. */
  onViolation?: (violation: ProcessorViolation) => void | Promise<void>;
  /** Called for every warning (fail-open throws, impossible retries). */
  onWarning?: (warning: ProcessorWarning) => void;
}

/** The runner's per-processor record for one request. @internal */
export interface ProcessorSlot {
  readonly processor: Processor;
  /** Position in the request's combined processor list (first registration); never written onto the processor. */
  readonly index: number;
  readonly state: ProcessorState;
  readonly abort: AbortFunction;
  readonly writer: ProcessorStreamWriter;
  readonly reportViolation: (report: ViolationReport) => Promise<void>;
  /** The hook currently running (for `reportViolation` and the writer). */
  hook: ProcessorHookName;
}

interface StateEntry {
  state: ProcessorState;
  processor: Processor | undefined;
}

const NEVER_ABORTED = new AbortController().signal;

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
 * (the conformance kit, the AI SDK middleware) drive processors through them.
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
  /** Processor-requested retries so far in this request; hosts increment it on each retry. */
  retryCount = 0;
  /** Current step number, recorded on spans; hosts set it. */
  stepNumber: number | undefined;
  /** Every violation recorded in this request, in order. */
  readonly violations: ProcessorViolation[] = [];
  /** Every warning recorded in this request, in order. */
  readonly warnings: ProcessorWarning[] = [];
  readonly #tracer: Tracer | undefined;
  readonly #options: ProcessorRunnerOptions;
  readonly #states = new Map<string, StateEntry>();
  readonly #slots = new WeakMap<Processor, ProcessorSlot>();
  readonly #reported = new WeakSet<object>();
  #abortPromise: Promise<never> | undefined;
  #nextIndex = 0;
  #settled = false;

  constructor(options: ProcessorRunnerOptions = {}) {
    this.#options = options;
    this.runId = options.runId ?? crypto.randomUUID();
    this.requestContext = options.requestContext ?? new RequestContext();
    this.abortSignal = options.abortSignal ?? NEVER_ABORTED;
    this.#tracer = options.tracer ?? defaultTracer();
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
    for (const processor of processors) {
      this.#slot(processor);
      this.#nextIndex++;
    }
  }

  /** The state object of the processor with this id in this request (created on first use). */
  stateOf(processorId: string): ProcessorState {
    const entry = this.#states.get(processorId);
    if (entry !== undefined) return entry.state;
    const state: ProcessorState = {};
    this.#states.set(processorId, { state, processor: undefined });
    return state;
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
    const slot = this.#slot(processor);
    return await this.execute(slot, hook, { ...args, ...this.context(slot) });
  }

  /** Runs `processInput` of each processor in order; arrays replace the input messages. */
  processInput(processors: readonly Processor[], options: { messageList: MessageList }): Promise<void> {
    return runProcessInput(this, processors, options.messageList);
  }

  /** Runs `processInputStep` in order, chaining step settings; returns the final settings. */
  processInputStep(processors: readonly Processor[], options: InputStepPhaseOptions): Promise<StepSettings> {
    return runProcessInputStep(this, processors, options);
  }

  /** Runs `processLLMRequest` in order; returns the prompt to send or a response to replay. */
  processLLMRequest(processors: readonly Processor[], options: LLMRequestPhaseOptions): Promise<LLMRequestPhaseResult> {
    return runProcessLLMRequest(this, processors, options);
  }

  /** Runs `processLLMResponse` in order. */
  processLLMResponse(processors: readonly Processor[], options: LLMResponsePhaseOptions): Promise<void> {
    return runProcessLLMResponse(this, processors, options);
  }

  /** Runs `processAPIError` in order; true when a processor asked for a retry. */
  processAPIError(processors: readonly Processor[], options: APIErrorPhaseOptions): Promise<boolean> {
    return runProcessAPIError(this, processors, options);
  }

  /** A chain that runs `processOutputStream` over each pushed chunk and hands survivors to `sink`. */
  createOutputStream(
    processors: readonly Processor[],
    options: { messageList: MessageList; sink: (chunk: ChunkType) => void },
  ): OutputStreamChain {
    return new OutputStreamChain(this, processors, options.messageList, options.sink);
  }

  /** Runs `processOutputStep` in order; returned messages are upserted. */
  processOutputStep(processors: readonly Processor[], options: OutputStepPhaseOptions): Promise<void> {
    return runProcessOutputStep(this, processors, options);
  }

  /** Runs `processToolResult` in order; returns the (possibly replaced) tool result. */
  processToolResult(processors: readonly Processor[], options: ToolResultPhaseOptions): Promise<unknown> {
    return runProcessToolResult(this, processors, options);
  }

  /** Runs `processOutputResult` in order; returned messages are upserted. */
  processOutputResult(processors: readonly Processor[], options: OutputResultPhaseOptions): Promise<void> {
    return runProcessOutputResult(this, processors, options);
  }

  /** The slot of a processor, registering it on first use. @internal */
  slot(processor: Processor): ProcessorSlot {
    return this.#slot(processor);
  }

  /** A fresh `HookContext` for a slot. @internal */
  context(slot: ProcessorSlot): HookContext {
    return {
      state: slot.state,
      abort: slot.abort,
      retryCount: this.retryCount,
      requestContext: this.requestContext,
      tracingContext: {},
      abortSignal: this.abortSignal,
      writer: slot.writer,
      reportViolation: slot.reportViolation,
    };
  }

  /**
   * The executor: runs `hook` of the slot's processor with the complete `args` and applies the
   * failure rules. Returns the hook's result synchronously when the hook was synchronous (the
   * per-chunk fast path), else a promise of it; {@link SKIPPED} after a fail-open throw. @internal
   */
  execute(slot: ProcessorSlot, hook: ProcessorHookName, args: HookContext & Record<string, unknown>): unknown {
    const signal = this.abortSignal;
    if (signal.aborted) throw abortReason(signal);
    const processor = slot.processor;
    const fn = (processor as unknown as Record<string, ((a: unknown) => unknown) | undefined>)[hook];
    if (fn === undefined) return undefined;
    const tracer = this.#tracer;
    const span =
      tracer === undefined
        ? undefined
        : startHookSpan(tracer, hook, processor.id, slot.index, this.stepNumber, this.runId);
    if (span !== undefined) args.tracingContext.currentSpan = span;
    const previousHook = slot.hook;
    slot.hook = hook;
    let result: unknown;
    try {
      result = fn.call(processor, args);
    } catch (error) {
      slot.hook = previousHook;
      return this.#failed(slot, hook, span, error);
    }
    if (isPromiseLike(result)) return this.#settle(slot, hook, span, previousHook, result);
    slot.hook = previousHook;
    if (span !== undefined) endHookSpan(span, 'ok');
    return result;
  }

  async #settle(
    slot: ProcessorSlot,
    hook: ProcessorHookName,
    span: Span | undefined,
    previousHook: ProcessorHookName,
    pending: PromiseLike<unknown>,
  ): Promise<unknown> {
    try {
      const result = await this.#raceAbort(pending);
      if (span !== undefined) endHookSpan(span, 'ok');
      return result;
    } catch (error) {
      return await this.#failed(slot, hook, span, error);
    } finally {
      slot.hook = previousHook;
    }
  }

  async #failed(
    slot: ProcessorSlot,
    hook: ProcessorHookName,
    span: Span | undefined,
    error: unknown,
  ): Promise<typeof SKIPPED> {
    const processor = slot.processor;
    if (this.abortSignal.aborted) {
      if (span !== undefined) endHookSpan(span, 'cancelled');
      throw abortReason(this.abortSignal);
    }
    if (TripWire.isInstance(error)) {
      const wire =
        error.processorId === undefined
          ? new TripWire(error.reason, { retry: error.retry, metadata: error.metadata }, processor.id)
          : error;
      if (!this.#reported.has(error)) {
        this.#reported.add(wire);
        // A member of a parallel() group that tripped is recorded under that member.
        const tripped = wire.processorId === processor.id ? processor : (findMember(processor, wire.processorId ?? '') ?? processor);
        await this.violation(tripped, hook, {
          message: wire.reason,
          detail: wire.metadata,
          action: wire.retry ? 'retry' : 'block',
        });
      }
      if (span !== undefined) endHookSpan(span, wire.retry ? 'retry' : 'abort');
      throw wire;
    }
    if (ProcessorError.isInstance(error) || ProcessorContractError.isInstance(error)) {
      // Raised by another processor reached through this one (e.g. via writer.custom): keep it.
      if (span !== undefined) endHookSpan(span, 'error', error);
      throw error;
    }
    if (processor.failOpen === true) {
      if (span !== undefined) endHookSpan(span, 'fail-open', error);
      const wrapped = new ProcessorError(processor.id, hook, error);
      this.warn({ processorId: processor.id, hook, message: wrapped.message, error });
      await this.violation(processor, hook, { message: wrapped.message, detail: undefined, action: 'warn' });
      return SKIPPED;
    }
    if (span !== undefined) endHookSpan(span, 'error', error);
    throw new ProcessorError(processor.id, hook, error);
  }

  /** True once {@link ProcessorRunner.settle} was called. */
  get settled(): boolean {
    return this.#settled;
  }

  /**
   * Marks the request as settled: its result has been handed out, so `violations` and `warnings`
   * are final. A violation reported later (from a callback that outlived the run, such as a
   * `stepOutcome.then`) or a later warning is ignored: it changes nothing and calls no callback.
   * Hosts call it once they settle the result; `Agent` does.
   */
  settle(): void {
    this.#settled = true;
  }

  /** Records a warning (ignored once the request settled). @internal */
  warn(warning: ProcessorWarning): void {
    if (this.#settled) return;
    this.warnings.push(warning);
    this.#options.onWarning?.(warning);
  }

  /**
   * Records a violation and calls the processor's and the runner's callbacks (errors swallowed).
   * Ignored once the request settled (see {@link ProcessorRunner.settle}).
   */
  async violation(processor: Processor, hook: ProcessorHookName, report: ViolationReport): Promise<void> {
    if (this.#settled) return;
    // A parallel() group replays its members' reports marked with the member that made them.
    const reporter = violationReporter(report) ?? processor;
    const violation: ProcessorViolation = {
      processorId: reporter.id,
      hook,
      message: report.message,
      action: report.action,
    };
    if (report.detail !== undefined) violation.detail = report.detail;
    this.violations.push(violation);
    await swallow(() => reporter.onViolation?.(violation));
    await swallow(() => this.#options.onViolation?.(violation));
  }

  #slot(processor: Processor): ProcessorSlot {
    const existing = this.#slots.get(processor);
    if (existing !== undefined) return existing;
    const id = (processor as { id?: unknown }).id;
    if (typeof id !== 'string' || id === '') {
      throw new ProcessorContractError({
        processorId: String(id),
        expected: 'a processor with a non-empty string id',
        received: describeValue(processor),
      });
    }
    let entry = this.#states.get(id);
    if (entry === undefined) {
      entry = { state: {}, processor };
      this.#states.set(id, entry);
    } else if (entry.processor === undefined) {
      entry.processor = processor;
    } else if (entry.processor.constructor !== processor.constructor) {
      throw new ProcessorContractError({
        processorId: id,
        expected: 'one processor class per id in a request (instances of one class share its state)',
        received: `${className(entry.processor)} and ${className(processor)}`,
      });
    }
    const slot: ProcessorSlot = {
      processor,
      index: this.#nextIndex,
      state: entry.state,
      hook: 'processInput',
      abort: (reason?: string, options?: { retry?: boolean; metadata?: unknown }): never => {
        throw new TripWire(reason ?? `aborted by processor ${id}`, options ?? {}, id);
      },
      writer: {
        custom: (chunk: DataChunk, options?: StreamWriterOptions) => this.#emitData(slot, chunk, options),
      },
      reportViolation: (report: ViolationReport) => this.violation(processor, slot.hook, report),
    };
    this.#slots.set(processor, slot);
    return slot;
  }

  async #emitData(slot: ProcessorSlot, chunk: DataChunk, _options?: StreamWriterOptions): Promise<void> {
    if (typeof chunk !== 'object' || typeof (chunk as { type?: unknown }).type !== 'string' || !isDataChunk(chunk)) {
      throw new ProcessorContractError({
        processorId: slot.processor.id,
        hook: slot.hook,
        expected: 'writer.custom() with a chunk whose type starts with "data-"',
        received: describeValue(chunk),
      });
    }
    const full: DataChunk = { ...chunk, runId: this.runId, from: 'AGENT' };
    await this.#options.onData?.(full, { processor: slot.processor, hook: slot.hook });
  }

  #raceAbort(promise: PromiseLike<unknown>): Promise<unknown> {
    if (this.abortSignal === NEVER_ABORTED) return Promise.resolve(promise);
    if (this.#abortPromise === undefined) {
      const signal = this.abortSignal;
      this.#abortPromise = new Promise<never>((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          reject(toError(abortReason(signal)));
        }, { once: true });
      });
      this.#abortPromise.catch(noop);
    }
    return Promise.race([promise, this.#abortPromise]);
  }
}

function className(processor: Processor): string {
  const name = (processor.constructor as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name !== '' ? name : 'an anonymous class';
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}


async function swallow(fn: () => unknown): Promise<void> {
  try {
    await fn();
  } catch {
    // onViolation errors are swallowed by contract.
  }
}

function noop(): void {
  // intentionally empty
}
