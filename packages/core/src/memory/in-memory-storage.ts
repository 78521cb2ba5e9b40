import type { StoredMessage } from '../messages/stored-message.js';
import type { ListMessagesOptions, MemoryStorage, StorageThread } from './memory-storage.js';

/**
 * A `MemoryStorage` in process memory: for tests, demos and single-process apps. Messages are
 * copied on the way in and out (structuredClone), so callers cannot mutate what is stored.
 */
export class InMemoryStorage implements MemoryStorage {
  readonly #threads = new Map<string, StorageThread>();
  /** Messages by thread, in insertion order, keyed by id. */
  readonly #messages = new Map<string, Map<string, StoredMessage>>();
  readonly #threadOf = new Map<string, string>();

  getThread(id: string): Promise<StorageThread | undefined> {
    const thread = this.#threads.get(id);
    return Promise.resolve(thread === undefined ? undefined : structuredClone(thread));
  }

  saveThread(thread: StorageThread): Promise<void> {
    this.#threads.set(thread.id, structuredClone(thread));
    return Promise.resolve();
  }

  listMessages(options: ListMessagesOptions): Promise<StoredMessage[]> {
    let messages = [...(this.#messages.get(options.threadId)?.values() ?? [])];
    if (options.resourceId !== undefined) {
      messages = messages.filter((m) => m.resourceId === undefined || m.resourceId === options.resourceId);
    }
    if (options.limit !== undefined) messages = options.limit <= 0 ? [] : messages.slice(-options.limit);
    return Promise.resolve(messages.map((m) => structuredClone(m)));
  }

  saveMessages(messages: StoredMessage[]): Promise<void> {
    for (const message of messages) {
      const threadId = message.threadId ?? '';
      const previous = this.#threadOf.get(message.id);
      if (previous !== undefined && previous !== threadId) this.#messages.get(previous)?.delete(message.id);
      let thread = this.#messages.get(threadId);
      if (thread === undefined) {
        thread = new Map();
        this.#messages.set(threadId, thread);
      }
      thread.set(message.id, structuredClone(message));
      this.#threadOf.set(message.id, threadId);
    }
    return Promise.resolve();
  }

  deleteMessages(ids: string[]): Promise<void> {
    for (const id of ids) {
      const threadId = this.#threadOf.get(id);
      if (threadId === undefined) continue;
      this.#messages.get(threadId)?.delete(id);
      this.#threadOf.delete(id);
    }
    return Promise.resolve();
  }
}
