import type { ModelMessage } from '@ai-sdk/provider-utils';
import type { UIMessage } from 'ai';
import { isRecord } from '../../contract/is-record.js';
import { MessageListError } from '../message-list-error.js';
import { fromModelMessage } from './from-model-message.js';
import { fromStoredMessage } from './from-stored-message.js';
import { fromUiMessage } from './from-ui-message.js';
import { newStoredMessage } from './new-stored-message.js';
import type { NormalizeContext, NormalizedInput } from './normalized-input.js';

/**
 * Normalises one input to `MessageList.add`, recognised by shape:
 * - a string: a user text message;
 * - `content` is an object with a `parts` array: a StoredMessage;
 * - a `parts` array: a UIMessage;
 * - `content` is a string or an array: a ModelMessage.
 * Anything else is a `MessageListError` `INVALID_MESSAGE`.
 */
export function normalizeInput(input: unknown, context: NormalizeContext): NormalizedInput {
  if (typeof input === 'string') {
    const message = newStoredMessage(context, 'user', [{ type: 'text', text: input }]);
    return { kind: 'message', message, hasOwnId: false, isStepContent: false, pendingResults: [] };
  }
  if (isRecord(input)) {
    if (isRecord(input.content) && Array.isArray(input.content.parts)) return fromStoredMessage(input, context);
    if (Array.isArray(input.parts)) return fromUiMessage(input as unknown as UIMessage, context);
    if (typeof input.content === 'string' || Array.isArray(input.content)) {
      return fromModelMessage(input as unknown as ModelMessage, context);
    }
  }
  throw new MessageListError(
    'INVALID_MESSAGE',
    'not a message: expected a string, a StoredMessage, an AI SDK ModelMessage or an AI SDK UIMessage',
    { index: context.index },
  );
}
