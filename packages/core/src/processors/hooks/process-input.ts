import type { MessageList } from '../../messages/message-list.js';
import type { StoredMessage } from '../../messages/stored-message.js';
import type { SystemMessage } from '../../messages/system-message.js';
import type { HookContext, ProcessorState } from './hook-context.js';

/** Arguments of `processInput`: runs once before the loop. */
export interface ProcessInputArgs<TState extends object = ProcessorState>
  extends HookContext<TState> {
  /** This call's input messages (no system messages). */
  messages: StoredMessage[];
  /** Every system message (instructions, memory context, user-supplied). */
  systemMessages: SystemMessage[];
  /** The run's message list. */
  messageList: MessageList;
}

/** Messages and system messages returned together. */
export interface MessagesWithSystemMessages {
  messages: StoredMessage[];
  systemMessages: SystemMessage[];
}

/**
 * What `processInput` may return: transformed messages, the same `MessageList` (edited in place),
 * `{ messages, systemMessages }`, or nothing (unchanged).
 */
export type ProcessInputResult =
  | StoredMessage[]
  | MessageList
  | MessagesWithSystemMessages
  | void
  | undefined;
