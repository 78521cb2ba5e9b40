import type { StoredMessage } from '@sluice/core';

/** A user text message for tests. */
export function textMessage(id: string, text: string, createdAt: Date, threadId?: string): StoredMessage {
  return {
    id,
    role: 'user',
    createdAt,
    ...(threadId === undefined ? {} : { threadId }),
    content: { format: 2, parts: [{ type: 'text', text }] },
  };
}
