// Frozen test-only copy of src/messages/internal/change-tracker.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { StoredMessage } from '../../../stored-message.js';
import type { MessageEntry, MessageStore } from './message-store.js';

/**
 * Tracks what persistence must write: ids of messages added or changed since the last drain, and
 * ids of removed messages that storage may hold. `input` and `response` messages are tracked from
 * the moment they are added; `memory` messages (recalled from storage) only when changed through the
 * list; `context` messages never.
 */
export class ChangeTracker {
  private readonly unsaved = new Set<string>();
  private readonly removed = new Set<string>();

  /** A function that puts the tracking of `id` back as it is now (for undo). */
  snapshot(id: string): () => void {
    const wasUnsaved = this.unsaved.has(id);
    const wasRemoved = this.removed.has(id);
    return () => {
      if (wasUnsaved) this.unsaved.add(id);
      else this.unsaved.delete(id);
      if (wasRemoved) this.removed.add(id);
      else this.removed.delete(id);
    };
  }

  isUnsaved(id: string): boolean {
    return this.unsaved.has(id);
  }

  /** Sets whether `id` is unsaved (used by a rollback that restores a message exactly). */
  setUnsaved(id: string, unsaved: boolean): void {
    if (unsaved) this.unsaved.add(id);
    else this.unsaved.delete(id);
  }

  /** Records a new message; returns whether its id was reported removed before (to undo with `unadded`). */
  added(entry: MessageEntry): boolean {
    const wasRemoved = this.removed.delete(entry.message.id);
    if (entry.source === 'input' || entry.source === 'response') this.unsaved.add(entry.message.id);
    return wasRemoved;
  }

  /** Undoes `added` (the id was not in the list before, so it was not unsaved). */
  unadded(id: string, wasRemoved: boolean): void {
    this.unsaved.delete(id);
    if (wasRemoved) this.removed.add(id);
  }

  changed(entry: MessageEntry): void {
    if (entry.source !== 'context') this.unsaved.add(entry.message.id);
  }

  removedEntry(entry: MessageEntry): void {
    this.unsaved.delete(entry.message.id);
    if (entry.persisted) this.removed.add(entry.message.id);
  }

  /** The unsaved messages in list order; marks them persisted and resets the tracking. */
  drainUnsaved(store: MessageStore): StoredMessage[] {
    const entries: MessageEntry[] = [];
    for (const id of this.unsaved) {
      const entry = store.get(id);
      if (entry !== undefined) entries.push(entry);
    }
    this.unsaved.clear();
    entries.sort((a, b) => a.seq - b.seq);
    for (const entry of entries) entry.persisted = true;
    return entries.map((entry) => entry.message);
  }

  drainRemoved(): string[] {
    const ids = [...this.removed];
    this.removed.clear();
    return ids;
  }

  /** Ids currently unsaved and removed (for serialization). */
  state(): { unsaved: string[]; removed: string[] } {
    return { unsaved: [...this.unsaved], removed: [...this.removed] };
  }

  restore(state: { unsaved: readonly string[]; removed: readonly string[] }): void {
    for (const id of state.unsaved) this.unsaved.add(id);
    for (const id of state.removed) this.removed.add(id);
  }
}
