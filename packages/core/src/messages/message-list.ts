import { flattenText } from './flatten-text.js';
import { ChangeTracker } from './internal/change-tracker.js';
import { isRecord } from './internal/is-record.js';
import { MessageStore, type MessageEntry } from './internal/message-store.js';
import { isDataPart } from './internal/part-kind.js';
import { restoreObject, UndoLog } from './internal/restore-object.js';
import { deepEqual, sameContent } from './internal/same-content.js';
import { ToolCallIndex } from './internal/tool-call-index.js';
import { MessageListError } from './message-list-error.js';
import type {
  AddMessagesOptions,
  AllMessagesView,
  MessageInput,
  MessageListOptions,
  MessageView,
  ResponseMark,
  SerializedMessageList,
} from './message-list-types.js';
import { createAllMessagesView, createMessageView } from './message-views.js';
import { applyResult } from './normalize/from-model-message.js';
import type { NormalizeContext, NormalizedInput, ToolResultInput } from './normalize/normalized-input.js';
import { normalizeInput } from './normalize/normalize-input.js';
import { assertSerializedMessageList } from './serialized-message-list.js';
import type { MessagePart, MessageSource, StoredMessage, ToolInvocationPart } from './stored-message.js';
import type { SystemMessage } from './system-message.js';
import {
  SystemMessageStore,
  toSystemMessage,
  type RestoreSystemMessagesOptions,
  type SystemMessagesSnapshot,
} from './system-message-store.js';

export type {
  AddMessagesOptions,
  AllMessagesView,
  DuplicateIdPolicy,
  MessageInput,
  MessageListOptions,
  MessageView,
  ResponseMark,
  SerializedMessageList,
} from './message-list-types.js';

const SOURCES: ReadonlySet<string> = new Set(['input', 'response', 'memory', 'context']);

function assertSource(source: unknown): asserts source is MessageSource {
  if (typeof source !== 'string' || !SOURCES.has(source)) {
    throw new MessageListError('INVALID_SOURCE', `unknown message source '${String(source)}' (input, response, memory or context)`);
  }
}

/** True when parts added to an assistant message begin a new model step (anything but data parts). */
function beginsStep(parts: readonly MessagePart[]): boolean {
  const first = parts[0];
  return first !== undefined && first.type !== 'step-start' && !parts.every(isDataPart);
}

/**
 * The live conversation of one run, which every processor reads and edits.
 *
 * Messages are kept in insertion order with an id index: `add` of one message, lookups and
 * removals cost O(1) whatever the length; views cost one pass over the messages they return.
 * See `packages/core/docs/message-list.md` for the rules (merging, duplicate ids, tool pairing,
 * persistence).
 */
export class MessageList {
  /** Views by source: `all`, `input`, `response`, `remembered` (the `memory` source). */
  readonly get: {
    readonly all: AllMessagesView;
    readonly input: MessageView;
    readonly response: MessageView;
    readonly remembered: MessageView;
  };
  /** Thread id given to messages that come without one. */
  readonly threadId: string | undefined;
  /** Resource id given to messages that come without one. */
  readonly resourceId: string | undefined;
  private readonly store = new MessageStore();
  private readonly tools = new ToolCallIndex(this.store);
  private readonly system = new SystemMessageStore();
  private tracker = new ChangeTracker();
  private readonly generateId: () => string;
  private lastCreatedAt = 0;
  /** Shared by every normalisation (only `index` changes), to keep `add` allocation-light. */
  private readonly normalizeContext: NormalizeContext;
  /** Number of `drainUnsavedMessages` calls, so a rollback knows whether storage saw the rejected step. */
  private drains = 0;
  /** Tracking state at each mark, private to this list. */
  private readonly marks = new WeakMap<ResponseMark, { drains: number; lastUnsaved: boolean }>();

  constructor(options: MessageListOptions = {}) {
    this.threadId = options.threadId;
    this.resourceId = options.resourceId;
    this.generateId = options.generateId ?? (() => crypto.randomUUID());
    this.normalizeContext = {
      generateId: this.generateId,
      now: () => {
        // Strictly increasing dates, so that storage sorting by date keeps the list order.
        const time = Math.max(Date.now(), this.lastCreatedAt + 1);
        this.lastCreatedAt = time;
        return new Date(time);
      },
      threadId: this.threadId,
      resourceId: this.resourceId,
      index: 0,
    };
    const store = this.store;
    this.get = {
      all: createAllMessagesView(() => store.messages(), () => this.system.all()),
      input: createMessageView(() => store.messages('input')),
      response: createMessageView(() => store.messages('response')),
      remembered: createMessageView(() => store.messages('memory')),
    };
  }

