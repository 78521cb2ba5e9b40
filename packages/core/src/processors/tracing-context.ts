import type { Span } from '@opentelemetry/api';

/**
 * Tracing context given to every hook: the OpenTelemetry span of the current hook invocation
 * (a no-op span unless the application registered a tracer provider).
 */
export interface TracingContext {
  /** The span of the running hook; add events or attributes to it. */
  currentSpan?: Span;
}
