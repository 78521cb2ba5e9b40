import { createHookContext } from '@sluice/conformance';
import { TripWire } from '@sluice/core';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODERATION_CATEGORIES } from '../../categories.js';
import { ModerationOptionsError } from '../../errors/moderation-options-error.js';
import { ModerationProcessor } from '../../moderation-processor.js';
import { textMessage } from '../../test/fixtures.js';
import { openAIModeration } from './openai-moderation.js';

type Mode = 'ok' | '429' | '500' | 'hang' | 'garbage' | 'no-scores' | 'null-scores' | 'flagged-only';

interface Received {
  path: string | undefined;
  authorization: string | undefined;
  body: { model: string; input: string[] };
}

let server: Server;
let baseURL: string;
let mode: Mode = 'ok';
const received: Received[] = [];
const KEY = 'sk-test-secret-key';

/** A moderation result in the endpoint's documented shape; `violence` high for texts with "hurt". */
function result(text: string) {
  const scores = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, 0.0001]));
  if (text.includes('hurt')) scores.violence = 0.93;
  const categories = Object.fromEntries(Object.entries(scores).map(([c, s]) => [c, s > 0.5]));
  const applied = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, ['text']]));
  return { flagged: text.includes('hurt'), categories, category_scores: scores, category_applied_input_types: applied };
}

function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
  const body = JSON.parse(raw) as Received['body'];
  received.push({ path: req.url, authorization: req.headers.authorization, body });
  const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(payload));
  };
  switch (mode) {
    case 'ok':
      send(200, { id: 'modr-1', model: body.model, results: body.input.map(result) });
      return;
    case '429':
      send(429, { error: { message: 'Rate limit reached for requests', type: 'requests', param: null, code: 'rate_limit_exceeded' } }, { 'retry-after': '60' });
      return;
    case '500':
      send(500, { error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } });
      return;
    case 'garbage':
      send(200, { id: 'modr-2', results: [] });
      return;
    case 'hang':
      return; // never answers; the client times out
    case 'no-scores':
    case 'null-scores':
      send(200, {
        id: 'modr-3',
        results: body.input.map((text) => {
          const { category_scores: _, ...rest } = result(text);
          return mode === 'no-scores' ? rest : { ...rest, category_scores: null };
        }),
      });
      return;
    case 'flagged-only':
      send(200, { id: 'modr-4', results: body.input.map((text) => ({ flagged: text.includes('hurt') })) });
      return;
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      handle(req, res, raw);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

const call = () => ({ abortSignal: new AbortController().signal, categories: [] });