  /** Number of messages (system messages excluded). */
  get size(): number {
    return this.store.size;
  }

  /**
   * Adds messages to `source`. Accepts strings (user text), StoredMessages, AI SDK ModelMessages
   * (a `tool` message folds its results into the matching calls; a `system` one goes to the system
   * messages) and UIMessages. Assistant messages added to `response` right after the last response
   * assistant message merge into it (see the docs page). All or nothing: when a `MessageListError`
   * is thrown, the list is left as it was.
   */
  add(messages: MessageInput | MessageInput[], source: MessageSource, options: AddMessagesOptions = {}): this {
    assertSource(source);
    const inputs: unknown[] = Array.isArray(messages) ? messages : [messages];
    const undo = new UndoLog();
    try {
      for (let index = 0; index < inputs.length; index++) this.addOne(inputs[index], source, index, options, undo);
    } catch (error) {
      undo.run();
      throw error;
    }
    return this;
  }

  /** Adds a system message (a string is its text), untagged or under `tag`. Equal messages in one group are kept once. */
  addSystem(message: string | SystemMessage | SystemMessage[], tag?: string): this {
    const messages = (Array.isArray(message) ? message : [message]).map(toSystemMessage);
    for (const item of messages) this.system.add(item, tag);
    return this;
  }

  /** Removes the messages with these ids (unknown ids are ignored); returns the removed messages. */
  removeByIds(ids: string[]): StoredMessage[] {
    const removed: StoredMessage[] = [];
    for (const id of ids) {
      const entry = this.store.get(id);
      if (entry === undefined) continue;
      this.removeEntry(entry);
      removed.push(entry.message);
    }
    return removed;
  }

  /**
   * Replaces a tool call's result: the call keeps its args and name, and takes the state, result,
   * `isError` and `output` of `part`. False when no call has that id.
   */
  updateToolInvocation(part: ToolInvocationPart): boolean {
    const given: unknown = part;
    if (!isRecord(given) || !isRecord(given.toolInvocation) || typeof given.toolInvocation.toolCallId !== 'string') {
      throw new MessageListError('INVALID_MESSAGE', 'updateToolInvocation needs a tool-invocation part with a toolCallId');
    }
    const hit = this.tools.find(part.toolInvocation.toolCallId);
    if (hit === undefined) return false;
    const source = part.toolInvocation;
    const invocation = hit.part.toolInvocation;
    invocation.state = source.state;
    if (source.result === undefined) delete invocation.result;
    else invocation.result = source.result;
    if (source.isError === true) invocation.isError = true;
    else delete invocation.isError;
    if (source.output === undefined) delete invocation.output;
    else invocation.output = source.output;
    if (part.resultProviderMetadata !== undefined) hit.part.resultProviderMetadata = part.resultProviderMetadata;
    this.tracker.changed(hit.entry);
    return true;
  }

  /** The tool call with this id (the live part), or undefined. */
  getToolInvocation(toolCallId: string): ToolInvocationPart | undefined {
    return this.tools.find(toolCallId)?.part;
  }

  /** Untagged system messages, or those of `tag`. */
  getSystemMessages(tag?: string): SystemMessage[] {
    return this.system.get(tag);
  }

  /** Every system message, untagged first then tagged in insertion order. */
  getAllSystemMessages(): SystemMessage[] {
    return this.system.all();
  }

  /** Replaces the untagged system messages (tagged ones stay). */
  replaceAllSystemMessages(messages: SystemMessage[]): void {
    this.system.replaceUntagged(messages.map(toSystemMessage));
  }

  /** Removes the untagged system messages, or those of `tag`. */
  clearSystemMessages(tag?: string): void {
    this.system.clear(tag);
  }

  /** A copy of every system message, to restore with `restoreSystemMessages` (e.g. at each step). */
  snapshotSystemMessages(): SystemMessagesSnapshot {
    return this.system.snapshot();
  }

  /** Puts the system messages back as they were at `snapshot` (all of them, or only the untagged ones). */
  restoreSystemMessages(snapshot: SystemMessagesSnapshot, options?: RestoreSystemMessagesOptions): void {
    this.system.restore(snapshot, options);
  }

  /** The source of the message with this id, if present. */
  getSource(id: string): MessageSource | undefined {
    return this.store.get(id)?.source;
  }

  /** The message with this id (the live object), if present. */
  getById(id: string): StoredMessage | undefined {
    return this.store.get(id)?.message;
  }

