// Frozen test-only copy of src/messages/convert/to-model-messages.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { ModelMessage } from '@ai-sdk/provider-utils';
import type { StoredMessage } from '../stored-message.js';
import { assistantModelMessages, userModelMessages, type LooseModelMessage } from './model-parts.js';

/**
 * Stored messages as AI SDK `ModelMessage`s (new objects). A merged multi-step assistant message
 * becomes assistant / tool message pairs, one per step, so each tool call is followed by its
 * result. Parts of unknown types are kept; UI-only parts (`data-*`, `source-url`, `step-start`)
 * and partial tool calls are left out; messages left with no content are skipped. System messages
 * are not stored among messages (see `getAllSystemMessages`).
 */
export function toModelMessages(messages: readonly StoredMessage[]): ModelMessage[] {
  const out: LooseModelMessage[] = [];
  for (const message of messages) {
    if (message.role === 'assistant') assistantModelMessages(message, 'core', out);
    else userModelMessages(message, 'core', out);
  }
  return out as unknown as ModelMessage[];
}
