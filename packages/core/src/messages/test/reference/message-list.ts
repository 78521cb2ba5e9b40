// Frozen test-only copy of src/messages/message-list.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
// Only the modules the linear-long-turns change touched are frozen in this folder; every other module it uses is
// imported from the live source, which that change left as it was.
import { flattenText } from '../../flatten-text.js';
import { addInput } from './internal/add-input.js';
import { ChangeTracker } from './internal/change-tracker.js';
import { isRecord } from '../../../contract/is-record.js';
import { ListState } from './internal/list-state.js';
import { ResponseMarks } from './internal/response-marks.js';
import { UndoLog } from '../../internal/restore-object.js';
import { writeToolResult } from '../../internal/write-tool-result.js';
import { MessageListError } from './message-list-error.js';
import type {
  AddMessagesOptions,
  AllMessagesView,
  MessageInput,
  MessageListOptions,
  MessageView,
  ResponseMark,
  SerializedMessageList,
} from '../../message-list-types.js';
import { createAllMessagesView, createMessageView } from '../../message-views.js';
import type { NormalizeContext } from '../../normalize/normalized-input.js';
import { assertSerializedMessageList } from './serialized-message-list.js';
import type { MessageSource, StoredMessage, ToolInvocationPart } from '../../stored-message.js';
import type { SystemMessage } from '../../system-message.js';
import { toSystemMessage, type RestoreSystemMessagesOptions, type SystemMessagesSnapshot } from '../../system-message-store.js';

export type {
  AddMessagesOptions,
  AllMessagesView,
  DuplicateIdPolicy,
  MessageInput,
  MessageListOptions,
  MessageView,
  ResponseMark,
  SerializedMessageList,
} from '../../message-list-types.js';

const SOURCES: ReadonlySet<string> = new Set(['input', 'response', 'memory', 'context']);