  /**
   * Messages added or changed through the list since the last drain, in list order, for
   * persistence; resets the tracking. `input` and `response` messages count from their addition,
   * `memory` ones when changed, `context` ones never. In-place edits of a message are included when
   * it is unsaved anyway; otherwise report them with `markUnsaved`. `content.content` is refreshed.
   */
  drainUnsavedMessages(): StoredMessage[] {
    this.drains++;
    const messages = this.tracker.drainUnsaved(this.store);
    for (const message of messages) message.content.content = flattenText(message.content.parts);
    return messages;
  }

  /** Ids removed since the last drain that storage may hold (recalled or already drained); resets that tracking. */
  drainRemovedIds(): string[] {
    return this.tracker.drainRemoved();
  }

  /** Reports in-place edits of these messages to change tracking. */
  markUnsaved(ids: string[]): void {
    for (const id of ids) {
      const entry = this.store.get(id);
      if (entry !== undefined) this.tracker.changed(entry);
    }
  }

  /** Marks the response's current end (before a step). */
  markResponse(): ResponseMark {
    const tail = this.store.tail;
    const last = tail?.source === 'response' ? tail : undefined;
    const mark: ResponseMark = {
      messageCount: this.store.count('response'),
      lastMessagePartCount: last?.message.content.parts.length ?? 0,
      ...(last === undefined ? {} : { lastMessageId: last.message.id }),
      position: this.store.nextSeq,
    };
    this.marks.set(mark, { drains: this.drains, lastUnsaved: last !== undefined && this.tracker.isUnsaved(last.message.id) });
    return mark;
  }

  /**
   * Rolls the response back to `mark`: removes the response messages added since, and the parts
   * appended since to the message that was last then. Results written since into calls made
   * before the mark are not undone.
   */
  rollbackResponse(mark: ResponseMark): void {
    if (mark.position === undefined) {
      this.rollbackByCount(mark);
      return;
    }
    const doomed: MessageEntry[] = [];
    for (let entry = this.store.tail; entry !== undefined && entry.seq >= mark.position; entry = entry.prev) {
      if (entry.source === 'response') doomed.push(entry);
    }
    for (const entry of doomed) this.removeEntry(entry);
    if (mark.lastMessageId === undefined) return;
    const last = this.store.get(mark.lastMessageId);
    if (last === undefined || !this.truncateParts(last, mark.lastMessagePartCount)) return;
    // Restored exactly as it was at the mark: unless storage saw the rejected step, its tracking is too.
    const state = this.marks.get(mark);
    if (state?.drains === this.drains) this.tracker.setUnsaved(last.message.id, state.lastUnsaved);
  }

  /** A snapshot of the list (deep copies); `JSON.stringify` it to store it. */
  serialize(): SerializedMessageList {
    const data: SerializedMessageList = { version: 1, messages: [], systemMessages: [] };
    if (this.threadId !== undefined) data.threadId = this.threadId;
    if (this.resourceId !== undefined) data.resourceId = this.resourceId;
    const persisted: string[] = [];
    for (const entry of this.store.entries()) {
      data.messages.push({ message: structuredClone(entry.message), source: entry.source });
      if (entry.persisted) persisted.push(entry.message.id);
    }
    for (const message of this.system.get()) data.systemMessages.push({ message: { ...message } });
    for (const [tag, group] of this.system.tags()) {
      for (const message of group) data.systemMessages.push({ message: { ...message }, tag });
    }
    data.tracking = { ...this.tracker.state(), persisted };
    return data;
  }

  /** Rebuilds a list from `serialize()` output, or from its `JSON.parse`d text (ISO dates become Dates). */
  static deserialize(data: SerializedMessageList, options: Omit<MessageListOptions, 'threadId' | 'resourceId'> = {}): MessageList {
    assertSerializedMessageList(data);
    const list = new MessageList({
      ...options,
      ...(data.threadId === undefined ? {} : { threadId: data.threadId }),
      ...(data.resourceId === undefined ? {} : { resourceId: data.resourceId }),
    });
    for (const { message, source } of data.messages) list.add(message, source);
    for (const { message, tag } of data.systemMessages) list.addSystem(message, tag);
    if (data.tracking !== undefined) {
      list.tracker = new ChangeTracker();
      list.tracker.restore(data.tracking);
      for (const id of data.tracking.persisted) {
        const entry = list.store.get(id);
        if (entry !== undefined) entry.persisted = true;
      }
    }
    return list;
  }

