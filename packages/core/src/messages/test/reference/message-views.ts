// Frozen test-only copy of src/messages/message-views.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import { toModelMessages } from './convert/to-model-messages.js';
import { toPromptV2 } from './convert/to-prompt-v2.js';
import { toPrompt } from './convert/to-prompt.js';
import { toUiMessage } from './convert/to-ui-message.js';
import type { AllMessagesView, MessageView } from './message-list-types.js';
import type { StoredMessage } from './stored-message.js';
import type { SystemMessage } from './system-message.js';

/** Builds a view over the messages `read` returns. */
export function createMessageView(read: () => StoredMessage[]): MessageView {
  return {
    db: read,
    ui: () => read().map(toUiMessage),
    core: () => toModelMessages(read()),
  };
}

/** Builds the view over every message, with the provider prompt. */
export function createAllMessagesView(read: () => StoredMessage[], system: () => SystemMessage[]): AllMessagesView {
  return {
    ...createMessageView(read),
    prompt: () => toPrompt(system(), read()),
    promptV2: () => toPromptV2(toPrompt(system(), read())),
  };
}
