import type { UIMessage } from 'ai';
import type { ProviderMetadata } from '../../contract/language-model.js';
import { flattenText } from '../flatten-text.js';
import { isRecord } from '../../contract/is-record.js';
import { MessageListError } from '../message-list-error.js';
import type { MessagePart } from '../stored-message.js';
import { fromUiToolPart } from './from-ui-tool-part.js';
import { newStoredMessage } from './new-stored-message.js';
import type { NormalizeContext, NormalizedInput } from './normalized-input.js';
import { validatePart } from './validate-part.js';

/** Key under which a UIMessage's non-object `metadata` is kept in `content.metadata`. */
export const UI_METADATA_KEY = 'uiMetadata';

function invalid(why: string, context: NormalizeContext, messageId: string | undefined): never {
  throw new MessageListError('INVALID_MESSAGE', `invalid UIMessage: ${why}`, {
    index: context.index,
    ...(messageId === undefined ? {} : { messageId }),
  });
}

function metadataOf(part: Record<string, unknown>): { providerMetadata?: ProviderMetadata } {
  return isRecord(part.providerMetadata) ? { providerMetadata: part.providerMetadata as ProviderMetadata } : {};
}

/** A `data:` URL with base64 data becomes the bare base64; other URLs stay as they are. */
function fileData(url: string): string {
  const match = /^data:[^,]*;base64,/.exec(url);
  return match === null ? url : url.slice(match[0].length);
}

function partOf(value: unknown, context: NormalizeContext, id: string | undefined): MessagePart {
  if (!isRecord(value) || typeof value.type !== 'string') invalid('every part needs a string type', context, id);
  const part = value as Record<string, unknown> & { type: string };
  switch (part.type) {
    case 'text':
    case 'reasoning':
      if (typeof part.text !== 'string') invalid(`a '${part.type}' part needs a string text`, context, id);
      return { type: part.type, text: part.text, ...metadataOf(part) };
    case 'file':
      if (typeof part.url !== 'string' || typeof part.mediaType !== 'string') invalid("a 'file' part needs url and mediaType", context, id);
      return {
        type: 'file',
        mediaType: part.mediaType,
        data: fileData(part.url),
        ...(typeof part.filename === 'string' ? { filename: part.filename } : {}),
        ...metadataOf(part),
      };
    case 'step-start':
      return { type: 'step-start' };
    default:
      if (part.type === 'dynamic-tool' || part.type.startsWith('tool-')) return fromUiToolPart(part, context.index);
      // source-url, data-* and unknown types (source-document...) are checked and kept as they are.
      return validatePart(part, { messageId: id, index: context.index });
  }
}

/**
 * Normalises an AI SDK 6 `UIMessage`: text, reasoning, file (`url` -> `data`, base64 `data:` URLs
 * -> bare base64), source-url, step-start, tool parts in every state, `data-*` parts, and parts of
 * unknown types kept as they are. A system UIMessage becomes a system message. Object `metadata`
 * goes to `content.metadata`; any other metadata value is kept under `content.metadata.uiMetadata`.
 */
export function fromUiMessage(input: UIMessage, context: NormalizeContext): NormalizedInput {
  const message = input as unknown as Record<string, unknown>;
  const ownId = typeof message.id === 'string' && message.id !== '' ? message.id : undefined;
  if (!Array.isArray(message.parts)) invalid('parts must be an array', context, ownId);
  const parts = message.parts.map((part: unknown) => partOf(part, context, ownId));
  if (message.role === 'system') return { kind: 'system', message: { role: 'system', content: flattenText(parts) } };
  if (message.role !== 'user' && message.role !== 'assistant') invalid(`unknown role '${String(message.role)}'`, context, ownId);
  const metadata = message.metadata;
  const content =
    metadata === undefined
      ? {}
      : { metadata: isRecord(metadata) ? { ...metadata } : { [UI_METADATA_KEY]: metadata } };
  const stored = newStoredMessage(context, message.role, parts, { id: ownId, content });
  return { kind: 'message', message: stored, hasOwnId: ownId !== undefined, isStepContent: false, pendingResults: [] };
}
