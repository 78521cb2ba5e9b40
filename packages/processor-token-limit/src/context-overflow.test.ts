import { APICallError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { parseContextOverflow } from './context-overflow.js';
import { overflowError } from './fixtures/overflow-errors.js';

describe('parseContextOverflow()', () => {
  it.each([
    ['openaiResultedIn', { limit: 128000, actual: 130000 }],
    ['openaiRequested', { limit: 3097, actual: 3120 }],
    ['openaiConfiguredLimit', { limit: 272000, actual: 289650 }],
    ['openaiContextWindow', {}],
    ['anthropicTooLong', { limit: 200000, actual: 208310 }],
    ['anthropicMaxTokens', { limit: 200000 - 21333, actual: 188240 }],
  ] as const)('reads %s', (name, expected) => {
    expect(parseContextOverflow(overflowError(name))).toEqual(expected);
  });

  it('reads Google wording, a bare code, and user patterns', () => {
    const google = new Error('The input token count (1200293) exceeds the maximum number of tokens allowed (1048576).');
    expect(parseContextOverflow(google)).toEqual({ actual: 1200293, limit: 1048576 });
    const coded = new APICallError({ message: 'Bad', url: 'u', requestBodyValues: {}, statusCode: 400, data: { error: { message: 'x', code: 'context_length_exceeded' } } });
    expect(parseContextOverflow(coded)).toEqual({});
    expect(parseContextOverflow(new Error('ctx overflow!'))).toBeUndefined();
    expect(parseContextOverflow(new Error('ctx overflow!'), [/ctx overflow/])).toEqual({});
  });

  it('ignores other errors and other statuses', () => {
    expect(parseContextOverflow(overflowError('anthropicTooLong', 429))).toBeUndefined();
    expect(parseContextOverflow(new Error('Overloaded'))).toBeUndefined();
    expect(parseContextOverflow(undefined)).toBeUndefined();
  });
});
