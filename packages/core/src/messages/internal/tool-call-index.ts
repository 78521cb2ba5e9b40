import type { ToolInvocationPart } from '../stored-message.js';
import type { MessageEntry, MessageStore } from './message-store.js';

/** A tool call found in the list. */
export interface ToolCallHit {
  entry: MessageEntry;
  part: ToolInvocationPart;
}

function isCall(part: { type: string }, toolCallId: string): part is ToolInvocationPart {
  return part.type === 'tool-invocation' && (part as ToolInvocationPart).toolInvocation.toolCallId === toolCallId;
}

/** An index entry: the hit and the position its part had in `content.parts` when last seen. */
interface IndexedHit extends ToolCallHit {
  at: number;
}

/**
 * Finds tool calls by id in O(1): an index of the latest call per id, checked on every lookup
 * (processors may edit `content.parts` in place) at the position the part was seen, then anywhere in
 * its message. When the index has no valid answer, the list is scanned from the end, where a
 * pending call is preferred over one that already has a result.
 */
export class ToolCallIndex {
  private readonly byId = new Map<string, IndexedHit>();

  constructor(private readonly store: MessageStore) {}

  /** Indexes the tool calls among `parts` of `entry` (all of them, or from `from` on). */
  register(entry: MessageEntry, from = 0): void {
    const parts = entry.message.content.parts;
    for (let i = from; i < parts.length; i++) {
      const part = parts[i];
      if (part?.type === 'tool-invocation') this.byId.set(part.toolInvocation.toolCallId, { entry, part, at: i });
    }
  }

  /** Drops the index entries pointing at `parts` of `entry` (all, or from `from` on). */
  unregister(entry: MessageEntry, parts = entry.message.content.parts, from = 0): void {
    for (let i = from; i < parts.length; i++) {
      const part = parts[i];
      if (part?.type !== 'tool-invocation') continue;
      const hit = this.byId.get(part.toolInvocation.toolCallId);
      if (hit?.part === part) this.byId.delete(part.toolInvocation.toolCallId);
    }
  }

  /** The call with this id: the indexed one if still valid, else the latest pending one, else the latest. */
  find(toolCallId: string): ToolCallHit | undefined {
    const hit = this.byId.get(toolCallId);
    if (hit !== undefined && !hit.entry.removed && this.stillAt(hit)) return hit;
    const found = this.scan(toolCallId);
    if (found === undefined) this.byId.delete(toolCallId);
    else this.byId.set(toolCallId, found);
    return found;
  }

  /** True when the indexed part is still in its message (looked for where it was first). */
  private stillAt(hit: IndexedHit): boolean {
    const parts = hit.entry.message.content.parts;
    if (parts[hit.at] === hit.part) return true;
    const at = parts.indexOf(hit.part);
    if (at < 0) return false;
    hit.at = at;
    return true;
  }

  private scan(toolCallId: string): IndexedHit | undefined {
    let latest: IndexedHit | undefined;
    for (let entry = this.store.tail; entry !== undefined; entry = entry.prev) {
      const parts = entry.message.content.parts;
      for (let i = parts.length - 1; i >= 0; i--) {
        const part = parts[i];
        if (part === undefined || !isCall(part, toolCallId)) continue;
        if (part.toolInvocation.state !== 'result') return { entry, part, at: i };
        latest ??= { entry, part, at: i };
      }
    }
    return latest;
  }
}
