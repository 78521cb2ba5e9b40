import { APICallError } from '@ai-sdk/provider';
import { isRecord } from '../contract/is-record.js';

/**
 * What a provider rejection says, extracted from whatever the loop caught: an AI SDK
 * `APICallError`, a retry error wrapping one, an error whose `cause` chain holds one, or a plain
 * error object streamed by the provider (`{ type: 'error', error: { type, message } }`).
 */
export interface APIErrorDetails {
  /** HTTP status code, when known. */
  statusCode: number | undefined;
  /** The most specific error message found (the `APICallError`'s, else the error's own). */
  message: string;
  /** The provider's error type, e.g. `invalid_request_error`, `overloaded_error`. */
  providerErrorType: string | undefined;
  /** The provider's error code, e.g. `context_length_exceeded` (strings only; numeric codes are stringified). */
  providerErrorCode: string | undefined;
  /** The provider's own error message from the response body, when it differs from `message`. */
  providerMessage: string | undefined;
  /** The raw response body text, when the provider returned one. */
  responseBody: string | undefined;
  /** Whether an AI SDK `APICallError` was found in the chain. */
  isAPICallError: boolean;
  /** Whether the AI SDK marked the error as retryable (429, 5xx...). */
  isRetryable: boolean;
  /** Every text worth matching against (messages, provider message, type, code, body), deduplicated. */
  texts: string[];
}

/** A pattern matched against error texts: a string (case-insensitive substring) or a RegExp. */
export type ErrorPattern = string | RegExp;

const MAX_DEPTH = 8;


function stringField(value: unknown, key: string): string | undefined {
  if (!isRecord(value)) return undefined;
  const field = value[key];
  if (typeof field === 'string' && field.length > 0) return field;
  if (typeof field === 'number') return String(field);
  return undefined;
}

/** The provider error object inside a parsed body: `{ error: {...} }` (OpenAI, Anthropic, Google) or the body itself. */
function providerErrorObject(data: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(data)) return providerErrorObject(data[0]);
  if (!isRecord(data)) return undefined;
  const inner = data.error;
  if (isRecord(inner)) return inner;
  if (typeof data.message === 'string' || typeof data.code === 'string') return data;
  return undefined;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Walks the error, retry errors' attempts (newest first) and `cause` chains; yields each once. */
function* walk(error: unknown, depth = 0, seen = new Set<unknown>()): Generator {
  if (depth > MAX_DEPTH || seen.has(error)) return;
  seen.add(error);
  yield error;
  if (!isRecord(error)) return;
  if (isRecord(error.lastError)) yield* walk(error.lastError, depth + 1, seen);
  if (Array.isArray(error.errors)) {
    for (const inner of [...(error.errors as unknown[])].reverse()) yield* walk(inner, depth + 1, seen);
  }
  if ('cause' in error && error.cause !== undefined) yield* walk(error.cause, depth + 1, seen);
}

/**
 * Extracts status, message, provider error type/code and body text from an unknown error the
 * model call raised. Works across AI SDK copies (`APICallError.isInstance`), retry errors
 * (`lastError` / `errors`), `cause` chains and plain streamed error objects. Returns `undefined`
 * for `undefined`/`null`.
 *
 * @example
 * const details = getAPIErrorDetails(error);
 * if (details?.statusCode === 400 && matchesErrorPattern(details, ['prefill'])) { ... }
 */
export function getAPIErrorDetails(error: unknown): APIErrorDetails | undefined {
  if (error === undefined || error === null) return undefined;
  let apiError: APICallError | undefined;
  let providerObject: Record<string, unknown> | undefined;
  let statusCode: number | undefined;
  for (const candidate of walk(error)) {
    if (APICallError.isInstance(candidate)) {
      apiError = candidate;
      break;
    }
    if (candidate instanceof Error) {
      const attached = candidate as Error & { error?: unknown; data?: unknown };
      providerObject ??= providerErrorObject(attached.data) ?? providerErrorObject(attached.error);
    } else {
      providerObject ??= providerErrorObject(candidate);
    }
    if (statusCode === undefined && isRecord(candidate)) {
      const status = candidate.statusCode ?? candidate.status;
      if (typeof status === 'number') statusCode = status;
    }
  }
  const responseBody = apiError?.responseBody;
  if (apiError !== undefined) {
    statusCode = apiError.statusCode;
    providerObject = providerErrorObject(apiError.data) ?? providerErrorObject(parseJson(responseBody));
  }
  const topMessage = apiError?.message ?? (error instanceof Error ? error.message : stringField(error, 'message'));
  const providerMessage = stringField(providerObject, 'message');
  const message = topMessage ?? providerMessage ?? (typeof error === 'string' ? error : '');
  const providerErrorType = stringField(providerObject, 'type') ?? stringField(providerObject, 'status');
  const providerErrorCode = stringField(providerObject, 'code');
  const texts = [message, providerMessage, providerErrorType, providerErrorCode, responseBody].filter(
    (text): text is string => text !== undefined && text.length > 0,
  );
  return {
    statusCode,
    message,
    providerErrorType,
    providerErrorCode,
    providerMessage: providerMessage === message ? undefined : providerMessage,
    responseBody,
    isAPICallError: apiError !== undefined,
    isRetryable: apiError?.isRetryable ?? false,
    texts: [...new Set(texts)],
  };
}

/**
 * True when any pattern matches any of the texts: strings match as case-insensitive substrings,
 * RegExps are tested as given (their `lastIndex` is reset first, so global ones are safe).
 * `source` may be `APIErrorDetails` (its `texts`), a string or a list of strings.
 */
export function matchesErrorPattern(
  source: APIErrorDetails | string | readonly string[],
  patterns: readonly ErrorPattern[],
): boolean {
  const texts = typeof source === 'string' ? [source] : 'texts' in source ? source.texts : source;
  const lowered = texts.map((text) => text.toLowerCase());
  return patterns.some((pattern) => {
    if (typeof pattern === 'string') {
      const needle = pattern.toLowerCase();
      return needle.length > 0 && lowered.some((text) => text.includes(needle));
    }
    return texts.some((text) => {
      pattern.lastIndex = 0;
      return pattern.test(text);
    });
  });
}
