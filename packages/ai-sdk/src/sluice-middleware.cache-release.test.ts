import { APICallError, type LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { RequestContext } from '@sluice/core';
import { ResponseCache, type CacheEvent } from '@sluice/processor-cache';
import { simulateReadableStream, streamText, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { sluiceMiddleware } from './sluice-middleware.js';

const USAGE = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 2, text: 2, reasoning: undefined },
};

const answer: LanguageModelV3StreamPart[] = [
  { type: 'stream-start', warnings: [] },
  { type: 'text-start', id: 't' },
  { type: 'text-delta', id: 't', delta: 'answer' },
  { type: 'text-end', id: 't' },
  { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: USAGE },
];

function rejection(isRetryable: boolean): APICallError {
  return new APICallError({ message: isRetryable ? 'rate limited' : 'bad request', url: 'http://127.0.0.1/v1', requestBodyValues: {}, statusCode: isRetryable ? 429 : 400, isRetryable });
}

describe('sluiceMiddleware() releases the response cache\'s single-flight when a call fails', () => {
  it.each([
    ['a non-retryable rejection', false],
    ['a retryable rejection the AI SDK gives up on', true],
  ])('%s: the next identical call leads at once instead of waiting for the dead call', async (_name, isRetryable) => {
    let calls = 0;
    const inner = new MockLanguageModelV3({
      doStream: () => (calls++ === 0 ? Promise.reject(rejection(isRetryable)) : Promise.resolve({ stream: simulateReadableStream({ chunks: answer }) })),
    });
    const events: CacheEvent[] = [];
    const cache = new ResponseCache({ singleFlightTimeout: 20_000, onEvent: (event) => events.push(event) });
    const requestContext = new RequestContext([['resourceId', 'user-1']]);
    const model = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [cache], requestContext }) });

    const failed = streamText({ model, prompt: 'same question', maxRetries: 0 });
    await expect(failed.text).rejects.toThrow();
    expect(cache.inFlight).toBe(0);

    events.length = 0;
    expect(await streamText({ model, prompt: 'same question', maxRetries: 0 }).text).toBe('answer');
    expect(events.filter((event) => event.type === 'wait')).toEqual([]);
    expect(events.find((event) => event.type === 'miss')).toMatchObject({ leader: true });
  });
});
