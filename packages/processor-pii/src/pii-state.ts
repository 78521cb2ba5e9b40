import type { AbortFunction, KnownChunk, ViolationReport } from '@sluice/core';
import type { PlaceholderStore } from './redact/placeholder-store.js';
import type { PlaceholderScope, PlaceholderVault } from './vault/placeholder-vault.js';

/** The thread a run's placeholders belong to, once opened (vault loaded, memory's numbers reserved). */
export interface PIIThreadState {
  /** Settles once the thread is open; every hook waits for it before using placeholders. */
  ready: Promise<void>;
  opened: boolean;
  /** Where the map is saved after the run; undefined without a vault or a thread id. */
  vault: PlaceholderVault | undefined;
  scope: PlaceholderScope | undefined;
  /** Entries held when loaded: the map is saved only when it grew. */
  loaded: number;
}

/** Per-request state of a `PIIDetector` (shared by id between its input and output instances). */
export interface PIIState {
  /** The placeholder map (the thread's, in reversible mode with a vault); never logged. */
  placeholders?: PlaceholderStore;
  /** The thread scope of the placeholder map. */
  thread?: PIIThreadState;
  /** Streamed tool-call argument text held back per tool call id (as one merged delta chunk). */
  toolInput?: Map<string, KnownChunk<'tool-call-delta'>>;
  /** The current stream hook's controls, read by the hold-back callback. */
  hook?: { abort: AbortFunction; reportViolation: (violation: ViolationReport) => Promise<void>; abortSignal: AbortSignal };
}
