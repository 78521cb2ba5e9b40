// Frozen test-only copy of src/messages/internal/begins-step.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { MessagePart } from '../stored-message.js';
import { isDataPart } from './part-kind.js';

/** True when parts added to an assistant message begin a new model step (anything but data parts). */
export function beginsStep(parts: readonly MessagePart[]): boolean {
  const first = parts[0];
  return first !== undefined && first.type !== 'step-start' && !parts.every(isDataPart);
}
