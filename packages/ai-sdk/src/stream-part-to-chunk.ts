import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { ChunkType } from '@sluice/core';

/** A V3 stream part that carries content (the middleware handles the control parts itself). */
export type ContentStreamPart = Exclude<
  LanguageModelV3StreamPart,
  { type: 'stream-start' | 'response-metadata' | 'finish' | 'error' | 'raw' }
>;

function meta(value: unknown): { providerMetadata?: never } {
  return (value === undefined ? {} : { providerMetadata: value }) as { providerMetadata?: never };
}

function parseInput(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Converts an AI SDK V3 stream part to the Sluice chunk processors see (`{ type, runId, from,
 * payload }`, the same shapes `Agent` streams). Unknown part types become a chunk of the same type
 * whose payload is the part itself, so they pass through processors and back unchanged.
 */
export function streamPartToChunk(part: ContentStreamPart, runId: string): ChunkType {
  const base = { runId, from: 'AGENT' as const };
  switch (part.type) {
    case 'text-start':
    case 'text-end':
    case 'reasoning-start':
    case 'reasoning-end':
      return { ...base, type: part.type, payload: { id: part.id, ...meta(part.providerMetadata) } };
    case 'text-delta':
    case 'reasoning-delta':
      return { ...base, type: part.type, payload: { id: part.id, text: part.delta, ...meta(part.providerMetadata) } };
    case 'tool-input-start':
      return {
        ...base,
        type: 'tool-call-input-streaming-start',
        payload: { toolCallId: part.id, toolName: part.toolName, ...(part.providerExecuted === undefined ? {} : { providerExecuted: part.providerExecuted }) },
      };
    case 'tool-input-delta':
      return { ...base, type: 'tool-call-delta', payload: { toolCallId: part.id, argsTextDelta: part.delta } };
    case 'tool-input-end':
      return { ...base, type: 'tool-call-input-streaming-end', payload: { toolCallId: part.id } };
    case 'tool-call':
      return {
        ...base,
        type: 'tool-call',
        payload: {
          toolCallId: part.toolCallId,
          toolName: part.toolName,
          args: parseInput(part.input),
          ...(part.providerExecuted === undefined ? {} : { providerExecuted: part.providerExecuted }),
          ...meta(part.providerMetadata),
        },
      };
    case 'tool-result':
      return {
        ...base,
        type: 'tool-result',
        payload: {
          toolCallId: part.toolCallId,
          toolName: part.toolName,
          args: undefined,
          result: part.result,
          providerExecuted: true,
          ...(part.isError === true ? { isError: true } : {}),
        },
      };
    case 'file':
      return { ...base, type: 'file', payload: { mediaType: part.mediaType, data: typeof part.data === 'string' ? part.data : toBase64(part.data) } };
    case 'source':
      return {
        ...base,
        type: 'source',
        payload:
          part.sourceType === 'url'
            ? { id: part.id, sourceType: 'url', url: part.url, ...(part.title === undefined ? {} : { title: part.title }), ...meta(part.providerMetadata) }
            : { id: part.id, sourceType: 'document', title: part.title, mediaType: part.mediaType, ...meta(part.providerMetadata) },
      };
    default:
      return { ...base, type: (part as { type: string }).type, payload: part } as unknown as ChunkType;
  }
}
