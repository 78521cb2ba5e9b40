// Frozen test-only copy of src/messages/internal/part-kind.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
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
