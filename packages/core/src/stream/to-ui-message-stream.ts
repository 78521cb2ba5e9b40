import type { UIMessageChunk } from 'ai';
import type { ChunkType } from '../contract/chunk-type.js';

/** Options of `toUIMessageStream()`. */
export interface UIMessageStreamOptions {
  /** Send reasoning parts. @default true */
  sendReasoning?: boolean;
  /** Send `source-url` / `source-document` parts. @default true */
  sendSources?: boolean;
  /**
   * The text of an `error` part for an error of the run. Errors are masked by default so provider
   * details never reach the browser. @default () => 'An error occurred.'
   */
  onError?: (error: unknown) => string;
}

/** Options of `toUIMessageStreamResponse()`: the stream's options plus the HTTP response's. */
export interface UIMessageStreamResponseOptions extends UIMessageStreamOptions {
  status?: number;
  statusText?: string;
  /** Extra headers; the UI message stream headers are always set. */
  headers?: Record<string, string>;
}

/** The headers of an AI SDK 6 UI message stream response (Server-Sent Events). */
export const UI_MESSAGE_STREAM_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  'x-vercel-ai-ui-message-stream': 'v1',
  'x-accel-buffering': 'no',
};

type P = Record<string, unknown>;
const maskError = (): string => 'An error occurred.';
function str(value: unknown): string {
  if (typeof value === 'string') return value;
  // JSON.stringify returns undefined for undefined and functions, despite its declared type.
  const json = JSON.stringify(value) as unknown;
  return typeof json === 'string' ? json : String(value);
}
const when = <T extends object>(flag: boolean, value: T): T | Record<string, never> => (flag ? value : {});

/**
 * Converts one agent chunk to AI SDK 6 UI message stream parts (what `useChat` reads). A tripwire
 * becomes a `data-tripwire` part (`data`: the tripwire payload) followed by the run's `finish`; a
 * retried step's `step-finish` becomes a `data-retry` part (`data: { stepNumber }`) since the UI
 * protocol cannot take parts back. `object` and bookkeeping chunks produce nothing.
 */
