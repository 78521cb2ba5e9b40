import type { StoredMessage } from '@sluice/core';

/** Metadata key marking the user turns this package adds, so apps can hide or drop them. */
export const CONTINUE_MESSAGE_MARKER = 'sluicePrefillContinue';

/** A user message asking the model to continue, marked in `content.metadata`. */
export function createContinueMessage(text: string, processorId: string): StoredMessage {
  return {
    id: `${processorId}-${globalThis.crypto.randomUUID()}`,
    role: 'user',
    createdAt: new Date(),
    content: {
      format: 2,
      parts: [{ type: 'text', text }],
      metadata: { [CONTINUE_MESSAGE_MARKER]: true },
    },
  };
}
