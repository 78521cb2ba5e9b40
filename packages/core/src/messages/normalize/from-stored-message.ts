import { flattenText } from '../flatten-text.js';
import { isRecord } from '../../contract/is-record.js';
import { safeStringify } from '../internal/safe-stringify.js';
import { MessageListError } from '../message-list-error.js';
import type { StoredMessage, StoredMessageContent } from '../stored-message.js';
import type { NormalizeContext, NormalizedInput } from './normalized-input.js';
import { validatePart } from './validate-part.js';

function invalid(why: string, context: NormalizeContext, messageId?: string): never {
  throw new MessageListError('INVALID_MESSAGE', `invalid StoredMessage: ${why}`, {
    index: context.index,
    ...(messageId === undefined ? {} : { messageId }),
  });
}

function readDate(value: unknown, context: NormalizeContext, id: string): Date {
  if (value === undefined) return context.now();
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  if (date === undefined || Number.isNaN(date.getTime())) invalid('createdAt must be a valid Date', context, id);
  return date;
}

/**
 * Normalises a StoredMessage-shaped input into a new object (message, content and parts are
 * copied; the caller's objects are never changed later). A missing id is generated, a missing
 * `createdAt` is now, a string `createdAt` (from JSON) becomes a Date, and `content.content` is
 * set to the flattened text when absent. A `system` StoredMessage becomes a system message.
 */
export function fromStoredMessage(input: Record<string, unknown>, context: NormalizeContext): NormalizedInput {
  const content = input.content;
  if (!isRecord(content) || !Array.isArray(content.parts)) invalid('content must be { format: 2, parts: [...] }', context);
  const hasOwnId = typeof input.id === 'string' && input.id !== '';
  const id = hasOwnId ? (input.id as string) : context.generateId();
  if (content.format !== undefined && content.format !== 2) invalid(`unsupported content format ${safeStringify(content.format) ?? 'undefined'}`, context, id);
  const parts = content.parts.map((part: unknown) => validatePart(part, { messageId: id, index: context.index }));
  const role = input.role;
  if (role === 'system') {
    return { kind: 'system', message: { role: 'system', content: flattenText(parts) } };
  }
  if (role !== 'user' && role !== 'assistant') invalid(`unknown role '${String(role)}'`, context, id);
  const storedContent: StoredMessageContent = { ...(content as unknown as StoredMessageContent), format: 2, parts };
  if (typeof storedContent.content !== 'string') storedContent.content = flattenText(parts);
  const message: StoredMessage = { ...(input as unknown as StoredMessage), id, role, createdAt: readDate(input.createdAt, context, id), content: storedContent };
  if (message.threadId === undefined && context.threadId !== undefined) message.threadId = context.threadId;
  if (message.resourceId === undefined && context.resourceId !== undefined) message.resourceId = context.resourceId;
  return { kind: 'message', message, hasOwnId, isStepContent: false, pendingResults: [] };
}
