import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_CATEGORIES } from '../../categories.js';
import { json, startScriptedEndpoint, type ScriptedEndpoint } from '../../test/scripted-endpoint.js';
import { openAIModeration } from './openai-moderation.js';

// The endpoint's documented response shape (POST /v1/moderations, model omni-moderation-latest):
// 13 categories (the 11 of this package plus `illicit` and `illicit/violent`), each with a boolean
// in `categories`, a score in `category_scores` and the input types in `category_applied_input_types`.
const OMNI_CATEGORIES = [...MODERATION_CATEGORIES, 'illicit', 'illicit/violent'];

function omniResult(scores: Record<string, number>) {
  const all = Object.fromEntries(OMNI_CATEGORIES.map((c) => [c, scores[c] ?? 0.000012]));
  return {
    flagged: Object.values(all).some((s) => s >= 0.5),
    categories: Object.fromEntries(Object.entries(all).map(([c, s]) => [c, s >= 0.5])),
    category_scores: all,
    category_applied_input_types: Object.fromEntries(OMNI_CATEGORIES.map((c) => [c, ['text']])), // text-only input
  };
}

function omniResponse(...results: Record<string, number>[]) {
  return json(200, { id: 'modr-970d409ef3bef3b70c73d8232df86e7d', model: 'omni-moderation-latest', results: results.map(omniResult) });
}

function openAIError(status: number, message: string, type: string, code: string | null, headers: Record<string, string> = {}) {
  return json(status, { error: { message, type, param: null, code } }, headers);
}

const KEY = 'sk-proj-test-0123456789abcdef';
let endpoint: ScriptedEndpoint;
const call = (signal = new AbortController().signal) => ({ abortSignal: signal, categories: [] });
const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e);

beforeAll(async () => {
  endpoint = await startScriptedEndpoint();
});
afterAll(async () => {
  await endpoint.close();
});

