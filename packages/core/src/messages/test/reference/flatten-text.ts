// Frozen test-only copy of src/messages/flatten-text.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { MessagePart } from './stored-message.js';

/**
 * The text of `parts` concatenated, the value kept in `content.content` for legacy readers.
 * Only `text` parts count (not reasoning); the parts are joined with no separator, like the
 * spec's `getText` example.
 */
export function flattenText(parts: readonly MessagePart[]): string {
  let text = '';
  for (const part of parts) {
    if (part.type === 'text') text += part.text;
  }
  return text;
}