  private addOne(input: unknown, source: MessageSource, index: number, options: AddMessagesOptions, undo: UndoLog): void {
    // Re-adding a live object from `get.*.db()` is a no-op.
    if (isRecord(input) && typeof input.id === 'string' && (this.store.get(input.id)?.message as unknown) === input) return;
    this.normalizeContext.index = index;
    const normalized = normalizeInput(input, this.normalizeContext);
    if (normalized.kind === 'system') {
      const remove = this.system.add(normalized.message);
      if (remove !== undefined) undo.push(remove);
    } else if (normalized.kind === 'tool-results') {
      const owner = this.foldResults(normalized.results, index, undo) ?? this.lastAssistant();
      if (normalized.extraParts.length === 0) return;
      if (owner === undefined) {
        throw new MessageListError('INVALID_MESSAGE', 'a tool message part has no assistant message to join', { index });
      }
      this.appendParts(owner, normalized.extraParts, false, undo);
    } else {
      this.addMessage(normalized, source, index, options, undo);
      this.foldResults(normalized.pendingResults, index, undo);
    }
  }

  private addMessage(
    normalized: Extract<NormalizedInput, { kind: 'message' }>,
    source: MessageSource,
    index: number,
    options: AddMessagesOptions,
    undo: UndoLog,
  ): void {
    const incoming = normalized.message;
    const tail = this.store.tail;
    const mergesIntoTail =
      tail !== undefined && source === 'response' && incoming.role === 'assistant' && tail.source === 'response' && tail.message.role === 'assistant';
    const existing = normalized.hasOwnId ? this.store.get(incoming.id) : undefined;
    if (existing !== undefined) {
      if (sameContent(existing.message, incoming)) return;
      if (existing === tail && mergesIntoTail) {
        this.appendParts(existing, incoming.content.parts, true, undo, incoming.content.metadata);
        return;
      }
      const policy = options.duplicates ?? 'error';
      if (policy === 'skip') return;
      if (policy === 'replace') {
        this.replaceContent(existing, incoming, undo);
        return;
      }
      throw new MessageListError(
        'DUPLICATE_MESSAGE_ID',
        `message id '${incoming.id}' is already in the list with different content (pass { duplicates: 'replace' } to replace it)`,
        { messageId: incoming.id, index },
      );
    }
    if (!normalized.hasOwnId && mergesIntoTail) {
      this.appendParts(tail, incoming.content.parts, true, undo, incoming.content.metadata);
      return;
    }
    if (normalized.isStepContent && source === 'response' && beginsStep(incoming.content.parts)) {
      incoming.content.parts.unshift({ type: 'step-start' });
    }
    const entry = this.store.append(incoming, source, source === 'memory');
    this.tools.register(entry);
    const wasRemoved = this.tracker.added(entry);
    undo.push(() => {
      this.tools.unregister(entry);
      this.store.remove(entry);
      this.tracker.unadded(entry.message.id, wasRemoved);
    });
  }

  private appendParts(
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

  private replaceContent(entry: MessageEntry, incoming: StoredMessage, undo: UndoLog): void {
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
  private foldResults(results: readonly ToolResultInput[], index: number, undo: UndoLog): MessageEntry | undefined {
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
      applyResult(hit.part, result);
      this.tracker.changed(hit.entry);
      undo.push(() => {
        restoreObject(invocation, savedInvocation);
        restoreObject(hit.part, savedPart);
        restore();
      });
    }
    return owner;
  }

  private lastAssistant(): MessageEntry | undefined {
    const tail = this.store.tail;
    return tail?.message.role === 'assistant' ? tail : undefined;
  }

  private removeEntry(entry: MessageEntry): void {
    this.tools.unregister(entry);
    this.store.remove(entry);
    this.tracker.removedEntry(entry);
  }

  /** Drops the parts after `count`; false when there were none. */
  private truncateParts(entry: MessageEntry, count: number): boolean {
    const content = entry.message.content;
    if (content.parts.length <= count) return false;
    this.tools.unregister(entry, content.parts, count);
    content.parts.length = count;
    content.content = flattenText(content.parts);
    this.tracker.changed(entry);
    return true;
  }

  /** Rollback for marks without `position` (built by hand): by response message count. */
  private rollbackByCount(mark: ResponseMark): void {
    const responses = [...this.store.entries()].filter((entry) => entry.source === 'response');
    for (const entry of responses.slice(mark.messageCount)) this.removeEntry(entry);
    const last = responses[mark.messageCount - 1];
    if (last !== undefined && mark.lastMessagePartCount > 0) this.truncateParts(last, mark.lastMessagePartCount);
  }
}
