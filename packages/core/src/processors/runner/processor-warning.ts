import type { ProcessorHookName } from '../hook-name.js';

/**
 * A problem the runner recorded without failing the run: a fail-open processor threw and its
 * result was skipped, or a processor asked for a retry where none is possible.
 */
export interface ProcessorWarning {
  processorId: string;
  hook: ProcessorHookName;
  message: string;
  /** The error a fail-open processor threw, when that is the cause. */
  error?: unknown;
}
