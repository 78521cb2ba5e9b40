import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';

/** A finish reason a script may give (the unified AI SDK reasons). */
export type ScriptedFinishReason = 'stop' | 'length' | 'content-filter' | 'tool-calls' | 'error' | 'other';

/** Token usage a script reports on `finish`. Unset fields are derived (see `ScriptedResponse.usage`). */
export interface ScriptedUsage {
  inputTokens?: number;
  outputTokens?: number;
  reasoningTokens?: number;
  cachedInputTokens?: number;
}

/** One tool call the model makes: its input is streamed as JSON deltas, then the final call. */
export interface ScriptedToolCall {
  toolName: string;
  /** The tool input (serialized to JSON), or a raw JSON string. */
  input: unknown;
  /** @default `call-<step>-<index>` */
  toolCallId?: string;
  /** How many `tool-input-delta` parts the JSON input is split into. @default 2 */
  inputDeltas?: number;
  /** Marks a provider-executed tool. */
  providerExecuted?: boolean;
}

/** An error the provider rejects the call with (thrown from `doStream` / `doGenerate`). */
export interface ScriptedProviderError {
  /** HTTP status code, e.g. 400, 429, 500. */
  statusCode: number;
  /** Response body: a string, or an object serialized to JSON. */
  body?: unknown;
  /** @default `Scripted provider error <statusCode>` */
  message?: string;
  /** @default true for 408, 409, 429 and 5xx (the AI SDK's rule) */
  isRetryable?: boolean;
  /** Parsed error data (`APICallError.data`). @default the body when it is an object */
  data?: unknown;
  responseHeaders?: Record<string, string>;
  /** @default `http://127.0.0.1/scripted` */
  url?: string;
}

/** A scripted model response (one step). Parts are emitted in the order listed on each field. */
export interface ScriptedResponse {
  /** Reasoning emitted first: a string (split into words) or explicit deltas. */
  reasoning?: string | readonly string[];
  /** Text: a string (split into words, or by `chunkSize`) or explicit deltas. */
  text?: string | readonly string[];
  /**
   * Text as several consecutive text blocks (ids `text-<step>`, `text-<step>-1`, ...), one delta
   * each, after `text`: what a provider sends when it splits one answer into blocks.
   */
  textBlocks?: readonly string[];
  /** Split string `text` / `reasoning` into deltas of this many characters instead of words. */
  chunkSize?: number;
  /** Tool calls, emitted after the text. */
  toolCalls?: readonly ScriptedToolCall[];
  /** @default `tool-calls` when the step calls tools, else `stop` (`error` after `streamError`) */
  finishReason?: ScriptedFinishReason;
  /**
   * @default inputTokens 10, outputTokens = number of text and reasoning deltas (+1 per tool call)
   */
  usage?: ScriptedUsage;
  /**
   * A mid-stream error: an `error` part emitted after `after` content parts (default: after all of
   * them); the stream then finishes with reason `error`. `doGenerate` rejects with the error instead.
   */
  streamError?: { error: unknown; after?: number };
  /** Extra raw stream parts (for example unknown part types) emitted just before `finish`. */
  extraParts?: readonly Record<string, unknown>[];
  /** Delay before each stream part, in milliseconds. @default the model's `delayMs`, else 0 */
  delayMs?: number;
  /** Warnings reported on `stream-start` and by `doGenerate`. */
  warnings?: readonly unknown[];
  /** Response id reported on `response-metadata`. @default `response-<step>` */
  responseId?: string;
}

/** A step in which the provider rejects the call: `doStream`/`doGenerate` throw an `APICallError`. */
export interface ScriptedFailure {
  /** The provider error, or any value to throw as is. */
  throws: ScriptedProviderError | Error;
}

/**
 * A step streamed exactly as given, for streams the `ScriptedResponse` fields cannot express
 * (several text blocks interleaved with tool calls, provider metadata on a delta, a `finish` with
 * no `stream-start`...). Nothing is added: no `stream-start`, no `response-metadata`, no `finish`
 * unless listed. `doGenerate` answers with the parts folded into content (text and reasoning joined
 * per block, tool calls, files, sources), the `finish` part's reason and usage, and rejects with
 * the first `error` part's error.
 */
export interface ScriptedParts {
  /** The V3 stream parts, in order (`ScriptedModelV2` sends `finish` in the V2 shape). */
  parts: readonly LanguageModelV3StreamPart[];
  /** Delay before each part, in milliseconds. @default the model's `delayMs`, else 0 */
  delayMs?: number;
}

/** What the model should do on one call, given that call's options. */
export type ScriptedStepFunction<TOptions = LanguageModelV3CallOptions> = (
  options: TOptions,
  callIndex: number,
) => ScriptedResponse | ScriptedParts | ScriptedFailure;

/** One scripted call: a response, raw parts, a provider failure, or a function computing one of them. */
export type ScriptedStep<TOptions = LanguageModelV3CallOptions> =
  | ScriptedResponse
  | ScriptedParts
  | ScriptedFailure
  | ScriptedStepFunction<TOptions>;

/** Options of `ScriptedModel` / `ScriptedModelV2`. */
export interface ScriptedModelOptions {
  /** @default `scripted` */
  provider?: string;
  /** @default `scripted-model` */
  modelId?: string;
  /** When the script runs out, start again from the first step instead of throwing. @default false */
  loop?: boolean;
  /**
   * When the script runs out, answer every further call with the last step instead of throwing
   * (`loop` wins when both are set). @default false
   */
  repeatLast?: boolean;
  /** Default delay before each stream part, in milliseconds. @default 0 */
  delayMs?: number;
}

/** One call the model received. */
export interface ScriptedCall<TOptions = LanguageModelV3CallOptions> {
  /** `doStream` or `doGenerate`. */
  method: 'stream' | 'generate';
  /** Index of the script step that answered (before looping). */
  stepIndex: number;
  /** Every option the call received, as received (`prompt`, `tools`, settings, `abortSignal`...). */
  options: TOptions;
}
