import { APICallError } from '@ai-sdk/provider';
import { createHookContext } from '@sluice/conformance';
import { MessageList } from '@sluice/core';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { CONTINUE_MESSAGE_MARKER } from './continue-message.js';
import { InvalidPrefillOptionsError } from './invalid-options-error.js';
import type { PrefillErrorHandlerOptions } from './options.js';
import { PrefillErrorHandler } from './prefill-error-handler.js';

const prefill = new APICallError({
  message: 'This model does not support assistant message prefill. The conversation must end with a user message.',
  url: 'http://127.0.0.1/v1/messages',
  requestBodyValues: {},
  statusCode: 400,
});

function setup(options?: PrefillErrorHandlerOptions) {
  const handler = new PrefillErrorHandler(options);
  const list = new MessageList().add(
    [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Sure,' },
    ],
    'input',
  );
  const hc = createHookContext({ processorId: handler.id, hook: 'processAPIError' });
  const call = (error: unknown) =>
    handler.processAPIError({
      ...hc.context,
      error,
      messages: list.get.all.db(),
      messageList: list,
      stepNumber: 0,
      steps: [],
      model: new MockLanguageModelV3(),
    });
  return { handler, list, hc, call };
}

describe('PrefillErrorHandler.processAPIError()', () => {
  it('appends a marked continue turn, reports a retry violation and asks for a retry', async () => {
    const { list, hc, call } = setup();
    expect(await call(prefill)).toEqual({ retry: true });
    const last = list.get.all.db().at(-1);
    expect(list.getSource(last?.id ?? '')).toBe('input');
    expect(last?.role).toBe('user');
    expect(last?.content.metadata).toEqual({ [CONTINUE_MESSAGE_MARKER]: true });
    expect(hc.violations).toEqual([
      expect.objectContaining({ action: 'retry', detail: { statusCode: 400, providerErrorType: undefined, attempt: 1 } }),
    ]);
  });

  it('recovers at most once per request by default, then leaves the error alone', async () => {
    const { list, call } = setup();
    expect(await call(prefill)).toEqual({ retry: true });
    expect(await call(prefill)).toBeUndefined();
    expect(list.get.all.db()).toHaveLength(3);
  });

  it('honours maxRetries, continueMessage and messageSource', async () => {
    const { list, call } = setup({ maxRetries: 2, continueMessage: 'Go on.', messageSource: 'context' });
    expect(await call(prefill)).toEqual({ retry: true });
    expect(await call(prefill)).toEqual({ retry: true });
    expect(await call(prefill)).toBeUndefined();
    const last = list.get.all.db().at(-1);
    expect(list.getSource(last?.id ?? '')).toBe('context');
    expect(last?.content.parts).toEqual([{ type: 'text', text: 'Go on.' }]);
  });

  it('leaves any other error alone and does not touch the list', async () => {
    const { list, hc, call } = setup();
    expect(await call(new Error('socket hang up'))).toBeUndefined();
    expect(await call(new APICallError({ message: 'Overloaded', url: 'u', requestBodyValues: {}, statusCode: 529 }))).toBeUndefined();
    expect(list.get.all.db()).toHaveLength(2);
    expect(hc.violations).toHaveLength(0);
  });

  it('rejects bad options with a typed error', () => {
    expect(() => new PrefillErrorHandler({ maxRetries: -1 })).toThrow(InvalidPrefillOptionsError);
    try {
      new PrefillErrorHandler({ continueMessage: '' });
    } catch (error) {
      expect(InvalidPrefillOptionsError.isInstance(error)).toBe(true);
      expect((error as InvalidPrefillOptionsError).code).toBe('PREFILL_ERROR_INVALID_OPTIONS');
    }
    expect(() => new PrefillErrorHandler({ unknown: true } as PrefillErrorHandlerOptions)).toThrow(/unknown|Unrecognized/i);
  });

  it('lists the allowed message sources of an invalid one', () => {
    try {
      new PrefillErrorHandler({ messageSource: 'contxt' as never });
      expect.unreachable();
    } catch (error) {
      expect((error as InvalidPrefillOptionsError).issues).toEqual([
        { path: 'messageSource', message: 'invalid value', suggestion: 'context', allowed: ['input', 'context'] },
      ]);
    }
  });
});
