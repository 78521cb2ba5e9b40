import type { ModelMessage } from '@ai-sdk/provider-utils';
import type { ProviderMetadata, ProviderOptions } from '../../contract/language-model.js';
import { isRecord } from '../../contract/is-record.js';
import { MessageListError } from '../message-list-error.js';
import type { FilePart, MessagePart, ReasoningPart, TextPart, ToolInvocationPart } from '../stored-message.js';
import { dataContentToString, guessImageMediaType } from './data-content-to-string.js';
import { writeToolResult } from '../internal/write-tool-result.js';
import { newStoredMessage } from './new-stored-message.js';
import type { NormalizeContext, NormalizedInput, ToolResultInput } from './normalized-input.js';
import { toolResultFromOutput } from './tool-result-from-output.js';

type Part = Record<string, unknown>;

function invalid(why: string, context: NormalizeContext): never {
  throw new MessageListError('INVALID_MESSAGE', `invalid ModelMessage: ${why}`, { index: context.index });
}

/** Copies a ModelMessage part's `providerOptions` to `out.providerMetadata`, when present. */
function withMetadata<T extends { providerMetadata?: ProviderMetadata }>(out: T, part: Part): T {
  if (isRecord(part.providerOptions)) out.providerMetadata = part.providerOptions as ProviderMetadata;
  return out;
}

function textPart(part: Part, context: NormalizeContext): MessagePart {
  if (typeof part.text !== 'string') invalid(`a '${String(part.type)}' part needs a string text`, context);
  const out: TextPart | ReasoningPart = { type: part.type as 'text' | 'reasoning', text: part.text };
  return withMetadata(out, part);
}

function filePart(part: Part, context: NormalizeContext): MessagePart {
  const isImage = part.type === 'image';
  const data = dataContentToString(isImage ? part.image : part.data);
  if (data === undefined) invalid(`a '${String(part.type)}' part needs data (base64, bytes or URL)`, context);
  let mediaType = part.mediaType;
  if (mediaType === undefined && isImage) mediaType = guessImageMediaType(data);
  if (typeof mediaType !== 'string') invalid("a 'file' part needs a mediaType", context);
  const file: FilePart = { type: 'file', mediaType, data };
  if (typeof part.filename === 'string') file.filename = part.filename;
  return withMetadata(file, part);
}

function toolResult(part: Part, context: NormalizeContext): ToolResultInput {
  if (typeof part.toolCallId !== 'string' || typeof part.toolName !== 'string') {
    invalid("a 'tool-result' part needs toolCallId and toolName", context);
  }
  const stored = toolResultFromOutput(part.output, part.toolCallId, context.index);
  return {
    toolCallId: part.toolCallId,
    toolName: part.toolName,
    ...stored,
    ...(isRecord(part.providerOptions) ? { resultProviderMetadata: part.providerOptions as ProviderMetadata } : {}),
  };
}

function toolCall(part: Part, context: NormalizeContext): ToolInvocationPart {
  if (typeof part.toolCallId !== 'string' || typeof part.toolName !== 'string') {
    invalid("a 'tool-call' part needs toolCallId and toolName", context);
  }
  const call: ToolInvocationPart = {
    type: 'tool-invocation',
    toolInvocation: { state: 'call', toolCallId: part.toolCallId, toolName: part.toolName, args: part.input },
  };
  if (part.providerExecuted === true) call.providerExecuted = true;
  return withMetadata(call, part);
}

function partsOf(content: unknown, context: NormalizeContext): Part[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  if (!Array.isArray(content)) invalid('content must be a string or an array of parts', context);
  return content.map((part: unknown) => {
    if (!isRecord(part) || typeof part.type !== 'string') invalid('every part needs a string type', context);
    return part;
  });
}

function userParts(parts: Part[], context: NormalizeContext): MessagePart[] {
  return parts.map((part) => {
    if (part.type === 'text') return textPart(part, context);
    if (part.type === 'image' || part.type === 'file') return filePart(part, context);
    if (part.type === 'reasoning' || part.type === 'tool-call' || part.type === 'tool-result') {
      invalid(`a user message cannot hold a '${part.type}' part`, context);
    }
    return { ...part } as unknown as MessagePart;
  });
}

function assistantParts(parts: Part[], context: NormalizeContext): { parts: MessagePart[]; pending: ToolResultInput[] } {
  const out: MessagePart[] = [];
  const calls = new Map<string, ToolInvocationPart>();
  const pending: ToolResultInput[] = [];
  for (const part of parts) {
    if (part.type === 'text' || part.type === 'reasoning') out.push(textPart(part, context));
    else if (part.type === 'file' || part.type === 'image') out.push(filePart(part, context));
    else if (part.type === 'tool-call') {
      const call = toolCall(part, context);
      calls.set(call.toolInvocation.toolCallId, call);
      out.push(call);
    } else if (part.type === 'tool-result') {
      const result = toolResult(part, context);
      const call = calls.get(result.toolCallId);
      if (call === undefined) pending.push(result);
      else writeToolResult(call, { state: 'result', ...result });
    } else out.push({ ...part } as unknown as MessagePart);
  }
  return { parts: out, pending };
}

/**
 * Normalises an AI SDK `ModelMessage`: a system message stays a system message, user and
 * assistant content become parts (`image` parts become `file` parts, tool calls become
 * `tool-invocation` parts), and a `tool` message becomes results to fold into their calls.
 * Parts of unknown types are kept as they are.
 */
export function fromModelMessage(input: ModelMessage, context: NormalizeContext): NormalizedInput {
  const message = input as unknown as Record<string, unknown>;
  const content = isRecord(message.providerOptions) ? { providerOptions: message.providerOptions as ProviderOptions } : {};
  // Not part of the AI SDK type, but some callers give ModelMessages an id: honour it.
  const id = typeof message.id === 'string' && message.id !== '' ? message.id : undefined;
  const hasOwnId = id !== undefined;
  switch (message.role) {
    case 'system':
      if (typeof message.content !== 'string') invalid('a system message needs string content', context);
      return { kind: 'system', message: { role: 'system', content: message.content, ...content } };
    case 'user': {
      const parts = userParts(partsOf(message.content, context), context);
      const stored = newStoredMessage(context, 'user', parts, { id, content });
      return { kind: 'message', message: stored, hasOwnId, isStepContent: false, pendingResults: [] };
    }
    case 'assistant': {
      const { parts, pending } = assistantParts(partsOf(message.content, context), context);
      const stored = newStoredMessage(context, 'assistant', parts, { id, content });
      return { kind: 'message', message: stored, hasOwnId, isStepContent: true, pendingResults: pending };
    }
    case 'tool': {
      if (!Array.isArray(message.content)) invalid('a tool message needs an array of parts', context);
      const results: ToolResultInput[] = [];
      const extraParts: MessagePart[] = [];
      for (const part of partsOf(message.content, context)) {
        if (part.type === 'tool-result') results.push(toolResult(part, context));
        else extraParts.push({ ...part } as unknown as MessagePart);
      }
      return { kind: 'tool-results', results, extraParts };
    }
    default:
      invalid(`unknown role '${String(message.role)}'`, context);
  }
}
