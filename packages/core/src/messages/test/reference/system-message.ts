// Frozen test-only copy of src/messages/system-message.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { ProviderOptions } from '../../../model/language-model.js';

/** A system message, in the AI SDK `SystemModelMessage` shape. */
export interface SystemMessage {
  role: 'system';
  content: string;
  providerOptions?: ProviderOptions;
}
