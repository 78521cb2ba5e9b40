import type { AbortFunction, KnownChunk, ViolationReport } from '@sluice/core';
import type { PlaceholderStore } from './redact/placeholder-store.js';

/** Per-request state of a `PIIDetector` (shared by id between its input and output instances). */
export interface PIIState {
  /** The run's placeholder map; never persisted. */
  placeholders?: PlaceholderStore;
  /** Streamed tool-call argument text held back per tool call id (as one merged delta chunk). */
  toolInput?: Map<string, KnownChunk<'tool-call-delta'>>;
  /** The current stream hook's controls, read by the hold-back callback. */
  hook?: { abort: AbortFunction; reportViolation: (violation: ViolationReport) => Promise<void>; abortSignal: AbortSignal };
}
