import type { CacheEntryIssue } from './cache-entry.js';
import type { CacheStoreOperation } from './cache-store-operation.js';

/** Why a call was served from, or kept out of, the cache. */
export type CacheSkipReason =
  | 'bypass'
  | 'no-scope'
  | 'not-accepted'
  | 'unsafe-chunks'
  | 'too-large'
  | 'key-error'
  /** The single-flight lease expired and was taken over before the write: the answer was not stored. */
  | 'lease-lost'
  /**
   * `storedOutput: 'accepted'` and this instance did not see the step's output (it is not in
   * `outputProcessors`, or the stream did not reach its end): nothing stored rather than the raw answer.
   */
  | 'output-not-seen'
  /**
   * `storedOutput: 'accepted'` and the output changed after this instance saw it (an output
   * processor after the cache rewrote it): nothing stored. Put the cache last in `outputProcessors`.
   */
  | 'output-changed';

/** Why a lookup missed. */
export type CacheMissReason =
  | 'absent'
  | 'expired'
  | 'stale-version'
  | 'malformed'
  | 'store-error'
  | 'bust'
  | 'single-flight-fallback'
  /** The entry under the key was written for another provider, model id or tool set. */
  | 'mismatch';

/**
 * What the cache did, for metrics and logs (`onEvent`). Keys are hashes; events never carry
 * prompts, answers or scope ids.
 */
export type CacheEvent =
  | { type: 'hit'; key: string; source: 'store' | 'single-flight'; chunks: number }
  /** A miss found an identical call in flight (in this process or, over Redis, another) and waits for it. */
  | { type: 'wait'; key: string }
  | { type: 'miss'; key: string; reason: CacheMissReason; leader: boolean }
  | { type: 'store'; key: string; bytes: number; chunks: number }
  /**
   * A stored value under `key` could not be served: another format version (`stale-version`), not
   * JSON, or failing the entry schema (`malformed`), or written for another provider, model id or
   * tool set (`mismatch`). `issues` lists paths and what is wrong, never values. It was deleted; a
   * `miss` follows.
   */
  | { type: 'invalid-entry'; key: string; reason: 'stale-version' | 'malformed' | 'mismatch'; issues: CacheEntryIssue[] }
  | { type: 'skip'; reason: CacheSkipReason; key?: string }
  | { type: 'error'; operation: CacheStoreOperation | 'key'; key?: string; error: unknown };

/** Receives cache events; its errors are swallowed. */
export type CacheEventCallback = (event: CacheEvent) => void;
