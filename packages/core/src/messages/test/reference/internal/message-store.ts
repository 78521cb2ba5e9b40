// Frozen test-only copy of src/messages/internal/message-store.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { MessageSource, StoredMessage } from '../../../stored-message.js';

/** One stored message and its bookkeeping. */
export interface MessageEntry {
  message: StoredMessage;
  source: MessageSource;
  /** Insertion sequence number: list order is increasing `seq`. */
  readonly seq: number;
  /** True once storage is known to hold the message (recalled from memory, or drained). */
  persisted: boolean;
  removed: boolean;
  prev: MessageEntry | undefined;
  next: MessageEntry | undefined;
}

/**
 * The ordered messages of a list: a doubly linked list plus an id index, so that append, lookup
 * and removal are O(1) and views are one O(n) walk. Order is insertion order.
 */
export class MessageStore {
  private readonly byId = new Map<string, MessageEntry>();
  private readonly counts: Record<MessageSource, number> = { input: 0, response: 0, memory: 0, context: 0 };
  private head: MessageEntry | undefined;
  /** The last message, or undefined when empty. */
  tail: MessageEntry | undefined;
  /** The `seq` the next appended message gets. */
  nextSeq = 0;

  get size(): number {
    return this.byId.size;
  }

  count(source: MessageSource): number {
    return this.counts[source];
  }

  get(id: string): MessageEntry | undefined {
    return this.byId.get(id);
  }

  append(message: StoredMessage, source: MessageSource, persisted: boolean): MessageEntry {
    const entry: MessageEntry = { message, source, seq: this.nextSeq++, persisted, removed: false, prev: this.tail, next: undefined };
    if (this.tail === undefined) this.head = entry;
    else this.tail.next = entry;
    this.tail = entry;
    this.byId.set(message.id, entry);
    this.counts[source]++;
    return entry;
  }

  remove(entry: MessageEntry): void {
    if (entry.removed) return;
    entry.removed = true;
    if (entry.prev === undefined) this.head = entry.next;
    else entry.prev.next = entry.next;
    if (entry.next === undefined) this.tail = entry.prev;
    else entry.next.prev = entry.prev;
    this.byId.delete(entry.message.id);
    this.counts[entry.source]--;
  }

  /** The messages in order, optionally of one source only (the live objects). */
  messages(source?: MessageSource): StoredMessage[] {
    const out: StoredMessage[] = [];
    for (let entry = this.head; entry !== undefined; entry = entry.next) {
      if (source === undefined || entry.source === source) out.push(entry.message);
    }
    return out;
  }

  /** The entries in order. */
  *entries(): IterableIterator<MessageEntry> {
    for (let entry = this.head; entry !== undefined; entry = entry.next) yield entry;
  }
}
