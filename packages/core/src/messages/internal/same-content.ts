import type { MessagePart, StoredMessage } from '../stored-message.js';

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

function comparable(part: MessagePart): unknown {
  return part.type === 'text' || part.type === 'reasoning' ? { type: part.type, text: part.text } : part;
}

/** The index of the first part at or after `from` that is not a `step-start` (or `parts.length`). */
function skipStepStarts(parts: readonly MessagePart[], from: number): number {
  let i = from;
  while (i < parts.length && parts[i]?.type === 'step-start') i++;
  return i;
}

/**
 * Compares the parts of two messages, `step-start` parts left out, pair by pair: stops at the
 * first difference, so a one-part message compared with a long turn costs O(1), not O(turn).
 */
function sameParts(a: readonly MessagePart[], b: readonly MessagePart[]): boolean {
  let i = skipStepStarts(a, 0);
  let j = skipStepStarts(b, 0);
  while (i < a.length && j < b.length) {
    if (!deepEqual(comparable(a[i] as MessagePart), comparable(b[j] as MessagePart), IGNORED_KEYS)) return false;
    i = skipStepStarts(a, i + 1);
    j = skipStepStarts(b, j + 1);
  }
  return i === a.length && j === b.length;
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
    sameParts(a.content.parts, b.content.parts)
  );
}
