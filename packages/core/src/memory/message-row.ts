import type { StoredMessage, StoredMessageRole } from '../messages/stored-message.js';
import { rowDate } from './thread-row.js';
import { invalidStoredRow, parseStoredJson } from './stored-row.js';

/**
 * A stored message as a database row: the fields a store indexes as columns, and the content as
 * JSON text. JSON text (not a binary JSON type) keeps the content exactly as written, `\u0000`
 * escapes and key order included. Shared by the SQL stores so they map messages one way.
 */
export interface MessageRow {
  id: string;
  threadId: string;
  resourceId: string | null;
  role: StoredMessageRole;
  createdAt: Date;
  /** `JSON.stringify(message.content)`. */
  content: string;
}

/** What a driver may hand back for a row: timestamps as `Date`, ISO text or epoch milliseconds, content as text or parsed JSON. */
export interface MessageRowInput {
  id: string;
  threadId: string;
  resourceId: string | null | undefined;
  role: string;
  createdAt: Date | string | number | bigint;
  content: string | object;
}

/**
 * The row for `message`, saved into `threadId` under `resourceId` (the thread's owner). The content
 * must be JSON-serializable, as everything a `MessageList` serializes is: a `Date` or `Map` inside a
 * tool result comes back as JSON would give it.
 */
export function messageToRow(message: StoredMessage, threadId: string, resourceId: string | undefined): MessageRow {
  return {
    id: message.id,
    threadId,
    resourceId: resourceId ?? null,
    role: message.role,
    createdAt: message.createdAt,
    content: JSON.stringify(message.content),
  };
}

/**
 * The stored message a row stands for.
 * @throws MemoryError `STORED_ROW_INVALID` when the row's role, timestamp or content is not valid.
 */
export function messageFromRow(row: MessageRowInput): StoredMessage {
  if (row.role !== 'user' && row.role !== 'assistant' && row.role !== 'system') {
    throw invalidStoredRow(`message ${row.id}: stored role (user, assistant or system)`);
  }
  const createdAt = rowDate(row.createdAt, `message ${row.id}: stored createdAt`);
  const content = (typeof row.content === 'string' ? parseStoredJson(row.content, `message ${row.id}: stored content`) : row.content) as StoredMessage['content'];
  return {
    id: row.id,
    role: row.role,
    createdAt,
    threadId: row.threadId,
    ...(row.resourceId === null || row.resourceId === undefined ? {} : { resourceId: row.resourceId }),
    content,
  };
}
