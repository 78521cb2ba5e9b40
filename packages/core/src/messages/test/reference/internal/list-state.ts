// Frozen test-only copy of src/messages/internal/list-state.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import { flattenText } from '../../../flatten-text.js';
import { MessageListError } from '../message-list-error.js';
import type { ToolResultInput } from '../../../normalize/normalized-input.js';
import type { MessagePart, MessageSource, StoredMessage } from '../../../stored-message.js';
import { SystemMessageStore } from '../../../system-message-store.js';
import { beginsStep } from '../../../internal/begins-step.js';
import { ChangeTracker } from './change-tracker.js';
import { MessageStore, type MessageEntry } from './message-store.js';
import { restoreObject, type UndoLog } from '../../../internal/restore-object.js';
import { deepEqual } from './same-content.js';
import { ToolCallIndex } from './tool-call-index.js';
import { writeToolResult } from '../../../internal/write-tool-result.js';

/**
 * The state of a `MessageList` and the changes made to it. Every change keeps the message store,
 * the tool-call index and change tracking in step, and records its inverse in an `UndoLog`.
 */
export class ListState {
  readonly store = new MessageStore();
  readonly tools = new ToolCallIndex(this.store);
  readonly system = new SystemMessageStore();
  tracker = new ChangeTracker();

  /** Appends a new message to `source`. */
  insert(message: StoredMessage, source: MessageSource, undo: UndoLog): void {
    const entry = this.store.append(message, source, source === 'memory');
    this.tools.register(entry);
    const wasRemoved = this.tracker.added(entry);
    undo.push(() => {
      this.tools.unregister(entry);
      this.store.remove(entry);
      this.tracker.unadded(entry.message.id, wasRemoved);
    });
  }

  /** Appends parts to a message (merging), with a `step-start` first when `asStep` and they begin a step. */
  appendParts(
    entry: MessageEntry,
    parts: MessagePart[],
    asStep: boolean,
    undo: UndoLog,
    metadata?: Record<string, unknown>,
  ): void {
    const content = entry.message.content;
    const before = content.parts.length;
    const saved = { ...content };
    if (asStep && beginsStep(parts)) content.parts.push({ type: 'step-start' });
    content.parts.push(...parts);
    content.content = flattenText(content.parts);
    if (metadata !== undefined) content.metadata = { ...content.metadata, ...metadata };
    const restore = this.tracker.snapshot(entry.message.id);
    this.tools.register(entry, before);
    this.tracker.changed(entry);
    undo.push(() => {
      this.tools.unregister(entry, content.parts, before);
      content.parts.length = before;
      restoreObject(content, saved);
      restore();
    });
  }

  /** Replaces a message's role and content in place (duplicate policy `replace`). */
  replaceContent(entry: MessageEntry, incoming: StoredMessage, undo: UndoLog): void {
    const message = entry.message;
    const saved = { role: message.role, content: message.content };
    const restore = this.tracker.snapshot(message.id);
    this.tools.unregister(entry);
    message.role = incoming.role;
    message.content = incoming.content;
    this.tools.register(entry);
    this.tracker.changed(entry);
    undo.push(() => {
      this.tools.unregister(entry);
      message.role = saved.role;
      message.content = saved.content;
      this.tools.register(entry);
      restore();
    });
  }

  /** Folds results into their calls; returns the entry of the first call, if any. */
  foldResults(results: readonly ToolResultInput[], index: number, undo: UndoLog): MessageEntry | undefined {
    let owner: MessageEntry | undefined;
    for (const result of results) {
      const { toolCallId } = result;
      const hit = this.tools.find(toolCallId);
      if (hit === undefined) {
        throw new MessageListError('UNKNOWN_TOOL_CALL', `tool result for unknown tool call '${toolCallId}'`, { toolCallId, index });
      }
      owner ??= hit.entry;
      const invocation = hit.part.toolInvocation;
      if (invocation.toolName !== result.toolName) {
        throw new MessageListError(
          'INVALID_MESSAGE',
          `tool result '${toolCallId}' names tool '${result.toolName}' but the call is to '${invocation.toolName}'`,
          { toolCallId, index },
        );
      }
      if (invocation.state === 'result') {
        if (deepEqual(invocation.result, result.result) && (invocation.isError === true) === result.isError) continue;
        throw new MessageListError(
          'DUPLICATE_TOOL_RESULT',
          `tool call '${toolCallId}' already has a different result (use updateToolInvocation to replace it)`,
          { toolCallId, index, messageId: hit.entry.message.id },
        );
      }
      const savedPart = { ...hit.part };
      const savedInvocation = { ...invocation };
      const restore = this.tracker.snapshot(hit.entry.message.id);
      writeToolResult(hit.part, { state: 'result', ...result });
      this.tracker.changed(hit.entry);
      undo.push(() => {
        restoreObject(invocation, savedInvocation);
        restoreObject(hit.part, savedPart);
        restore();
      });
    }
    return owner;
  }

  lastAssistant(): MessageEntry | undefined {
    const tail = this.store.tail;
    return tail?.message.role === 'assistant' ? tail : undefined;
  }

  removeEntry(entry: MessageEntry): void {
    this.tools.unregister(entry);
    this.store.remove(entry);
    this.tracker.removedEntry(entry);
  }

  /** Drops the parts after `count`; false when there were none. */
  truncateParts(entry: MessageEntry, count: number): boolean {
    const content = entry.message.content;
    if (content.parts.length <= count) return false;
    this.tools.unregister(entry, content.parts, count);
    content.parts.length = count;
    content.content = flattenText(content.parts);
    this.tracker.changed(entry);
    return true;
  }
}
