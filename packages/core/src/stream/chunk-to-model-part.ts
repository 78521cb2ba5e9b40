import type { LanguageModelV3StreamPart, SharedV3ProviderMetadata } from '@ai-sdk/provider';
import type { ChunkType } from '../contract/chunk-type.js';

type Payload = Record<string, unknown>;

function meta(payload: Payload): { providerMetadata?: SharedV3ProviderMetadata } {
  const value = payload.providerMetadata;
  return value === undefined ? {} : { providerMetadata: value as SharedV3ProviderMetadata };
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

/** Chunk types of the agent run itself, with no V3 stream part equivalent. */
const AGENT_ONLY_TYPES = new Set<string>([
  'start',
  'step-start',
  'step-finish',
  'model-response-end',
  'finish',
  'error',
  'abort',
  'tripwire',
  'object',
  'tool-error',
]);

/**
 * Converts a Sluice chunk back to an AI SDK V3 stream part: the inverse of `modelPartToChunk`
 * (model-part-to-chunk.ts, beside this file; a test round-trips every part type). A host that
 * speaks V3 (the AI SDK middleware) turns the chunks leaving the processors into its parts. Returns
 * `undefined` for chunks with no V3 equivalent (`data-*` chunks, which the middleware hands to
 * `onData`, and run bookkeeping such as `step-start`). A chunk of an unknown type (a model part
 * `modelPartToChunk` passed through) becomes that part again.
 */
export function chunkToModelPart(chunk: ChunkType): LanguageModelV3StreamPart | undefined {
  if (chunk.type.startsWith('data-')) return undefined;
  const p = (chunk as { payload?: unknown }).payload as Payload | undefined;
  if (p === undefined) return undefined;
  switch (chunk.type) {
    case 'text-start':
    case 'text-end':
    case 'reasoning-start':
    case 'reasoning-end':
      return { type: chunk.type, id: str(p.id), ...meta(p) };
    case 'text-delta':
    case 'reasoning-delta':
      return { type: chunk.type, id: str(p.id), delta: str(p.text), ...meta(p) };
    case 'tool-call-input-streaming-start':
      return {
        type: 'tool-input-start',
        id: str(p.toolCallId),
        toolName: str(p.toolName),
        ...(typeof p.providerExecuted === 'boolean' ? { providerExecuted: p.providerExecuted } : {}),
      };
    case 'tool-call-delta':
      return { type: 'tool-input-delta', id: str(p.toolCallId), delta: str(p.argsTextDelta) };
    case 'tool-call-input-streaming-end':
      return { type: 'tool-input-end', id: str(p.toolCallId) };
    case 'tool-call':
      return {
        type: 'tool-call',
        toolCallId: str(p.toolCallId),
        toolName: str(p.toolName),
        input: typeof p.args === 'string' ? p.args : JSON.stringify(p.args ?? {}),
        ...(typeof p.providerExecuted === 'boolean' ? { providerExecuted: p.providerExecuted } : {}),
        ...meta(p),
      };
    case 'tool-result':
      return {
        type: 'tool-result',
        toolCallId: str(p.toolCallId),
        toolName: str(p.toolName),
        result: (p.result ?? null) as NonNullable<Extract<LanguageModelV3StreamPart, { type: 'tool-result' }>['result']>,
        ...(p.isError === true ? { isError: true } : {}),
      };
    case 'file':
      return { type: 'file', mediaType: str(p.mediaType), data: str(p.data) };
    case 'source':
      return p.sourceType === 'url'
        ? { type: 'source', sourceType: 'url', id: str(p.id), url: str(p.url), ...(p.title === undefined ? {} : { title: str(p.title) }), ...meta(p) }
        : { type: 'source', sourceType: 'document', id: str(p.id), title: str(p.title), mediaType: str(p.mediaType), ...meta(p) };
    default:
      // Sluice run bookkeeping has no V3 part; any other type is a model part that passed through
      // `modelPartToChunk` (type kept, other fields in the payload).
      return AGENT_ONLY_TYPES.has(chunk.type) ? undefined : ({ ...p, type: chunk.type } as unknown as LanguageModelV3StreamPart);
  }
}
