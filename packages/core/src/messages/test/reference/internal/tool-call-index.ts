// Frozen test-only copy of src/messages/internal/tool-call-index.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { ToolInvocationPart } from '../../../stored-message.js';
import type { MessageEntry, MessageStore } from './message-store.js';

/** A tool call found in the list. */
export interface ToolCallHit {
  entry: MessageEntry;
  part: ToolInvocationPart;
}

function isCall(part: { type: string }, toolCallId: string): part is ToolInvocationPart {
  return part.type === 'tool-invocation' && (part as ToolInvocationPart).toolInvocation.toolCallId === toolCallId;
}

/**
 * Finds tool calls by id in O(1): an index of the latest call per id, checked on every lookup
 * (processors may edit `content.parts` in place). When the index has no valid answer, the list is
 * scanned from the end, where a pending call is preferred over one that already has a result.
 */
export class ToolCallIndex {
  private readonly byId = new Map<string, ToolCallHit>();

  constructor(private readonly store: MessageStore) {}

  /** Indexes the tool calls among `parts` of `entry` (all of them, or from `from` on). */
  register(entry: MessageEntry, from = 0): void {
    const parts = entry.message.content.parts;
    for (let i = from; i < parts.length; i++) {
      const part = parts[i];
      if (part?.type === 'tool-invocation') this.byId.set(part.toolInvocation.toolCallId, { entry, part });
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
    if (hit !== undefined && !hit.entry.removed && hit.entry.message.content.parts.includes(hit.part)) return hit;
    const found = this.scan(toolCallId);
    if (found === undefined) this.byId.delete(toolCallId);
    else this.byId.set(toolCallId, found);
    return found;
  }

  private scan(toolCallId: string): ToolCallHit | undefined {
    let latest: ToolCallHit | undefined;
    for (let entry = this.store.tail; entry !== undefined; entry = entry.prev) {
      const parts = entry.message.content.parts;
      for (let i = parts.length - 1; i >= 0; i--) {
        const part = parts[i];
        if (part === undefined || !isCall(part, toolCallId)) continue;
        if (part.toolInvocation.state !== 'result') return { entry, part };
        latest ??= { entry, part };
      }
    }
    return latest;
  }
}
