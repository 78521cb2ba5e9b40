import type { MemoryStorage } from '@sluice/core';
import type { DescribeFunction, ItFunction } from '../suite/suite-options.js';

/**
 * What a store declares about itself. A check that needs an undeclared capability is registered
 * as skipped, with the reason in its title, so a report shows what was not held to.
 */
export interface StorageSupports {
  /** `saveRun` commits the thread and all of a run's messages together, or nothing. @default true */
  atomicRuns?: boolean;
  /** Many concurrent writes to one thread from one process lose nothing. @default true */
  concurrentWriters?: boolean;
  /** A 1 MB message round-trips. @default true */
  largeMessages?: boolean;
}

/** Options of `storageSuite`. */
export interface StorageSuiteOptions<S extends MemoryStorage = MemoryStorage> {
  /** vitest's `describe`. */
  describe: DescribeFunction;
  /** vitest's `it`. */
  it: ItFunction;
  /** Shown in the suite's title. @default 'storage' */
  name?: string;
  /** A fresh, empty store for each check (a new schema, temp file or instance). */
  create: () => S | Promise<S>;
  /** Disposes of a store after its check. @default calls `store.close()` when it has one */
  destroy?: (store: S) => unknown;
  /** The capabilities the store has. */
  supports?: StorageSupports;
  /** Time limit of each check in ms. @default 30000 */
  timeoutMs?: number;
}
