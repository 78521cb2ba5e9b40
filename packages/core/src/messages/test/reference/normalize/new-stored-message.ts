// Frozen test-only copy of src/messages/normalize/new-stored-message.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
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
