// Frozen test-only copy of src/messages/convert/split-steps.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { MessagePart } from '../stored-message.js';

/**
 * Splits an assistant message's parts at `step-start` parts, one group per model step (the
 * `step-start` parts themselves are dropped; empty groups are skipped).
 */
export function splitSteps(parts: readonly MessagePart[]): (readonly MessagePart[])[] {
  let hasStepStart = false;
  for (const part of parts) {
    if (part.type === 'step-start') {
      hasStepStart = true;
      break;
    }
  }
  if (!hasStepStart) return parts.length === 0 ? [] : [parts];
  const steps: MessagePart[][] = [];
  let current: MessagePart[] = [];
  for (const part of parts) {
    if (part.type === 'step-start') {
      if (current.length > 0) steps.push(current);
      current = [];
    } else current.push(part);
  }
  if (current.length > 0) steps.push(current);
  return steps;
}
