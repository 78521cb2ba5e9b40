import { flattenText } from '../flatten-text.js';
import type { MessagePart, StoredMessage, StoredMessageContent } from '../stored-message.js';
import type { NormalizeContext } from './normalized-input.js';

/** Builds a StoredMessage with a generated id and date and the list's thread and resource ids. */
export function newStoredMessage(
  context: NormalizeContext,
  role: 'user' | 'assistant',
  parts: MessagePart[],
  extra: { id?: string | undefined; content?: Partial<StoredMessageContent> } = {},
): StoredMessage {
  const message: StoredMessage = {
    id: extra.id ?? context.generateId(),
    role,
    createdAt: context.now(),
    content: { format: 2, parts, content: flattenText(parts), ...extra.content },
  };
  if (context.threadId !== undefined) message.threadId = context.threadId;
  if (context.resourceId !== undefined) message.resourceId = context.resourceId;
  return message;
}
