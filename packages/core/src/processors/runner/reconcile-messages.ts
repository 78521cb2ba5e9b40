import type { MessageList } from '../../messages/message-list.js';
import type { MessageSource, StoredMessage } from '../../messages/stored-message.js';
import type { SystemMessage } from '../../messages/system-message.js';

/**
 * Applies a `StoredMessage[]` returned by an input-phase hook (`processInput`, `processInputStep`):
 * the array **replaces** the hook's message scope. Messages of the scope whose id is absent from the
 * array are removed; messages whose id is present are updated in place (so order and source are
 * kept); messages with new ids are added to `newSource`. Returning the scope unchanged is a no-op.
 * `scope` must be a copy of the array handed to the hook, taken before it ran: the result is read
 * from its content, so the very array handed in, pushed to or edited in place, counts as a result.
 */
export function replaceScope(
  messageList: MessageList,
  scope: readonly StoredMessage[],
  returned: readonly StoredMessage[],
  newSource: MessageSource,
): void {
  if (sameArray(scope, returned)) return;
  const returnedIds = new Set<string>();
  for (const message of returned) returnedIds.add(message.id);
  const removed: string[] = [];
  for (const message of scope) if (!returnedIds.has(message.id)) removed.push(message.id);
  if (removed.length > 0) messageList.removeByIds(removed);
  upsertMessages(messageList, returned, newSource);
}

/**
 * Applies a `StoredMessage[]` returned by an output-phase hook (`processOutputStep`,
 * `processToolResult`, `processOutputResult`): the array is **upserted**. Messages with a known id
 * are updated in place, new ones are added to `newSource`, and nothing is removed by omission (so
 * returning `[]` is harmless). Remove messages with `messageList.removeByIds`.
 */
export function upsertMessages(
  messageList: MessageList,
  returned: readonly StoredMessage[],
  newSource: MessageSource,
): void {
  if (returned.length === 0) return;
  const added: StoredMessage[] = [];
  for (const message of returned) {
    const existing = messageList.getById(message.id);
    if (existing === undefined) added.push(message);
    else if (existing !== message) {
      copyInto(existing, message);
      messageList.markUnsaved([existing.id]);
    }
  }
  if (added.length > 0) messageList.add(added, newSource);
}

/**
 * Replaces the untagged system messages with `returned`, leaving tagged ones (memory, feedback)
 * alone: entries of `returned` that are the very tagged objects the hook received are ignored.
 */
export function replaceSystemMessages(messageList: MessageList, returned: readonly SystemMessage[]): void {
  const untagged = new Set(messageList.getSystemMessages());
  const tagged = new Set(messageList.getAllSystemMessages().filter((m) => !untagged.has(m)));
  messageList.replaceAllSystemMessages(returned.filter((m) => !tagged.has(m)));
}

function copyInto(target: StoredMessage, source: StoredMessage): void {
  target.role = source.role;
  target.content = source.content;
  target.createdAt = source.createdAt;
  if (source.threadId !== undefined) target.threadId = source.threadId;
  if (source.resourceId !== undefined) target.resourceId = source.resourceId;
}

function sameArray(a: readonly StoredMessage[], b: readonly StoredMessage[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
