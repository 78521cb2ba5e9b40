import type { StoredMessage } from '../messages/stored-message.js';

/** A conversation thread. */
export interface StorageThread {
  id: string;
  resourceId?: string;
  title?: string;
  createdAt: Date;
  updatedAt: Date;
  metadata?: Record<string, unknown>;
}

/** Options of `MemoryStorage.listMessages`. */
export interface ListMessagesOptions {
  threadId: string;
  /**
   * The resource (user, tenant...) asking. When the thread belongs to another resource the call is
   * refused with a `MemoryError` `THREAD_RESOURCE_MISMATCH`, never answered with another's messages.
   */
  resourceId?: string;
  /** The last `limit` messages (still returned oldest first). */
  limit?: number;
}

/** One run's persistence: the thread and the run's input and response messages. */
export interface SaveRunInput {
  /**
   * The thread, upserted: on insert it is stored as given; on update `updatedAt` (and `title` /
   * `metadata` when given) change, while `createdAt` and the owner (`resourceId`) stay.
   */
  thread: StorageThread;
  /** The run's messages, upserted by id into `thread.id` (their `threadId` / `resourceId` are set to the thread's). */
  messages: StoredMessage[];
}

/**
 * Where an agent's memory lives. Core ships `InMemoryStorage`; database adapters implement this
 * interface in their own packages (`@sluice/store-postgres`, `@sluice/store-libsql`), and
 * `storageSuite` from `@sluice/conformance` checks an implementation.
 *
 * Rules every store follows:
 * - a thread belongs to at most one resource, its owner: reading or writing it under another
 *   resource throws a `MemoryError` `THREAD_RESOURCE_MISMATCH`;
 * - messages come back oldest first by `createdAt`; messages with equal timestamps keep the order
 *   in which they were first saved (an upsert keeps a message's place);
 * - what goes in comes back deep-equal (every part type, `Date`s as `Date`s), and callers cannot
 *   mutate what is stored.
 */
export interface MemoryStorage {
  /** The thread, or `undefined` when there is none. */
  getThread(id: string): Promise<StorageThread | undefined>;
  /** Creates or replaces a thread (its owner cannot change: another `resourceId` is refused). */
  saveThread(thread: StorageThread): Promise<void>;
  /** The thread's messages, oldest first (see `ListMessagesOptions` for the resource rule). */
  listMessages(options: ListMessagesOptions): Promise<StoredMessage[]>;
  /** Upserts messages by id. */
  saveMessages(messages: StoredMessage[]): Promise<void>;
  /** Deletes messages by id; unknown ids are ignored. */
  deleteMessages(ids: string[]): Promise<void>;
  /**
   * Saves one run atomically: the thread and all of the run's messages commit together, or nothing
   * does (a crash in the middle leaves no partial run). The agent uses it when present; without it,
   * it calls `saveThread` then `saveMessages`, which is not atomic.
   */
  saveRun?(run: SaveRunInput): Promise<void>;
  /** Releases connections and files. Using the store afterwards throws `STORAGE_CLOSED`. */
  close?(): Promise<void>;
}

/** The agent's `memory` option. */
export interface AgentMemoryOptions {
  storage: MemoryStorage;
  /** How many of the thread's last messages to recall into each run. @default 20 */
  lastMessages?: number;
}

/** The per-call `memory` option: which thread (and resource) this call belongs to. */
export interface MemoryCallOptions {
  /** Thread id, or a thread object (its `id` is used). */
  thread: string | { id: string };
  /** Resource (user, tenant...) id. */
  resource?: string;
}
