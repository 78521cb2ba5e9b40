import type { Span, Tracer } from '@opentelemetry/api';
import { findMember, violationReporter } from '../combinators/combinator-marker.js';
import { isWrittenDataChunk, type DataChunk } from '../../contract/chunk-type.js';
import type { HookContext, ViolationReport } from '../hooks/hook-context.js';
import type { ProcessorHookName } from '../hook-name.js';
import type { Processor } from '../processor.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { ProcessorError } from '../processor-error.js';
import { RequestContext } from '../../contract/request-context.js';
import type { StreamWriterOptions } from '../../contract/stream-writer.js';
import { TripWire } from '../trip-wire.js';
import type { ProcessorViolation } from '../violation.js';
import { defaultTracer, endHookSpan, startHookSpan } from './hook-tracing.js';
import type { ProcessorWarning } from './processor-warning.js';
import { describeValue } from './describe-value.js';
import { abortReason, toError } from '../../errors/to-error.js';
import { SKIPPED } from './skipped.js';
import { ProcessorSlots, type ProcessorSlot } from './processor-slots.js';

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

const NEVER_ABORTED = new AbortController().signal;

/**
 * The private executor of one request, owned by its `ProcessorRunner` and handed only to the phase
 * functions and the output stream chain (never reachable from the public runner, as Rollup's
 * PluginDriver is to its plugins). It runs one hook of one processor and applies the contract's
 * failure rules:
 *
 * - `abort()` throws a {@link TripWire} (with the processor id); `onViolation` runs first (errors swallowed).
 * - any other throw becomes a {@link ProcessorError} naming processor and hook, unless the processor
 *   sets `failOpen: true`, in which case its result is skipped and a warning and violation recorded.
 * - once `abortSignal` fires, no hook starts and a running one is abandoned (the signal's reason is thrown).
 */
export class HookExecutor {
  readonly runId: string;
  readonly requestContext: RequestContext;
  readonly abortSignal: AbortSignal;
  retryCount = 0;
  stepNumber: number | undefined;
  readonly violations: ProcessorViolation[] = [];
  readonly warnings: ProcessorWarning[] = [];
  /** Per-processor bookkeeping: states, slots, positions. */
  readonly slots: ProcessorSlots;
  settled = false;
  readonly #tracer: Tracer | undefined;
  readonly #options: ProcessorRunnerOptions;
  readonly #reported = new WeakSet<object>();
  #abortPromise: Promise<never> | undefined;

  constructor(options: ProcessorRunnerOptions) {
    this.#options = options;
    this.runId = options.runId ?? crypto.randomUUID();
    this.requestContext = options.requestContext ?? new RequestContext();
    this.abortSignal = options.abortSignal ?? NEVER_ABORTED;
    this.#tracer = options.tracer ?? defaultTracer();
    this.slots = new ProcessorSlots({
      emitData: (slot, chunk, writerOptions) => this.#emitData(slot, chunk, writerOptions),
      violation: (processor, hook, report) => this.violation(processor, hook, report),
    });
  }

  /** The slot of a processor, registering it on first use. */
  slot(processor: Processor): ProcessorSlot {
    return this.slots.get(processor);
  }

  /** A fresh `HookContext` for a slot. */
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
   * Runs `hook` of the slot's processor with the complete `args` and applies the failure rules.
   * Returns the hook's result synchronously when the hook was synchronous (the per-chunk fast
   * path), else a promise of it; {@link SKIPPED} after a fail-open throw.
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

  /** Records a warning (ignored once the request settled). */
  warn(warning: ProcessorWarning): void {
    if (this.settled) return;
    this.warnings.push(warning);
    this.#options.onWarning?.(warning);
  }

  /** Records a violation and calls the processor's and the runner's callbacks (errors swallowed); ignored once settled. */
  async violation(processor: Processor, hook: ProcessorHookName, report: ViolationReport): Promise<void> {
    if (this.settled) return;
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

  async #emitData(slot: ProcessorSlot, chunk: DataChunk, _options?: StreamWriterOptions): Promise<void> {
    if (!isWrittenDataChunk(chunk)) {
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
