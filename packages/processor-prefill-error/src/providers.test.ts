import { APICallError, type LanguageModelV3, type LanguageModelV3Prompt, type LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { createHookContext } from '@sluice/conformance';
import { getAPIErrorDetails, MessageList } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import {
  anthropicOverloaded,
  anthropicPrefillRejection,
  anthropicPromptTooLong,
  anthropicRateLimited,
  anthropicStreamedText,
  anthropicUnauthorized,
} from './fixtures/anthropic.js';
import {
  compatiblePrefillRejection,
  openaiContextLengthExceeded,
  openaiRateLimited,
  openaiStreamedText,
  openaiUnauthorized,
} from './fixtures/openai.js';
import { PrefillErrorHandler } from './prefill-error-handler.js';
import { PrefillGuard } from './prefill-guard.js';
import type { ScriptedHttpResponse } from './test/provider-server.js';
import { useLocalProviders } from './test/use-local-providers.js';

// Real provider packages, pointed at a local server that answers like the real APIs.
const local = useLocalProviders();
const { anthropic: anthropicModel, compatible: openaiChatModel } = local;

const prefilledPrompt: LanguageModelV3Prompt = [
  { role: 'system', content: 'You write haiku.' },
  { role: 'user', content: [{ type: 'text', text: 'A haiku about rivers, please.' }] },
  { role: 'assistant', content: [{ type: 'text', text: 'Water over stone' }] },
];

/** Calls doStream and drains it; returns the error thrown or streamed, and the text. */
async function drain(model: LanguageModelV3, prompt: LanguageModelV3Prompt): Promise<{ error: unknown; text: string }> {
  let text = '';
  try {
    const { stream } = await model.doStream({ prompt });
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const part: LanguageModelV3StreamPart = value;
      if (part.type === 'text-delta') text += part.delta;
      if (part.type === 'error') return { error: part.error, text };
    }
    return { error: undefined, text };
  } catch (error) {
    return { error, text };
  }
}

/** Runs the handler on `error` with a conversation ending with an assistant message. */
async function handle(error: unknown) {
  const list = new MessageList().add(
    [
      { role: 'user', content: 'A haiku about rivers, please.' },
      { role: 'assistant', content: 'Water over stone' },
    ],
    'input',
  );
  const handler = new PrefillErrorHandler();
  const result = await handler.processAPIError({
    ...createHookContext({ processorId: handler.id, hook: 'processAPIError' }).context,
    error,
    messages: list.get.all.db(),
    messageList: list,
    stepNumber: 0,
    steps: [],
    model: anthropicModel(),
  });
  return { result, list };
}

describe('@ai-sdk/anthropic against a local Messages API', () => {
  it('doStream() raises an APICallError for the prefill rejection, and the handler recovers', async () => {
    local.server.enqueue(anthropicPrefillRejection);
    const { error } = await drain(anthropicModel(), prefilledPrompt);
    expect(APICallError.isInstance(error)).toBe(true);
    expect(getAPIErrorDetails(error)).toMatchObject({ statusCode: 400, providerErrorType: 'invalid_request_error' });
    const sent = local.server.requests[0]?.body as { messages: { role: string }[] };
    expect(local.server.requests[0]?.path).toBe('/v1/messages');
    expect(sent.messages.at(-1)?.role).toBe('assistant');

    const { result, list } = await handle(error);
    expect(result).toEqual({ retry: true });
    expect(list.get.all.db().at(-1)?.role).toBe('user');
  });

  it('the retried prompt ends with a user message and streams a normal reply', async () => {
    local.server.enqueue(anthropicStreamedText(['Cold light ', 'on the current']));
    const guard = new PrefillGuard({ models: ['claude-sonnet-4-6'] });
    const model = anthropicModel();
    const guarded = await guard.processLLMRequest({
      ...createHookContext({ processorId: guard.id, hook: 'processLLMRequest' }).context,
      prompt: prefilledPrompt,
      model,
      stepNumber: 0,
      steps: [],
      messageList: new MessageList(),
      callOptions: { tools: [], toolChoice: undefined, settings: {}, responseFormat: undefined, providerOptions: undefined },
    });
    if (guarded?.prompt === undefined) throw new Error('guard did not rewrite the prompt');
    const { error, text } = await drain(model, guarded.prompt);
    expect(error).toBeUndefined();
    expect(text).toBe('Cold light on the current');
    const sent = local.server.requests[0]?.body as { messages: { role: string }[] };
    expect(sent.messages.at(-1)?.role).toBe('user');
  });

  it.each<[string, ScriptedHttpResponse, number]>([
    ['401 authentication_error', anthropicUnauthorized, 401],
    ['429 rate_limit_error', anthropicRateLimited, 429],
    ['529 overloaded_error', anthropicOverloaded, 529],
    ['400 prompt is too long', anthropicPromptTooLong, 400],
  ])('leaves %s alone', async (_name, response, status) => {
    local.server.enqueue(response);
    const { error } = await drain(anthropicModel(), prefilledPrompt);
    expect(APICallError.isInstance(error)).toBe(true);
    expect(getAPIErrorDetails(error)?.statusCode).toBe(status);
    const { result, list } = await handle(error);
    expect(result).toBeUndefined();
    expect(list.get.all.db()).toHaveLength(2);
  });
});

describe('@ai-sdk/openai (Chat Completions) against a local OpenAI-compatible server', () => {
  it('doStream() raises an APICallError for the enable_thinking prefill rejection, and the handler recovers', async () => {
    local.server.enqueue(compatiblePrefillRejection);
    const { error } = await drain(openaiChatModel(), prefilledPrompt);
    expect(APICallError.isInstance(error)).toBe(true);
    expect(local.server.requests[0]?.path).toBe('/v1/chat/completions');
    const { result, list } = await handle(error);
    expect(result).toEqual({ retry: true });
    expect(list.get.all.db().at(-1)?.content.parts).toEqual([{ type: 'text', text: 'Continue from where you left off.' }]);
  });

  it('streams a normal reply once the prompt ends with a user message', async () => {
    local.server.enqueue(openaiStreamedText(['The river ', 'keeps going.']));
    const prompt: LanguageModelV3Prompt = [
      ...prefilledPrompt,
      { role: 'user', content: [{ type: 'text', text: 'Continue from where you left off.' }] },
    ];
    const { error, text } = await drain(openaiChatModel(), prompt);
    expect(error).toBeUndefined();
    expect(text).toBe('The river keeps going.');
    const sent = local.server.requests[0]?.body as { messages: { role: string }[] };
    expect(sent.messages.at(-1)?.role).toBe('user');
  });

  it.each<[string, ScriptedHttpResponse, number]>([
    ['401 invalid_api_key', openaiUnauthorized, 401],
    ['429 rate_limit_exceeded', openaiRateLimited, 429],
    ['400 context_length_exceeded', openaiContextLengthExceeded, 400],
  ])('leaves %s alone', async (_name, response, status) => {
    local.server.enqueue(response);
    const { error } = await drain(openaiChatModel(), prefilledPrompt);
    expect(getAPIErrorDetails(error)?.statusCode).toBe(status);
    const { result } = await handle(error);
    expect(result).toBeUndefined();
  });
});
