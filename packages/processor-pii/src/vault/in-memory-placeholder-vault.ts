import type { PlaceholderEntry, PlaceholderScope, PlaceholderVault } from './placeholder-vault.js';

/** Options of `InMemoryPlaceholderVault`. */
export interface InMemoryPlaceholderVaultOptions {
  /** Threads kept; the least recently used is dropped past it. @default 1000 */
  maxThreads?: number;
}

/**
 * A `PlaceholderVault` in this process's memory, bounded to the `maxThreads` most recently used
 * threads. The default vault of a reversible `PIIDetector`. Values are lost on restart and not shared
 * between processes: a placeholder whose value is gone stays a placeholder (it is never re-bound
 * to another value, because numbering also continues after the placeholders found in memory).
 * Use another vault for several processes.
 *
 * @example
 * const vault = new InMemoryPlaceholderVault({ maxThreads: 200 });
 * const pii = new PIIDetector({ method: 'placeholder', reversible: true, placeholderVault: vault });
 */
export class InMemoryPlaceholderVault implements PlaceholderVault {
  readonly #threads = new Map<string, readonly PlaceholderEntry[]>();
  readonly #maxThreads: number;

  constructor(options: InMemoryPlaceholderVaultOptions = {}) {
    this.#maxThreads = Math.max(1, Math.floor(options.maxThreads ?? 1000));
  }

  /** The entries saved for `scope` (copies), or none. */
  load(scope: PlaceholderScope): Promise<readonly PlaceholderEntry[]> {
    const key = keyOf(scope);
    const entries = this.#threads.get(key);
    if (entries === undefined) return Promise.resolve([]);
    this.#threads.delete(key); // most recently used last
    this.#threads.set(key, entries);
    return Promise.resolve(entries.map((entry) => ({ ...entry })));
  }

  /** Replaces the entries of `scope`, dropping the least recently used thread past `maxThreads`. */
  save(scope: PlaceholderScope, entries: readonly PlaceholderEntry[]): Promise<void> {
    const key = keyOf(scope);
    this.#threads.delete(key);
    this.#threads.set(key, entries.map((entry) => ({ ...entry })));
    for (const oldest of this.#threads.keys()) {
      if (this.#threads.size <= this.#maxThreads) break;
      this.#threads.delete(oldest);
    }
    return Promise.resolve();
  }

  /** Number of threads held. */
  get size(): number {
    return this.#threads.size;
  }
}

function keyOf(scope: PlaceholderScope): string {
  return JSON.stringify([scope.processorId, scope.resourceId ?? null, scope.threadId]);
}
