import { APICallError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { isPrefillRejection } from './prefill-rejection.js';

const defaults = { patterns: [], statusCodes: [400, 422] };

function rejection(statusCode: number | undefined, message: string): APICallError {
  return new APICallError({
    message,
    url: 'http://127.0.0.1/v1',
    requestBodyValues: {},
    ...(statusCode === undefined ? {} : { statusCode }),
    responseBody: JSON.stringify({ error: { message, type: 'invalid_request_error' } }),
  });
}

describe('isPrefillRejection()', () => {
  it.each([
    'This model does not support assistant message prefill. The conversation must end with a user message.',
    'Assistant response prefill is incompatible with enable_thinking.',
    'Requests ending with a model turn are not supported.',
  ])('recognises "%s"', (message) => {
    expect(isPrefillRejection(rejection(400, message), defaults)).toBe(true);
  });

  it('recognises the wording in the body even when the message is generic', () => {
    const error = new APICallError({
      message: 'Bad Request',
      url: 'u',
      requestBodyValues: {},
      statusCode: 400,
      responseBody: '{"error":{"message":"The conversation must end with a user message."}}',
    });
    expect(isPrefillRejection(error, defaults)).toBe(true);
  });

  it('ignores the wording under a status outside statusCodes', () => {
    expect(isPrefillRejection(rejection(429, 'conversation must end with a user message'), defaults)).toBe(false);
  });

  it('accepts user patterns and other errors stay unrecognised', () => {
    const custom = rejection(400, 'last turn must be human');
    expect(isPrefillRejection(custom, defaults)).toBe(false);
    expect(isPrefillRejection(custom, { ...defaults, patterns: [/last turn must be human/i] })).toBe(true);
    expect(isPrefillRejection(rejection(400, 'prompt is too long: 208310 tokens > 200000 maximum'), defaults)).toBe(false);
    expect(isPrefillRejection(undefined, defaults)).toBe(false);
  });
});
