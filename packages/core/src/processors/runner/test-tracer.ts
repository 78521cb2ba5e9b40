import type { Attributes, Span, SpanStatus, Tracer } from '@opentelemetry/api';

/** A recorded span of the in-memory test tracer. */
export interface RecordedSpan {
  name: string;
  attributes: Attributes;
  status: SpanStatus | undefined;
  events: string[];
  ended: boolean;
}

/** A minimal in-memory OpenTelemetry tracer for tests: every span records. */
export function memoryTracer(): { tracer: Tracer; spans: RecordedSpan[] } {
  const spans: RecordedSpan[] = [];
  const tracer = {
    startSpan(name: string): Span {
      const record: RecordedSpan = { name, attributes: {}, status: undefined, events: [], ended: false };
      spans.push(record);
      const span = {
        spanContext: () => ({ traceId: '0'.repeat(32), spanId: '0'.repeat(16), traceFlags: 1 }),
        setAttribute: (key: string, value: Attributes[string]) => {
          record.attributes[key] = value;
          return span;
        },
        setAttributes: (attributes: Attributes) => {
          Object.assign(record.attributes, attributes);
          return span;
        },
        addEvent: (event: string) => {
          record.events.push(event);
          return span;
        },
        addLink: () => span,
        addLinks: () => span,
        setStatus: (status: SpanStatus) => {
          record.status = status;
          return span;
        },
        updateName: () => span,
        end: () => {
          record.ended = true;
        },
        isRecording: () => true,
        recordException: (error: unknown) => {
          record.events.push(`exception: ${error instanceof Error ? error.message : String(error)}`);
        },
      } as unknown as Span;
      return span;
    },
    startActiveSpan: () => {
      throw new Error('not used');
    },
  } as unknown as Tracer;
  return { tracer, spans };
}