function assertSource(source: unknown): asserts source is MessageSource {
  if (typeof source !== 'string' || !SOURCES.has(source)) {
    throw new MessageListError('INVALID_SOURCE', `unknown message source '${String(source)}' (input, response, memory or context)`);
  }
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
  private readonly state = new ListState();
  private readonly marks: ResponseMarks;
  private readonly generateId: () => string;
  private lastCreatedAt = 0;
  /** Shared by every normalisation (only `index` changes), to keep `add` allocation-light. */
  private readonly normalizeContext: NormalizeContext;
  /** Number of `drainUnsavedMessages` calls, so a rollback knows whether storage saw the rejected step. */
  private drains = 0;

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
    this.marks = new ResponseMarks(this.state, () => this.drains);
    const { store, system } = this.state;
    this.get = {
      all: createAllMessagesView(() => store.messages(), () => system.all()),
      input: createMessageView(() => store.messages('input')),
      response: createMessageView(() => store.messages('response')),
      remembered: createMessageView(() => store.messages('memory')),
    };
  }

  /** Number of messages (system messages excluded). */
  get size(): number {
    return this.state.store.size;
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
      for (let index = 0; index < inputs.length; index++) {
        this.normalizeContext.index = index;
        addInput(this.state, inputs[index], source, options, this.normalizeContext, undo);
      }
    } catch (error) {
      undo.run();
      throw error;
    }
    return this;
  }

  /** Adds a system message (a string is its text), untagged or under `tag`. Equal messages in one group are kept once. */
  addSystem(message: string | SystemMessage | SystemMessage[], tag?: string): this {
    const messages = (Array.isArray(message) ? message : [message]).map(toSystemMessage);
    for (const item of messages) this.state.system.add(item, tag);
    return this;
  }

  /** Removes the messages with these ids (unknown ids are ignored); returns the removed messages. */
  removeByIds(ids: string[]): StoredMessage[] {
    const removed: StoredMessage[] = [];
    for (const id of ids) {
      const entry = this.state.store.get(id);
      if (entry === undefined) continue;
      this.state.removeEntry(entry);
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
    const hit = this.state.tools.find(part.toolInvocation.toolCallId);
    if (hit === undefined) return false;
    writeToolResult(hit.part, { ...part.toolInvocation, resultProviderMetadata: part.resultProviderMetadata });
    this.state.tracker.changed(hit.entry);
    return true;
  }

  /** The tool call with this id (the live part), or undefined. */
  getToolInvocation(toolCallId: string): ToolInvocationPart | undefined {
    return this.state.tools.find(toolCallId)?.part;
  }

  /** Untagged system messages, or those of `tag`. */
  getSystemMessages(tag?: string): SystemMessage[] {
    return this.state.system.get(tag);
  }

  /** Every system message, untagged first then tagged in insertion order. */
  getAllSystemMessages(): SystemMessage[] {
    return this.state.system.all();
  }

  /** Replaces the untagged system messages (tagged ones stay). */
  replaceAllSystemMessages(messages: SystemMessage[]): void {
    this.state.system.replaceUntagged(messages.map(toSystemMessage));
  }

  /** Removes the untagged system messages, or those of `tag`. */
  clearSystemMessages(tag?: string): void {
    this.state.system.clear(tag);
  }

  /** A copy of every system message, to restore with `restoreSystemMessages` (e.g. at each step). */
  snapshotSystemMessages(): SystemMessagesSnapshot {
    return this.state.system.snapshot();
  }

  /** Puts the system messages back as they were at `snapshot` (all of them, or only the untagged ones). */
  restoreSystemMessages(snapshot: SystemMessagesSnapshot, options?: RestoreSystemMessagesOptions): void {
    this.state.system.restore(snapshot, options);
  }

  /** The source of the message with this id, if present. */
  getSource(id: string): MessageSource | undefined {
    return this.state.store.get(id)?.source;
  }

  /** The message with this id (the live object), if present. */
  getById(id: string): StoredMessage | undefined {
    return this.state.store.get(id)?.message;
  }

  /**
   * Messages added or changed through the list since the last drain, in list order, for
   * persistence; resets the tracking. `input` and `response` messages count from their addition,
   * `memory` ones when changed, `context` ones never. In-place edits of a message are included when
   * it is unsaved anyway; otherwise report them with `markUnsaved`. `content.content` is refreshed.
   */
  drainUnsavedMessages(): StoredMessage[] {
    this.drains++;
    const messages = this.state.tracker.drainUnsaved(this.state.store);
    for (const message of messages) message.content.content = flattenText(message.content.parts);
    return messages;
  }

  /** Ids removed since the last drain that storage may hold (recalled or already drained); resets that tracking. */
  drainRemovedIds(): string[] {
    return this.state.tracker.drainRemoved();
  }

  /** Reports in-place edits of these messages to change tracking. */
  markUnsaved(ids: string[]): void {
    for (const id of ids) {
      const entry = this.state.store.get(id);
      if (entry !== undefined) this.state.tracker.changed(entry);
    }
  }

  /** Marks the response's current end (before a step). */
  markResponse(): ResponseMark {
    return this.marks.mark();
  }

  /**
   * Rolls the response back to `mark`: removes the response messages added since, and the parts
   * appended since to the message that was last then (change tracking is restored too, unless a
   * drain happened in between). Results written since into calls made before the mark are not undone.
   */
  rollbackResponse(mark: ResponseMark): void {
    this.marks.rollback(mark);
  }

  /** A snapshot of the list (deep copies); `JSON.stringify` it to store it. */
  serialize(): SerializedMessageList {
    const data: SerializedMessageList = { version: 1, messages: [], systemMessages: [] };
    if (this.threadId !== undefined) data.threadId = this.threadId;
    if (this.resourceId !== undefined) data.resourceId = this.resourceId;
    const persisted: string[] = [];
    for (const entry of this.state.store.entries()) {
      data.messages.push({ message: structuredClone(entry.message), source: entry.source });
      if (entry.persisted) persisted.push(entry.message.id);
    }
    for (const message of this.state.system.get()) data.systemMessages.push({ message: { ...message } });
    for (const [tag, group] of this.state.system.tags()) {
      for (const message of group) data.systemMessages.push({ message: { ...message }, tag });
    }
    data.tracking = { ...this.state.tracker.state(), persisted };
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
      list.state.tracker = new ChangeTracker();
      list.state.tracker.restore(data.tracking);
      for (const id of data.tracking.persisted) {
        const entry = list.state.store.get(id);
        if (entry !== undefined) entry.persisted = true;
      }
    }
    return list;
  }
}
