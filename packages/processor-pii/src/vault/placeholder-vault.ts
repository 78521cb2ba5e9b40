/** Which conversation a placeholder map belongs to. */
export interface PlaceholderScope {
  /** The detector's id (two detectors sharing a vault never share values). */
  processorId: string;
  /** The memory thread (core's `readRunIds`). */
  threadId: string;
  /** The memory resource (user or tenant), when known. */
  resourceId: string | undefined;
}

/** One placeholder and the value it stands for. */
export interface PlaceholderEntry {
  /** E.g. `<EMAIL_1>`. */
  placeholder: string;
  /** The entity type, e.g. `EMAIL`. */
  type: string;
  /** The real value. Sensitive: a vault must store it as such. */
  value: string;
}

/**
 * Keeps the placeholder map of a reversible `PIIDetector` per thread, so that a placeholder
 * recalled from memory in a later run resolves to the value it stood for, and new values get new
 * numbers. Loaded before a run's first hook, saved after `processOutputResult`; both calls are
 * bounded by the detector's `timeoutMs`. Use `InMemoryPlaceholderVault` for one process, or
 * implement this over a store you trust with the real values (encrypted, with a retention limit).
 */
export interface PlaceholderVault {
  /** The entries saved for `scope`, or none. */
  load(scope: PlaceholderScope, options: { abortSignal: AbortSignal }): Promise<readonly PlaceholderEntry[]>;
  /** Replaces the entries of `scope`. */
  save(scope: PlaceholderScope, entries: readonly PlaceholderEntry[], options: { abortSignal: AbortSignal }): Promise<void>;
}