export function chunkToUIMessageChunks(chunk: ChunkType, options: UIMessageStreamOptions = {}): UIMessageChunk[] {
  if (chunk.type.startsWith('data-')) {
    const { type, data, id, transient } = chunk as { type: `data-${string}`; data: unknown; id?: string; transient?: boolean };
    return [{ type, data, ...when(id !== undefined, { id }), ...when(transient === true, { transient: true }) } as UIMessageChunk];
  }
  const p = ((chunk as { payload?: unknown }).payload ?? {}) as P;
  const meta = when(p.providerMetadata !== undefined, { providerMetadata: p.providerMetadata }) as object;
  const executed = when(typeof p.providerExecuted === 'boolean', { providerExecuted: p.providerExecuted === true });
  const id = str(p.id);
  switch (chunk.type) {
    case 'start':
      return [{ type: 'start', ...when(typeof p.messageId === 'string', { messageId: str(p.messageId) }) }];
    case 'step-start':
      return [{ type: 'start-step' }];
    case 'text-start':
    case 'text-end':
      return [{ type: chunk.type, id, ...meta }];
    case 'text-delta':
      return [{ type: 'text-delta', id, delta: str(p.text), ...meta }];
    case 'reasoning-start':
    case 'reasoning-end':
      return options.sendReasoning === false ? [] : [{ type: chunk.type, id, ...meta }];
    case 'reasoning-delta':
      return options.sendReasoning === false ? [] : [{ type: 'reasoning-delta', id, delta: str(p.text), ...meta }];
    case 'source':
      if (options.sendSources === false) return [];
      return p.sourceType === 'url'
        ? [{ type: 'source-url', sourceId: id, url: str(p.url), ...when(p.title !== undefined, { title: str(p.title) }), ...meta }]
        : [{ type: 'source-document', sourceId: id, mediaType: str(p.mediaType), title: str(p.title), ...when(p.filename !== undefined, { filename: str(p.filename) }), ...meta }];
    case 'file':
      return [{ type: 'file', url: `data:${str(p.mediaType)};base64,${str(p.data)}`, mediaType: str(p.mediaType) }];
    case 'tool-call-input-streaming-start':
      return [{ type: 'tool-input-start', toolCallId: str(p.toolCallId), toolName: str(p.toolName), ...executed }];
    case 'tool-call-delta':
      return [{ type: 'tool-input-delta', toolCallId: str(p.toolCallId), inputTextDelta: str(p.argsTextDelta) }];
    case 'tool-call':
      return [{ type: 'tool-input-available', toolCallId: str(p.toolCallId), toolName: str(p.toolName), input: p.args, ...executed, ...meta }];
    case 'tool-result':
      return p.isError === true
        ? [{ type: 'tool-output-error', toolCallId: str(p.toolCallId), errorText: str(p.result), ...executed }]
        : [{ type: 'tool-output-available', toolCallId: str(p.toolCallId), output: p.result, ...executed }];
    case 'tool-error':
      return [{ type: 'tool-output-error', toolCallId: str(p.toolCallId), errorText: errorText(p.error) }];
    case 'step-finish': {
      const reason = (p.stepResult as { reason?: unknown } | undefined)?.reason;
      return reason === 'retry' ? [{ type: 'data-retry', data: { stepNumber: p.stepNumber } }, { type: 'finish-step' }] : [{ type: 'finish-step' }];
    }
    case 'finish': {
      const reason = (p.stepResult as { reason?: unknown } | undefined)?.reason;
      return [{ type: 'finish', finishReason: reason === 'unknown' || typeof reason !== 'string' ? 'other' : (reason as 'stop') }];
    }
    case 'error':
      return [{ type: 'error', errorText: (options.onError ?? maskError)(p.error) }];
    case 'abort':
      return [{ type: 'abort', ...when(typeof p.reason === 'string', { reason: str(p.reason) }) }];
    case 'tripwire':
      return [{ type: 'data-tripwire', data: p }];
    default:
      return [];
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : str(error);
}

/**
 * A stream of `map(item)` for each item of `source`, ending with `end()`. One `pull` per output item
 * and no intermediate `TransformStream`s (each costs several microseconds per chunk on Node).
 */
function mapStream<I, O>(source: ReadableStream<I>, map: (item: I) => readonly O[], end?: () => readonly O[]): ReadableStream<O> {
  const reader = source.getReader();
  return new ReadableStream<O>({
    async pull(controller) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          for (const item of end?.() ?? []) controller.enqueue(item);
          controller.close();
          return;
        }
        const items = map(value);
        for (const item of items) controller.enqueue(item);
        if (items.length > 0) return;
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** Converts an agent's `fullStream` to an AI SDK 6 UI message stream (see `chunkToUIMessageChunks`). */
export function toUIMessageStream(chunks: ReadableStream<ChunkType>, options: UIMessageStreamOptions = {}): ReadableStream<UIMessageChunk> {
  return mapStream(chunks, (chunk) => chunkToUIMessageChunks(chunk, options));
}

/**
 * A `Response` streaming the UI message stream as Server-Sent Events (`data: <json>` per part,
 * then `data: [DONE]`), with the AI SDK's UI message stream headers: what a `useChat` endpoint returns.
 */
export function toUIMessageStreamResponse(chunks: ReadableStream<ChunkType>, options: UIMessageStreamResponseOptions = {}): Response {
  const encoder = new TextEncoder();
  const body = mapStream(
    chunks,
    (chunk) => {
      const parts = chunkToUIMessageChunks(chunk, options);
      if (parts.length === 0) return [];
      let text = '';
      for (const part of parts) text += `data: ${JSON.stringify(part)}\n\n`;
      return [encoder.encode(text)];
    },
    () => [encoder.encode('data: [DONE]\n\n')],
  );
  return new Response(body, {
    ...(options.status === undefined ? {} : { status: options.status }),
    ...(options.statusText === undefined ? {} : { statusText: options.statusText }),
    headers: { ...options.headers, ...UI_MESSAGE_STREAM_HEADERS },
  });
}
