import { isRecord } from '../../contract/is-record.js';
import { MessageListError } from '../message-list-error.js';
import type { MessagePart, ToolInvocation } from '../stored-message.js';

/** Context for error messages: which message is being read. */
export interface PartContext {
  messageId?: string | undefined;
  index?: number | undefined;
}

const TOOL_STATES = new Set(['partial-call', 'call', 'result']);

function fail(why: string, context: PartContext): never {
  throw new MessageListError('INVALID_MESSAGE', `malformed part: ${why}`, {
    ...(context.messageId === undefined ? {} : { messageId: context.messageId }),
    ...(context.index === undefined ? {} : { index: context.index }),
  });
}

function requireString(part: Record<string, unknown>, key: string, context: PartContext): void {
  if (typeof part[key] !== 'string') fail(`a '${String(part.type)}' part needs a string '${key}'`, context);
}

function copyInvocation(value: unknown, context: PartContext): ToolInvocation {
  if (!isRecord(value)) fail("a 'tool-invocation' part needs a 'toolInvocation' object", context);
  if (typeof value.state !== 'string' || !TOOL_STATES.has(value.state)) {
    fail(`tool invocation state must be partial-call, call or result, got ${String(value.state)}`, context);
  }
  requireString(value, 'toolCallId', context);
  requireString(value, 'toolName', context);
  return { ...(value as unknown as ToolInvocation) };
}

/**
 * Checks one StoredMessage part and returns a shallow copy of it (the tool invocation is copied
 * too, so later in-place updates never touch the caller's objects). Known part types must carry
 * their required fields; parts of unknown types are kept as they are.
 */
export function validatePart(value: unknown, context: PartContext): MessagePart {
  if (!isRecord(value) || typeof value.type !== 'string') fail('a part must be an object with a string type', context);
  const part = value as Record<string, unknown> & { type: string };
  switch (part.type) {
    case 'text':
    case 'reasoning':
      requireString(part, 'text', context);
      break;
    case 'file':
      requireString(part, 'mediaType', context);
      requireString(part, 'data', context);
      break;
    case 'source-url':
      requireString(part, 'sourceId', context);
      requireString(part, 'url', context);
      break;
    case 'tool-invocation':
      return { ...(part as unknown as MessagePart), toolInvocation: copyInvocation(part.toolInvocation, context) } as MessagePart;
    default:
      if (part.type.startsWith('data-') && !('data' in part)) fail(`a '${part.type}' part needs 'data'`, context);
  }
  return { ...(part as unknown as MessagePart) };
}
