// Frozen test-only copy of src/messages/serialized-message-list.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import { isRecord } from '../../../contract/is-record.js';
import { MessageListError } from './message-list-error.js';
import type { SerializedMessageList } from '../../message-list-types.js';

const SOURCES = new Set(['input', 'response', 'memory', 'context']);

function invalid(why: string): never {
  throw new MessageListError('INVALID_SERIALIZED_LIST', `cannot deserialize MessageList: ${why}`);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Checks the outer shape of serialized list data (the messages themselves are checked when they
 * are added back). Accepts the object `serialize()` returns or its `JSON.parse`d text.
 */
export function assertSerializedMessageList(data: unknown): asserts data is SerializedMessageList {
  if (!isRecord(data)) invalid('expected an object');
  if (data.version !== 1) invalid(`unsupported version ${String(data.version)}`);
  if (!Array.isArray(data.messages) || !Array.isArray(data.systemMessages)) invalid('messages and systemMessages must be arrays');
  for (const item of data.messages) {
    if (!isRecord(item) || !isRecord(item.message) || typeof item.source !== 'string' || !SOURCES.has(item.source)) {
      invalid('each message must be { message, source }');
    }
  }
  for (const item of data.systemMessages) {
    if (!isRecord(item) || !isRecord(item.message) || (item.tag !== undefined && typeof item.tag !== 'string')) {
      invalid('each system message must be { message, tag? }');
    }
  }
  const tracking = data.tracking;
  if (tracking !== undefined) {
    if (!isRecord(tracking) || !isStringArray(tracking.unsaved) || !isStringArray(tracking.removed) || !isStringArray(tracking.persisted)) {
      invalid('tracking must be { unsaved, removed, persisted } string arrays');
    }
  }
}
