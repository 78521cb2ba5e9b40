// Frozen test-only copy of src/messages/message-list-types.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { LanguageModelV2Prompt, LanguageModelV3Prompt } from '@ai-sdk/provider';
import type { ModelMessage } from '@ai-sdk/provider-utils';
import type { UIMessage } from 'ai';
import type { MessageSource, StoredMessage } from './stored-message.js';
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
  /** Thread id given to added messages that have none. */
  threadId?: string;
  /** Resource (user) id given to added messages that have none. */
  resourceId?: string;
  /** Generates ids for messages that come without one. @default crypto.randomUUID */
  generateId?: () => string;
}

/**
 * What `add` does with a message whose id is already in the list with different content (equal
 * content is always a no-op, and an assistant message for `response` whose id is the last
 * response message's is merged into it):
 * - `error` (default): throw a `MessageListError` `DUPLICATE_MESSAGE_ID`;
 * - `replace`: replace its role and content in place (position, source and `createdAt` stay);
 * - `skip`: keep the stored message and ignore the new one.
 */
export type DuplicateIdPolicy = 'error' | 'replace' | 'skip';

/** Options of `MessageList.add`. */
export interface AddMessagesOptions {
  /** @default 'error' */
  duplicates?: DuplicateIdPolicy;
}

/** A position in the response, taken before a step so that a retried step can be rolled back. */
export interface ResponseMark {
  /** Number of response messages at mark time. */
  readonly messageCount: number;
  /** Part count of the last response message at mark time (0 when the list did not end with one). */
  readonly lastMessagePartCount: number;
  /** Id of the response message that was last in the list when the mark was taken. */
  readonly lastMessageId?: string;
  /** Sequence number of the next message at mark time: later response messages are rolled back. */
  readonly position?: number;
}

/** The serialized form of a `MessageList` (JSON-safe once `JSON.stringify`ed: Dates become ISO strings). */
export interface SerializedMessageList {
  version: 1;
  threadId?: string;
  resourceId?: string;
  messages: { message: StoredMessage; source: MessageSource }[];
  systemMessages: { message: SystemMessage; tag?: string }[];
  /** Change tracking; when absent, `deserialize` treats input and response messages as unsaved. */
  tracking?: { unsaved: string[]; removed: string[]; persisted: string[] };
}
