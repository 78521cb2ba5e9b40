import type { LanguageModelV2Prompt, LanguageModelV3Prompt } from '@ai-sdk/provider';
import type { ModelMessage } from '@ai-sdk/provider-utils';
import type { UIMessage } from 'ai';
import type { MessageSource, StoredMessage, ToolInvocationPart } from './stored-message.js';
import type { SystemMessage } from './system-message.js';

/** Anything `MessageList.add` accepts: strings, StoredMessages, AI SDK ModelMessages or UIMessages. */
export type MessageInput = string | StoredMessage | ModelMessage | UIMessage;

/** One filtered view of the list in every format. */
export interface MessageView {
  /** The stored messages of this view, in order (the live objects; in-place part edits persist). */
  db(): StoredMessage[];
  /** The same messages as AI SDK `UIMessage`s. */
  ui(): UIMessage[];
  /** The same messages as AI SDK `ModelMessage`s (tool results become `tool` messages). */
  core(): ModelMessage[];
}

/** The view over every message, which can also produce the provider prompt. */
export interface AllMessagesView extends MessageView {
  /** The provider prompt: every system message first, then the conversation. */
  prompt(): LanguageModelV3Prompt;
  /** The same prompt in the V2 form, for AI SDK 5 models. */
  promptV2(): LanguageModelV2Prompt;
}

/** Options of a new `MessageList`. */
export interface MessageListOptions {
  threadId?: string;
  resourceId?: string;
  /** Generates ids for messages that come without one. @default crypto.randomUUID */
  generateId?: () => string;
}

/** A position in the response, taken before a step so that a retried step can be rolled back. */
export interface ResponseMark {
  readonly messageCount: number;
  readonly lastMessagePartCount: number;
}

/** The serialized form of a `MessageList` (JSON-safe). */
export interface SerializedMessageList {
  version: 1;
  threadId?: string;
  resourceId?: string;
  messages: { message: StoredMessage; source: MessageSource }[];
  systemMessages: { message: SystemMessage; tag?: string }[];
}

/**
 * The live conversation of one run, which every processor reads and edits.
 *
 * Implemented in issue 3; this file fixes the public surface the runner and loop code against.
 */
export declare class MessageList {
  constructor(options?: MessageListOptions);
  /** Adds messages to `source`. Returns this list. */
  add(messages: MessageInput | MessageInput[], source: MessageSource): this;
  /** Adds a system message, untagged or under `tag`. */
  addSystem(message: string | SystemMessage | SystemMessage[], tag?: string): this;
  /** Removes the messages with these ids; returns the removed messages. */
  removeByIds(ids: string[]): StoredMessage[];
  /** Replaces a tool call's result (keeping its args); false when no call has that id. */
  updateToolInvocation(part: ToolInvocationPart): boolean;
  /** Untagged system messages, or those of `tag`. */
  getSystemMessages(tag?: string): SystemMessage[];
  /** Every system message, untagged first then tagged in insertion order. */
  getAllSystemMessages(): SystemMessage[];
  /** Replaces the untagged system messages. */
  replaceAllSystemMessages(messages: SystemMessage[]): void;
  /** Removes the untagged system messages, or those of `tag`. */
  clearSystemMessages(tag?: string): void;
  /** Views by source. */
  readonly get: {
    readonly all: AllMessagesView;
    readonly input: MessageView;
    readonly response: MessageView;
    readonly remembered: MessageView;
  };
  /** The source of the message with this id, if present. */
  getSource(id: string): MessageSource | undefined;
  /** Messages added or changed since the last drain (for persistence); resets the tracking. */
  drainUnsavedMessages(): StoredMessage[];
  /** Ids removed since the last drain; resets that tracking. */
  drainRemovedIds(): string[];
  /** Marks the response's current end (before a step). */
  markResponse(): ResponseMark;
  /** Rolls the response back to `mark` (drops what a rejected step added). */
  rollbackResponse(mark: ResponseMark): void;
  /** A JSON-safe snapshot. */
  serialize(): SerializedMessageList;
  /** Rebuilds a list from `serialize()` output. */
  static deserialize(data: SerializedMessageList): MessageList;
}
