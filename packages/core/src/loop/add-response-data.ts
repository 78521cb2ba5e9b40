import type { MessageList } from '../messages/message-list.js';
import type { DataPart } from '../messages/stored-message.js';

/**
 * Adds persisted `data-*` parts to the response: into the current response assistant message when
 * there is one (so a step's data stays with its text and tool calls), else as a new message.
 */
export function addResponseData(messageList: MessageList, parts: DataPart[]): void {
  const last = messageList.get.response.db().at(-1);
  const id = last?.role === 'assistant' ? last.id : crypto.randomUUID();
  messageList.add({ id, role: 'assistant', parts }, 'response');
}
