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
  /** Only messages of this resource (user, tenant...). */
  resourceId?: string;
  /** The last `limit` messages (still returned oldest first). */
  limit?: number;
}

/**
 * Where an agent's memory lives. Core ships `InMemoryStorage`; database adapters implement this
 * interface in their own packages. Every method may be async.
 */
export interface MemoryStorage {
  getThread(id: string): Promise<StorageThread | undefined>;
  /** Creates or replaces a thread. */
  saveThread(thread: StorageThread): Promise<void>;
  /** The thread's messages, oldest first. */
  listMessages(options: ListMessagesOptions): Promise<StoredMessage[]>;
  /** Upserts messages by id. */
  saveMessages(messages: StoredMessage[]): Promise<void>;
  deleteMessages(ids: string[]): Promise<void>;
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
