import type { RequestContext } from '../../contract/request-context.js';
import type { ProcessorStreamWriter } from '../../contract/stream-writer.js';
import type { TracingContext } from '../tracing-context.js';
import type { TripWireOptions } from '../trip-wire.js';
import type { ViolationAction } from '../violation.js';

/** Per-processor, per-request state: one object per processor id, shared by all its hooks. */
export type ProcessorState = Record<string, unknown>;

/**
 * Stops processing by throwing a `TripWire`. With `{ retry: true }` the step is retried with
 * `reason` as feedback when retries are allowed.
 */
export type AbortFunction = (reason?: string, options?: TripWireOptions) => never;

/** Arguments every hook receives. */
export interface HookContext<TState extends object = ProcessorState> {
  /** This processor's state for this request (keyed by processor id). Starts as `{}`. */
  state: TState;
  /** Aborts the run (or the step, with `retry`) by throwing a `TripWire`. */
  abort: AbortFunction;
  /** How many processor-requested retries this request has made so far. Starts at 0. */
  retryCount: number;
  /** The request's context. */
  requestContext: RequestContext;
  /** Tracing context (the hook's OpenTelemetry span). */
  tracingContext: TracingContext;
  /** Aborted when the caller cancels the request; long hooks should honour it. */
  abortSignal: AbortSignal;
  /** Emits custom `data-*` chunks to the client. */
  writer: ProcessorStreamWriter;
  /**
   * Reports a non-blocking violation (warn, redact, filter): calls the processor's `onViolation`
   * (errors swallowed) and records a trace event, exactly as the runner does on an abort.
   */
  reportViolation: (violation: ViolationReport) => Promise<void>;
}

/** A violation as a processor reports it; the runner adds the processor id and hook. */
export interface ViolationReport {
  message: string;
  /** Structured detail; never the raw sensitive value. */
  detail?: unknown;
  action: ViolationAction;
}