describe('openAIModeration()', () => {
  it('posts { model, input[] } with a bearer key and reads category_scores', async () => {
    const classifier = openAIModeration({ apiKey: KEY, baseURL });
    const scores = await classifier.classify(['I will hurt you', 'hello'], call());
    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({
      path: '/v1/moderations',
      authorization: `Bearer ${KEY}`,
      body: { model: 'omni-moderation-latest', input: ['I will hurt you', 'hello'] },
    });
    expect(scores[0]?.violence).toBe(0.93);
    expect(scores[0]?.['hate/threatening']).toBe(0.0001);
    expect(scores[1]?.violence).toBe(0.0001);
  });

  it.each([
    ['429', 429],
    ['500', 500],
  ] as const)('turns HTTP %s into an http error with the status, without the key', async (m, status) => {
    mode = m;
    const error = await openAIModeration({ apiKey: KEY, baseURL }).classify(['x'], call()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'MODERATION_CLASSIFIER_ERROR', reason: 'http', status });
    expect((error as Error).message).not.toContain(KEY);
  });

  it('rejects a response with the wrong number of results', async () => {
    mode = 'garbage';
    await expect(openAIModeration({ apiKey: KEY, baseURL }).classify(['x'], call())).rejects.toMatchObject({
      reason: 'invalid-response',
    });
  });

  it.each(['no-scores', 'null-scores'] as const)(
    'uses the endpoint\'s own categories when category_scores is missing (%s)',
    async (m) => {
      mode = m;
      const scores = await openAIModeration({ apiKey: KEY, baseURL }).classify(['I will hurt you', 'hello'], call());
      expect(scores[0]?.violence).toBe(1);
      expect(scores[0]?.hate).toBe(0);
      expect(scores[1]?.violence).toBe(0);
    },
  );

  it('rejects a flagged result that names no category as invalid-response', async () => {
    mode = 'flagged-only';
    await expect(openAIModeration({ apiKey: KEY, baseURL }).classify(['I will hurt you'], call())).rejects.toMatchObject({
      reason: 'invalid-response',
    });
  });

  it('never puts the key in option errors', () => {
    const error = (() => {
      try {
        openAIModeration({ apiKey: KEY, baseURL: 'not a url' });
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(ModerationOptionsError.isInstance(error)).toBe(true);
    expect((error as Error).message).not.toContain(KEY);
  });

  it('names a misspelt key without its value', () => {
    let caught: unknown;
    try {
      openAIModeration({ apiKye: KEY } as never);
    } catch (e) {
      caught = e;
    }
    expect(ModerationOptionsError.isInstance(caught)).toBe(true);
    expect((caught as ModerationOptionsError).issues[0]).toMatchObject({ path: 'apiKye', suggestion: 'apiKey' });
    expect((caught as Error).message).not.toContain(KEY);
  });
});

describe('ModerationProcessor with openAIModeration() and the error strategies', () => {
  const cases: [Mode, string][] = [
    ['429', 'http'],
    ['500', 'http'],
    ['hang', 'timeout'],
  ];

  function run(errorStrategy: 'fail-closed' | 'fail-open') {
    const processor = new ModerationProcessor({
      classifier: openAIModeration({ apiKey: KEY, baseURL }),
      errorStrategy,
      timeoutMs: 150,
    });
    const hc = createHookContext({ processorId: processor.id, hook: 'processInput' });
    const messages = [textMessage('u1', 'user', 'I will hurt you')];
    const promise = processor.processInput({
      ...hc.context,
      messages,
      systemMessages: [],
      messageList: undefined as never,
    });
    return { promise, hc };
  }

  it('blocks flagged input when the endpoint answers', async () => {
    const { promise, hc } = run('fail-closed');
    await expect(promise).rejects.toSatisfy((e) => TripWire.isInstance(e));
    expect(hc.aborts[0]!.metadata).toMatchObject({ classifier: 'openai-moderation', flags: [{ category: 'violence', score: 0.93 }] });
  });

  it.each(['no-scores', 'null-scores'] as const)('blocks flagged input when category_scores is %s', async (m) => {
    mode = m;
    const { promise, hc } = run('fail-closed');
    await expect(promise).rejects.toSatisfy((e) => TripWire.isInstance(e));
    expect(hc.aborts[0]!.metadata).toMatchObject({ flags: [{ category: 'violence', score: 1 }] });
  });

  it('fail-closed: a flagged result without categories fails the hook, naming processor, hook and classifier', async () => {
    mode = 'flagged-only';
    const { promise } = run('fail-closed');
    const error = await promise.catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'MODERATION_CLASSIFIER_ERROR',
      reason: 'invalid-response',
      processorId: 'moderation',
      hook: 'processInput',
      classifierId: 'openai-moderation',
    });
    expect((error as Error).message).toContain('processor moderation, hook processInput, classifier openai-moderation');
  });

  it.each(cases)('fail-closed: %s fails the hook with a %s classifier error', async (m, reason) => {
    mode = m;
    const { promise } = run('fail-closed');
    await expect(promise).rejects.toMatchObject({ code: 'MODERATION_CLASSIFIER_ERROR', reason });
  });

  it.each(cases)('fail-open: %s passes the input and reports a %s warning', async (m, reason) => {
    mode = m;
    const { promise, hc } = run('fail-open');
    await expect(promise).resolves.toBeUndefined();
    expect(hc.violations).toHaveLength(1);
    expect(hc.violations[0]).toMatchObject({ action: 'warn', detail: { error: { reason } } });
  });

  it('stops waiting when the run is cancelled, whatever the error strategy', async () => {
    mode = 'hang';
    const controller = new AbortController();
    const processor = new ModerationProcessor({ classifier: openAIModeration({ apiKey: KEY, baseURL }), errorStrategy: 'fail-open' });
    const hc = createHookContext({ abortSignal: controller.signal });
    const promise = processor.processInput({ ...hc.context, messages: [textMessage('u1', 'user', 'x')], systemMessages: [], messageList: undefined as never });
    setTimeout(() => {
      controller.abort(new Error('cancelled by caller'));
    }, 20);
    await expect(promise).rejects.toThrow('cancelled by caller');
    expect(hc.violations).toEqual([]);
  });
});
