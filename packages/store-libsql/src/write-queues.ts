import { SerialQueue } from './serial-queue.js';

interface Shared {
  queue: SerialQueue;
  users: number;
}

/**
 * One write queue per database file in this process. SQLite's busy wait blocks the thread, so two
 * connections of one process must never wait for each other's write lock (the holder could never
 * finish): every `LibSQLStorage` on the same file queues its writes here. Other processes are
 * waited for through the busy timeout. A server or an in-memory database gets its own queue.
 */
const byFile = new Map<string, Shared>();

/**
 * The path of a `file:` URL, made absolute against the working directory (no `node:path`: the
 * package also loads on edge runtimes, where only server URLs work), or `undefined` for memory and servers.
 */
export function filePath(url: string): string | undefined {
  if (!url.startsWith('file:') || url.startsWith('file::memory:')) return undefined;
  const path = decodeURIComponent(url.slice('file:'.length).replace(/\?.*$/, '').replace(/^\/\/(localhost)?(?=\/)/, ''));
  if (path.startsWith('/')) return path;
  const cwd = (globalThis as { process?: { cwd?: () => string } }).process?.cwd?.();
  return cwd === undefined ? path : `${cwd}/${path.replace(/^\.\//, '')}`;
}

/** The queue for `url`'s database; give it back with `releaseWriteQueue` on close. */
export function acquireWriteQueue(url: string): SerialQueue {
  const path = filePath(url);
  if (path === undefined) return new SerialQueue();
  const shared = byFile.get(path) ?? { queue: new SerialQueue(), users: 0 };
  shared.users++;
  byFile.set(path, shared);
  return shared.queue;
}

/** Gives back a queue taken with `acquireWriteQueue`. */
export function releaseWriteQueue(url: string): void {
  const path = filePath(url);
  const shared = path === undefined ? undefined : byFile.get(path);
  if (path === undefined || shared === undefined) return;
  shared.users--;
  if (shared.users <= 0) byFile.delete(path);
}
