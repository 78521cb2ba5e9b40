import type { MessageList } from '../../messages/message-list.js';
import type { StoredMessage } from '../../messages/stored-message.js';
import type { SystemMessage } from '../../messages/system-message.js';
import type { ProcessorHookName } from '../hook-name.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { describeValue } from './describe-value.js';

/** True for anything shaped like a `MessageList` (the same class or a copy from another bundle). */
export function isMessageListLike(value: unknown): value is MessageList {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.add === 'function' && typeof v.removeByIds === 'function' && typeof v.get === 'object';
}

/** True when `value` looks like a `StoredMessage`. */
export function isStoredMessage(value: unknown): value is StoredMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { id?: unknown; role?: unknown; content?: unknown };
  if (typeof v.id !== 'string' || typeof v.role !== 'string') return false;
  const content = v.content as { parts?: unknown } | null | undefined;
  return typeof content === 'object' && content !== null && Array.isArray(content.parts);
}

/** Throws unless `value` is the very `MessageList` the hook received. */
export function checkSameList(
  processorId: string,
  hook: ProcessorHookName,
  value: MessageList,
  expected: MessageList,
): void {
  if (value !== expected) {
    throw new ProcessorContractError({
      processorId,
      hook,
      expected: 'the same MessageList instance the hook received (edit it in place)',
      received: 'a different MessageList instance',
    });
  }
}

/** Throws unless every element is a `StoredMessage`. */
export function checkMessages(
  processorId: string,
  hook: ProcessorHookName,
  value: readonly unknown[],
  what = 'an array of StoredMessage',
): asserts value is StoredMessage[] {
  for (const [i, item] of value.entries()) {
    if (!isStoredMessage(item)) {
      throw new ProcessorContractError({
        processorId,
        hook,
        expected: what,
        received: `${describeValue(item)} at index ${i}`,
      });
    }
  }
}

/** Throws unless `value` is an array of system messages. */
export function checkSystemMessages(
  processorId: string,
  hook: ProcessorHookName,
  value: unknown,
): asserts value is SystemMessage[] {
  const ok =
    Array.isArray(value) &&
    value.every(
      (m: unknown) =>
        typeof m === 'object' &&
        m !== null &&
        (m as { role?: unknown }).role === 'system' &&
        typeof (m as { content?: unknown }).content === 'string',
    );
  if (!ok) {
    throw new ProcessorContractError({
      processorId,
      hook,
      expected: 'systemMessages as an array of { role: "system", content: string }',
      received: describeValue(value),
    });
  }
}

/** Throws a contract error saying what the hook accepts. */
export function contractError(
  processorId: string,
  hook: ProcessorHookName,
  expected: string,
  received: unknown,
): ProcessorContractError {
  return new ProcessorContractError({ processorId, hook, expected, received: describeValue(received) });
}