describe('openAIModeration() against a real HTTP server', () => {
  it('maps category_scores of an omni-moderation-latest response to the package categories', async () => {
    endpoint.script(omniResponse({ violence: 0.91, 'harassment/threatening': 0.62, illicit: 0.3 }, {}));
    const scores = await openAIModeration({ apiKey: KEY, baseURL: endpoint.baseURL }).classify(['a', 'b'], call());
    for (const category of MODERATION_CATEGORIES) expect(typeof scores[0]?.[category]).toBe('number');
    expect(scores[0]).toMatchObject({ violence: 0.91, 'harassment/threatening': 0.62, hate: 0.000012 });
    expect(scores[1]?.violence).toBe(0.000012);
  });

  it('reports a 400 with the endpoint\'s error message, type and code, without retrying', async () => {
    endpoint.script(openAIError(400, 'Invalid value for \'input\': too many items.', 'invalid_request_error', 'invalid_value'));
    const error = await rejection(openAIModeration({ apiKey: KEY, baseURL: endpoint.baseURL }).classify(['x'], call()));
    expect(error).toMatchObject({ code: 'MODERATION_CLASSIFIER_ERROR', reason: 'http', status: 400, classifierId: 'openai-moderation' });
    expect((error as Error).message).toContain('too many items');
    expect((error as Error).message).toContain('invalid_request_error');
    expect(endpoint.received).toHaveLength(1);
  });

  it('never repeats the API key that a 401 body echoes', async () => {
    endpoint.script(openAIError(401, `Incorrect API key provided: ${KEY}. You can find your API key at https://platform.openai.com/account/api-keys.`, 'invalid_request_error', 'invalid_api_key'));
    const error = await rejection(openAIModeration({ apiKey: KEY, baseURL: endpoint.baseURL }).classify(['x'], call()));
    expect(error).toMatchObject({ reason: 'http', status: 401 });
    expect((error as Error).message).toContain('Incorrect API key provided');
    expect((error as Error).message).not.toContain(KEY);
    expect(endpoint.received).toHaveLength(1);
  });

  it('reports a 500 as an http error', async () => {
    endpoint.script(openAIError(500, 'The server had an error while processing your request.', 'server_error', null));
    await expect(openAIModeration({ apiKey: KEY, baseURL: endpoint.baseURL }).classify(['x'], call())).rejects.toMatchObject({
      reason: 'http',
      status: 500,
    });
  });

  it('retries a 429 after the retry-after seconds it names, then answers', async () => {
    endpoint.script(openAIError(429, 'Rate limit reached for omni-moderation-latest', 'requests', 'rate_limit_exceeded', { 'retry-after': '1' }), omniResponse({ violence: 0.8 }));
    const scores = await openAIModeration({ apiKey: KEY, baseURL: endpoint.baseURL }).classify(['x'], call());
    expect(scores[0]?.violence).toBe(0.8);
    expect(endpoint.received).toHaveLength(2);
    const [first, second] = endpoint.received;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it('reads retry-after-ms and the x-ratelimit-reset-requests duration', async () => {
    const classifier = openAIModeration({ apiKey: KEY, baseURL: endpoint.baseURL });
    endpoint.script(openAIError(429, 'Rate limit', 'requests', 'rate_limit_exceeded', { 'retry-after-ms': '120' }), omniResponse({}));
    await classifier.classify(['x'], call());
    expect(endpoint.received[1]!.at - endpoint.received[0]!.at).toBeGreaterThanOrEqual(110);
    endpoint.script(
      openAIError(429, 'Rate limit', 'requests', 'rate_limit_exceeded', { 'x-ratelimit-limit-requests': '500', 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '0.2s' }),
      omniResponse({}),
    );
    await classifier.classify(['x'], call());
    expect(endpoint.received[1]!.at - endpoint.received[0]!.at).toBeGreaterThanOrEqual(190);
  });

  it('gives up after maxRetries with the 429 and its retry time', async () => {
    endpoint.script(openAIError(429, 'Rate limit', 'requests', 'rate_limit_exceeded', { 'retry-after-ms': '10' }));
    const error = await rejection(openAIModeration({ apiKey: KEY, baseURL: endpoint.baseURL, maxRetries: 2 }).classify(['x'], call()));
    expect(error).toMatchObject({ reason: 'http', status: 429, retryAfterMs: 10 });
    expect(endpoint.received).toHaveLength(3);
  });

  it('does not wait longer than maxRetryDelayMs: a 429 asking for a minute fails at once', async () => {
    endpoint.script(openAIError(429, 'Rate limit', 'tokens', 'rate_limit_exceeded', { 'retry-after': '60' }));
    const started = Date.now();
    const error = await rejection(openAIModeration({ apiKey: KEY, baseURL: endpoint.baseURL }).classify(['x'], call()));
    expect(error).toMatchObject({ reason: 'http', status: 429, retryAfterMs: 60_000 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(endpoint.received).toHaveLength(1);
  });

  it('stops waiting for a retry when the signal is aborted, with the signal\'s reason', async () => {
    endpoint.script(openAIError(429, 'Rate limit', 'requests', 'rate_limit_exceeded', { 'retry-after': '2' }), omniResponse({}));
    const controller = new AbortController();
    const promise = openAIModeration({ apiKey: KEY, baseURL: endpoint.baseURL }).classify(['x'], call(controller.signal));
    setTimeout(() => {
      controller.abort(new Error('run cancelled'));
    }, 100);
    const started = Date.now();
    await expect(promise).rejects.toThrow('run cancelled');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(endpoint.received).toHaveLength(1);
  });

  it('times out on a hung server with a typed timeout error', async () => {
    endpoint.script('hang');
    const error = await rejection(openAIModeration({ apiKey: KEY, baseURL: endpoint.baseURL, timeoutMs: 100 }).classify(['x'], call()));
    expect(error).toMatchObject({ code: 'MODERATION_CLASSIFIER_ERROR', reason: 'timeout', classifierId: 'openai-moderation' });
  });

  it('rethrows the caller\'s abort reason while a request hangs (not a timeout)', async () => {
    endpoint.script('hang');
    const controller = new AbortController();
    const promise = openAIModeration({ apiKey: KEY, baseURL: endpoint.baseURL }).classify(['x'], call(controller.signal));
    setTimeout(() => {
      controller.abort(new Error('run cancelled'));
    }, 30);
    await expect(promise).rejects.toThrow('run cancelled');
  });

  it('reports a body that is not JSON as invalid-response', async () => {
    endpoint.script({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"id":"modr-1","results":[{"flagged":' });
    const error = await rejection(openAIModeration({ apiKey: KEY, baseURL: endpoint.baseURL }).classify(['x'], call()));
    expect(error).toMatchObject({ reason: 'invalid-response', classifierId: 'openai-moderation' });
    expect((error as Error).message).toContain('not valid JSON');
  });

  it('reports an unreachable endpoint as a typed failure naming the classifier', async () => {
    const closed = await startScriptedEndpoint();
    await closed.close();
    const error = await rejection(openAIModeration({ apiKey: KEY, baseURL: closed.baseURL }).classify(['x'], call()));
    expect(error).toMatchObject({ code: 'MODERATION_CLASSIFIER_ERROR', reason: 'failed', classifierId: 'openai-moderation' });
  });
});
