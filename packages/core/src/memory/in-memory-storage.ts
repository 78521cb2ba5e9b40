import type { StoredMessage } from '../messages/stored-message.js';
import { assertThreadResource, MemoryError } from './memory-error.js';
import type { ListMessagesOptions, MemoryStorage, SaveRunInput, StorageThread } from './memory-storage.js';

/** A stored message with the order it was first saved in, for the stable tie-break. */
interface Entry {
  message: StoredMessage;
  seq: number;
}

/**
 * A `MemoryStorage` in process memory: for tests, demos and single-process apps (everything is
 * lost when the process exits; see `@sluice/store-postgres` and `@sluice/store-libsql`). Values are
 * copied on the way in and out (structuredClone), so callers cannot mutate what is stored. Every
 * call is synchronous inside, so `saveRun` is atomic.
 */
export class InMemoryStorage implements MemoryStorage {
  readonly #threads = new Map<string, StorageThread>();
  /** Messages by thread id, keyed by message id. */
  readonly #messages = new Map<string, Map<string, Entry>>();
  readonly #threadOf = new Map<string, string>();
  #seq = 0;
  #closed = false;

  /** Runs `body` on the open store; every failure (a closed store, a refused resource) becomes a rejected promise. */
  #when<T>(body: () => T): Promise<T> {
    try {
      if (this.#closed) throw new MemoryError('STORAGE_CLOSED', 'InMemoryStorage was used after close().');
      return Promise.resolve(body());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  getThread(id: string): Promise<StorageThread | undefined> {
    return this.#when(() => {
      const thread = this.#threads.get(id);
      return thread === undefined ? undefined : structuredClone(thread);
    });
  }

  saveThread(thread: StorageThread): Promise<void> {
    return this.#when(() => {
      assertThreadResource(thread.id, this.#threads.get(thread.id)?.resourceId, thread.resourceId);
      this.#threads.set(thread.id, structuredClone(thread));
    });
  }

  listMessages(options: ListMessagesOptions): Promise<StoredMessage[]> {
    return this.#when(() => {
      assertThreadResource(options.threadId, this.#threads.get(options.threadId)?.resourceId, options.resourceId);
      const entries = [...(this.#messages.get(options.threadId)?.values() ?? [])];
      entries.sort((a, b) => a.message.createdAt.getTime() - b.message.createdAt.getTime() || a.seq - b.seq);
      const limited = options.limit === undefined ? entries : options.limit <= 0 ? [] : entries.slice(-options.limit);
      return limited.map((entry) => structuredClone(entry.message));
    });
  }

  saveMessages(messages: StoredMessage[]): Promise<void> {
    return this.#when(() => {
      for (const message of messages) {
        const threadId = message.threadId ?? '';
        assertThreadResource(threadId, this.#threads.get(threadId)?.resourceId, message.resourceId);
      }
      const copies = messages.map((message) => structuredClone(message));
      for (const message of copies) this.#put(message, message.threadId ?? '');
    });
  }

  saveRun(run: SaveRunInput): Promise<void> {
    return this.#when(() => {
      this.#saveRun(run);
    });
  }

  #saveRun(run: SaveRunInput): void {
    const { thread } = run;
    const existing = this.#threads.get(thread.id);
    assertThreadResource(thread.id, existing?.resourceId, thread.resourceId);
    const owner = existing?.resourceId ?? thread.resourceId;
    const messages = run.messages.map((m) => {
      const copy = structuredClone(m);
      copy.threadId = thread.id;
      if (owner === undefined) delete copy.resourceId;
      else copy.resourceId = owner;
      return copy;
    });
    // Nothing can fail past this point, so the run is stored whole or (above) not at all.
    this.#threads.set(thread.id, {
      ...structuredClone(thread),
      createdAt: existing?.createdAt ?? thread.createdAt,
      ...(owner === undefined ? {} : { resourceId: owner }),
      ...(thread.title === undefined && existing?.title !== undefined ? { title: existing.title } : {}),
      ...(thread.metadata === undefined && existing?.metadata !== undefined ? { metadata: existing.metadata } : {}),
    });
    for (const message of messages) this.#put(message, thread.id);
  }

  deleteMessages(ids: string[]): Promise<void> {
    return this.#when(() => {
      for (const id of ids) {
        const threadId = this.#threadOf.get(id);
        if (threadId === undefined) continue;
        this.#messages.get(threadId)?.delete(id);
        this.#threadOf.delete(id);
      }
    });
  }

  close(): Promise<void> {
    this.#closed = true;
    this.#threads.clear();
    this.#messages.clear();
    this.#threadOf.clear();
    return Promise.resolve();
  }

  /** Upserts one (already copied) message, keeping its first-saved order when it already exists in that thread. */
  #put(message: StoredMessage, threadId: string): void {
    const previous = this.#threadOf.get(message.id);
    let seq = this.#seq++;
    if (previous !== undefined) {
      const kept = this.#messages.get(previous)?.get(message.id);
      if (previous === threadId && kept !== undefined) seq = kept.seq;
      else this.#messages.get(previous)?.delete(message.id);
    }
    let thread = this.#messages.get(threadId);
    if (thread === undefined) {
      thread = new Map();
      this.#messages.set(threadId, thread);
    }
    thread.set(message.id, { message, seq });
    this.#threadOf.set(message.id, threadId);
  }
}
