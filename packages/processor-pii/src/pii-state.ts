import type { AbortFunction, ViolationReport } from '@sluice/core';
import type { PlaceholderStore } from './redact/placeholder-store.js';

/** Per-request state of a `PIIDetector` (shared by id between its input and output instances). */
export interface PIIState {
  /** The run's placeholder map; never persisted. */
  placeholders?: PlaceholderStore;
  /** The current stream hook's controls, read by the hold-back callback. */
  hook?: { abort: AbortFunction; reportViolation: (violation: ViolationReport) => Promise<void>; abortSignal: AbortSignal };
}
