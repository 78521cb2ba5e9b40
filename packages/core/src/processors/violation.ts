import type { ProcessorHookName } from './hook-name.js';

/** What a processor did (or asked for) about a violation. */
export type ViolationAction = 'block' | 'warn' | 'redact' | 'filter' | 'retry';

/**
 * One policy violation, in the single shape used everywhere: passed to `onViolation`, recorded on
 * the trace, and reported by the runner on every abort. `detail` must never contain the raw
 * sensitive value (report a type and a span instead).
 */
export interface ProcessorViolation {
  /** Id of the processor that detected it. */
  processorId: string;
  /** Hook in which it was detected. */
  hook: ProcessorHookName;
  /** Human-readable summary. */
  message: string;
  /** Processor-specific structured detail. */
  detail?: unknown;
  /** What was done about it. */
  action: ViolationAction;
}
