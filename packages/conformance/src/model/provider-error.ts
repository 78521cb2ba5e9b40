import { APICallError } from '@ai-sdk/provider';
import type { ScriptedProviderError } from './script.js';

/**
 * Builds the `APICallError` a real provider package throws for an HTTP error, with status code,
 * body and `isRetryable`. `ScriptedModel` throws it for `{ throws: { statusCode, ... } }` steps;
 * use it directly to test `processAPIError` hooks.
 *
 * @example
 * providerError({ statusCode: 400, body: { error: { message: 'prefill not supported' } } })
 */
export function providerError(error: ScriptedProviderError): APICallError {
  const body =
    error.body === undefined || typeof error.body === 'string' ? error.body : JSON.stringify(error.body);
  const data = error.data ?? (typeof error.body === 'object' ? error.body : undefined);
  return new APICallError({
    message: error.message ?? `Scripted provider error ${error.statusCode}`,
    url: error.url ?? 'http://127.0.0.1/scripted',
    requestBodyValues: {},
    statusCode: error.statusCode,
    ...(body === undefined ? {} : { responseBody: body }),
    ...(error.responseHeaders === undefined ? {} : { responseHeaders: error.responseHeaders }),
    ...(error.isRetryable === undefined ? {} : { isRetryable: error.isRetryable }),
    ...(data === undefined ? {} : { data }),
  });
}
