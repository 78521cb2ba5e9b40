// Tests of core's getAPIErrorDetails / matchesErrorPattern (packages/core/src/model/api-error-details.ts),
// kept here because this package owns the provider fixtures they are checked against.
import { APICallError } from '@ai-sdk/provider';
import { getAPIErrorDetails, matchesErrorPattern } from '@sluice/core';
import { describe, expect, it } from 'vitest';

const prefillBody =
  '{"type":"error","error":{"type":"invalid_request_error","message":"This model does not support assistant message prefill. The conversation must end with a user message."},"request_id":"req_1"}';

function apiError(statusCode: number, responseBody: string, data?: unknown): APICallError {
  return new APICallError({
    message: 'Bad Request',
    url: 'http://127.0.0.1/v1/messages',
    requestBodyValues: {},
    statusCode,
    responseBody,
    data,
    isRetryable: statusCode === 429 || statusCode >= 500,
  });
}

describe('getAPIErrorDetails()', () => {
  it('reads status, provider type and message from an APICallError body', () => {
    const details = getAPIErrorDetails(apiError(400, prefillBody));
    expect(details).toMatchObject({
      statusCode: 400,
      message: 'Bad Request',
      providerErrorType: 'invalid_request_error',
      providerMessage: expect.stringContaining('assistant message prefill') as string,
      isAPICallError: true,
      isRetryable: false,
      responseBody: prefillBody,
    });
  });

  it('prefers the parsed `data` of the APICallError', () => {
    const details = getAPIErrorDetails(
      apiError(400, 'not json', { error: { message: 'm', type: 't', code: 'context_length_exceeded' } }),
    );
    expect(details).toMatchObject({ providerErrorCode: 'context_length_exceeded', providerErrorType: 't' });
  });

  it('finds the APICallError inside a retry error and a cause chain', () => {
    const retry = Object.assign(new Error('Failed after 3 attempts'), {
      name: 'AI_RetryError',
      errors: [apiError(529, '{}'), apiError(400, prefillBody)],
      lastError: apiError(400, prefillBody),
    });
    expect(getAPIErrorDetails(retry)?.statusCode).toBe(400);
    const wrapped = new Error('step failed', { cause: new Error('model call failed', { cause: apiError(401, '{}') }) });
    expect(getAPIErrorDetails(wrapped)).toMatchObject({ statusCode: 401, isAPICallError: true });
  });

  it('reads a plain error object streamed by a provider', () => {
    expect(getAPIErrorDetails({ type: 'overloaded_error', message: 'Overloaded' })).toMatchObject({
      message: 'Overloaded',
      providerErrorType: 'overloaded_error',
      statusCode: undefined,
      isAPICallError: false,
    });
    expect(getAPIErrorDetails(undefined)).toBeUndefined();
    expect(getAPIErrorDetails('plain text')?.message).toBe('plain text');
  });

  it('survives cyclic causes', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(getAPIErrorDetails(a)?.message).toBe('a');
  });
});

describe('matchesErrorPattern()', () => {
  it('matches strings case-insensitively and RegExps as given, even global ones', () => {
    const details = getAPIErrorDetails(apiError(400, prefillBody));
    if (details === undefined) throw new Error('no details');
    expect(matchesErrorPattern(details, ['ASSISTANT MESSAGE PREFILL'])).toBe(true);
    const global = /must end with a user/g;
    expect(matchesErrorPattern(details, [global])).toBe(true);
    expect(matchesErrorPattern(details, [global])).toBe(true);
    expect(matchesErrorPattern(details, ['rate limit', /overloaded/])).toBe(false);
    expect(matchesErrorPattern('abc', [''])).toBe(false);
    expect(matchesErrorPattern(['x', 'yz'], ['Z'])).toBe(true);
  });
});
