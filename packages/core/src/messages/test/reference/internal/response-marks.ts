// Frozen test-only copy of src/messages/internal/response-marks.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { ResponseMark } from '../../../message-list-types.js';
import type { ListState } from './list-state.js';
import type { MessageEntry } from './message-store.js';

/**
 * `markResponse` / `rollbackResponse`: a mark remembers the list position and the part count of the
 * last response message, plus (privately) the change-tracking state, so that a rollback restores a
 * rejected step exactly.
 */
export class ResponseMarks {
  private readonly tracking = new WeakMap<ResponseMark, { drains: number; lastUnsaved: boolean }>();

  constructor(
    private readonly state: ListState,
    /** Number of drains so far: a rollback restores tracking only when storage did not see the step. */
    private readonly drains: () => number,
  ) {}

  mark(): ResponseMark {
    const { store, tracker } = this.state;
    const tail = store.tail;
    const last = tail?.source === 'response' ? tail : undefined;
    const mark: ResponseMark = {
      messageCount: store.count('response'),
      lastMessagePartCount: last?.message.content.parts.length ?? 0,
      ...(last === undefined ? {} : { lastMessageId: last.message.id }),
      position: store.nextSeq,
    };
    this.tracking.set(mark, { drains: this.drains(), lastUnsaved: last !== undefined && tracker.isUnsaved(last.message.id) });
    return mark;
  }

  rollback(mark: ResponseMark): void {
    const state = this.state;
    if (mark.position === undefined) {
      this.rollbackByCount(mark);
      return;
    }
    const doomed: MessageEntry[] = [];
    for (let entry = state.store.tail; entry !== undefined && entry.seq >= mark.position; entry = entry.prev) {
      if (entry.source === 'response') doomed.push(entry);
    }
    for (const entry of doomed) state.removeEntry(entry);
    if (mark.lastMessageId === undefined) return;
    const last = state.store.get(mark.lastMessageId);
    if (last === undefined || !state.truncateParts(last, mark.lastMessagePartCount)) return;
    // Restored exactly as it was at the mark: unless storage saw the rejected step, its tracking is too.
    const tracking = this.tracking.get(mark);
    if (tracking?.drains === this.drains()) state.tracker.setUnsaved(last.message.id, tracking.lastUnsaved);
  }

  /** Rollback for marks without `position` (built by hand): by response message count. */
  private rollbackByCount(mark: ResponseMark): void {
    const state = this.state;
    const responses = [...state.store.entries()].filter((entry) => entry.source === 'response');
    for (const entry of responses.slice(mark.messageCount)) state.removeEntry(entry);
    const last = responses[mark.messageCount - 1];
    if (last !== undefined && mark.lastMessagePartCount > 0) state.truncateParts(last, mark.lastMessagePartCount);
  }
}
