import type { DataPart, MessagePart } from '../stored-message.js';

const KNOWN = new Set(['text', 'reasoning', 'file', 'source-url', 'step-start', 'tool-invocation']);

/** True for a `data-*` part. */
export function isDataPart(part: MessagePart): part is DataPart {
  return part.type.startsWith('data-');
}

/** True when `type` is none of the part types `StoredMessage` defines (such parts are preserved). */
export function isUnknownPartType(type: string): boolean {
  return !KNOWN.has(type) && !type.startsWith('data-');
}
