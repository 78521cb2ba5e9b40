import {
  RequestContext,
  TripWire,
  type DataChunk,
  type HookContext,
  type ProcessorHookName,
  type ProcessorState,
  type ProcessorViolation,
  type TracingContext,
  type TripWireOptions,
} from '@sluice/core';

/** Options of `createHookContext`; every field has a neutral default. */
export interface HookContextOptions<TState extends object = ProcessorState> {
  /** The processor's state object (shared by the hooks you call with this context). @default {} */
  state?: TState;
  /** @default 0 */
  retryCount?: number;
  /** @default an empty `RequestContext` */
  requestContext?: RequestContext;
  /** @default `{}` (no span) */
  tracingContext?: TracingContext;
  /** @default a signal that never aborts */
  abortSignal?: AbortSignal;
  /** Filled into recorded violations and `TripWire.processorId`. @default `processor-under-test` */
  processorId?: string;
  /** Filled into recorded violations. @default `processOutputStream` */
  hook?: ProcessorHookName;
}

/** A hook context plus everything the hooks did through it, for assertions. */
export interface TestHookContext<TState extends object = ProcessorState> {
  /** Spread this into a hook's arguments: `processor.processInput({ ...hc.context, messages, ... })`. */
  context: HookContext<TState>;
  /** Violations reported through `reportViolation`, completed with processor id and hook. */
  violations: ProcessorViolation[];
  /** Chunks written through `writer.custom()`, in order. */
  dataChunks: DataChunk[];
  /** Every `abort()` call, as the `TripWire` it threw. */
  aborts: TripWire[];
}

/**
 * Builds the arguments every hook receives (`state`, `abort`, `retryCount`, `requestContext`,
 * `tracingContext`, `abortSignal`, `writer`, `reportViolation`) for calling a hook directly in a
 * unit test. `abort()` throws core's `TripWire`, exactly as under the runner; violations, custom
 * chunks and aborts are recorded. Reuse one context across calls to share state, as one request
 * does. To run hooks under the real runner instead, use `runOutputStream` / `runHook`.
 *
 * @example
 * const hc = createHookContext();
 * const out = await processor.processOutputStream({ ...hc.context, part, streamParts: [], messageList });
 * expect(hc.violations).toEqual([]);
 */
export function createHookContext<TState extends object = ProcessorState>(
  options: HookContextOptions<TState> = {},
): TestHookContext<TState> {
  const processorId = options.processorId ?? 'processor-under-test';
  const hook = options.hook ?? 'processOutputStream';
  const violations: ProcessorViolation[] = [];
  const dataChunks: DataChunk[] = [];
  const aborts: TripWire[] = [];
  const context: HookContext<TState> = {
    state: options.state ?? ({} as TState),
    abort: (reason?: string, abortOptions?: TripWireOptions): never => {
      const wire = new TripWire(reason ?? 'aborted by processor', abortOptions, processorId);
      aborts.push(wire);
      throw wire;
    },
    retryCount: options.retryCount ?? 0,
    requestContext: options.requestContext ?? new RequestContext(),
    tracingContext: options.tracingContext ?? {},
    abortSignal: options.abortSignal ?? new AbortController().signal,
    writer: {
      custom: (chunk) => {
        dataChunks.push(chunk);
        return Promise.resolve();
      },
    },
    reportViolation: (report) => {
      violations.push({ processorId, hook, ...report });
      return Promise.resolve();
    },
  };
  return { context, violations, dataChunks, aborts };
}
