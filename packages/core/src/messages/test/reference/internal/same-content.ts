// Frozen test-only copy of src/messages/internal/same-content.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { StoredMessage } from '../../../stored-message.js';

/** Keys ignored when comparing parts: what conversions do not carry (a tool call's step number). */
const IGNORED_KEYS = new Set(['step']);

/** Structural equality of JSON-like values; Dates by time; `undefined` properties count as absent. */
export function deepEqual(a: unknown, b: unknown, ignored?: ReadonlySet<string>): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i], ignored));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (ignored?.has(key) === true) continue;
    if (!deepEqual(left[key], right[key], ignored)) return false;
  }
  return true;
}

function comparableParts(message: StoredMessage): unknown[] {
  return message.content.parts
    .filter((part) => part.type !== 'step-start')
    .map((part) => {
      if (part.type === 'text' || part.type === 'reasoning') return { type: part.type, text: part.text };
      return part;
    });
}

/**
 * True when two messages with one id hold the same conversation content: same role, metadata,
 * message provider options and parts, ignoring what conversions do not carry (`step-start` parts,
 * a tool call's `step`, UI text state, provider metadata of text). A UIMessage re-sent by a client
 * therefore matches its stored copy.
 */
export function sameContent(a: StoredMessage, b: StoredMessage): boolean {
  return (
    a.role === b.role &&
    deepEqual(a.content.metadata ?? {}, b.content.metadata ?? {}) &&
    deepEqual(a.content.providerOptions, b.content.providerOptions) &&
    deepEqual(comparableParts(a), comparableParts(b), IGNORED_KEYS)
  );
}
