import { ProxyTracerProvider, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import type { ProcessorHookName } from '../hook-name.js';

/** Name of the tracer Sluice creates spans with. */
export const TRACER_NAME = '@sluice/core';

/**
 * The tracer used when the caller gives none: the global one, or `undefined` when no tracer
 * provider is registered (then no span is created at all, which keeps the per-chunk path cheap).
 * Checked once per request, so a provider registered later applies to later requests.
 */
export function defaultTracer(): Tracer | undefined {
  const provider = trace.getTracerProvider();
  // The API offers no other way to tell that no provider is registered.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  if (provider instanceof ProxyTracerProvider && provider.getDelegateTracer(TRACER_NAME) === undefined) {
    return undefined;
  }
  return provider.getTracer(TRACER_NAME);
}

/** Span name of a hook invocation: `sluice.processor.<hook>`. */
export function hookSpanName(hook: ProcessorHookName): string {
  return `sluice.processor.${hook}`;
}

/** Outcome attribute values recorded on a hook span. */
export type HookOutcome = 'ok' | 'skipped' | 'abort' | 'retry' | 'error' | 'fail-open' | 'cancelled';

/** Starts a hook span; attributes are only computed when the span records. */
export function startHookSpan(
  tracer: Tracer,
  hook: ProcessorHookName,
  processorId: string,
  processorIndex: number | undefined,
  stepNumber: number | undefined,
  runId: string,
): Span {
  const span = tracer.startSpan(hookSpanName(hook));
  if (span.isRecording()) {
    span.setAttribute('sluice.processor.id', processorId);
    span.setAttribute('sluice.hook', hook);
    span.setAttribute('sluice.run.id', runId);
    if (processorIndex !== undefined) span.setAttribute('sluice.processor.index', processorIndex);
    if (stepNumber !== undefined) span.setAttribute('sluice.step', stepNumber);
  }
  return span;
}

/** Ends a hook span with its outcome. */
export function endHookSpan(span: Span, outcome: HookOutcome, error?: unknown): void {
  if (span.isRecording()) {
    span.setAttribute('sluice.outcome', outcome);
    if (outcome === 'error') {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      });
      if (error instanceof Error) span.recordException(error);
    }
  }
  span.end();
}
