/**
 * A store operation that can fail: entry reads and writes, and the cross-process single-flight's
 * `lease` (take), `wait` (for the holder), `commit` (fenced write) and `release` (give up).
 */
export type CacheStoreOperation = 'get' | 'set' | 'delete' | 'lease' | 'wait' | 'commit' | 'release';
