import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { ChunkType } from '../contract/chunk-type.js';
import { bytesToBase64 } from '../model/bytes-to-base64.js';

/** A model stream part that carries content (everything but control parts the loop handles itself). */
export type ContentStreamPart = Exclude<
  LanguageModelV3StreamPart,
  { type: 'stream-start' | 'response-metadata' | 'finish' | 'error' | 'raw' }
>;

/**
 * Converts a V3 model stream part to an agent chunk `{ type, runId, from: 'AGENT', payload }`.
 * Tool-call input is parsed as JSON (when it is not valid JSON, `args` holds the raw text; see
 * `isJsonText`). Unknown part types pass through: the chunk keeps the type, the payload holds the
 * part's other fields. Used by the agent loop and by `@sluice/ai-sdk`'s middleware; its inverse is
 * `chunkToModelPart` (chunk-to-model-part.ts, beside this file).
 */
export function modelPartToChunk(part: ContentStreamPart, runId: string): ChunkType {
  // The per-chunk hot path of every stream: a text delta without metadata, one literal each.
  if (part.type === 'text-delta' && part.providerMetadata === undefined) {
    return { type: 'text-delta', runId, from: 'AGENT', payload: { id: part.id, text: part.delta } };
  }
  switch (part.type) {
    case 'text-delta':
      return { type: 'text-delta', runId, from: 'AGENT', payload: withMeta({ id: part.id, text: part.delta }, part.providerMetadata) };
    case 'text-start':
    case 'text-end':
    case 'reasoning-start':
    case 'reasoning-end':
      return { type: part.type, runId, from: 'AGENT', payload: withMeta({ id: part.id }, part.providerMetadata) };
    case 'reasoning-delta':
      return { type: 'reasoning-delta', runId, from: 'AGENT', payload: withMeta({ id: part.id, text: part.delta }, part.providerMetadata) };
    case 'tool-input-start':
      return {
        type: 'tool-call-input-streaming-start',
        runId,
        from: 'AGENT',
        payload: { toolCallId: part.id, toolName: part.toolName, ...(part.providerExecuted === undefined ? {} : { providerExecuted: part.providerExecuted }) },
      };
    case 'tool-input-delta':
      return { type: 'tool-call-delta', runId, from: 'AGENT', payload: { toolCallId: part.id, argsTextDelta: part.delta } };
    case 'tool-input-end':
      return { type: 'tool-call-input-streaming-end', runId, from: 'AGENT', payload: { toolCallId: part.id } };
    case 'tool-call':
      return {
        type: 'tool-call',
        runId,
        from: 'AGENT',
        payload: withMeta(
          {
            toolCallId: part.toolCallId,
            toolName: part.toolName,
            args: parseArgs(part.input),
            ...(part.providerExecuted === undefined ? {} : { providerExecuted: part.providerExecuted }),
          },
          part.providerMetadata,
        ),
      };
    case 'tool-result':
      return {
        type: 'tool-result',
        runId,
        from: 'AGENT',
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
      return {
        type: 'file',
        runId,
        from: 'AGENT',
        payload: { mediaType: part.mediaType, data: typeof part.data === 'string' ? part.data : bytesToBase64(part.data) },
      };
    case 'source':
      return {
        type: 'source',
        runId,
        from: 'AGENT',
        payload:
          part.sourceType === 'url'
            ? withMeta({ id: part.id, sourceType: 'url', url: part.url, ...(part.title === undefined ? {} : { title: part.title }) }, part.providerMetadata)
            : withMeta({ id: part.id, sourceType: 'document', title: part.title, mediaType: part.mediaType }, part.providerMetadata),
      };
    default: {
      const { type, ...rest } = part as { type: string };
      return { type, runId, from: 'AGENT', payload: rest } as unknown as ChunkType;
    }
  }
}

function withMeta<T extends object>(payload: T, meta: unknown): T {
  if (meta !== undefined) (payload as Record<string, unknown>).providerMetadata = meta;
  return payload;
}

/** Whether a tool call's input text is valid JSON (empty input counts as `{}`). */
export function isJsonText(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function parseArgs(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
