import { ModerationClassifierError } from '../../errors/moderation-classifier-error.js';

/** One POST of a JSON body, bounded in time. */
export interface PostJsonRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  fetch: typeof fetch;
  /** Limit of this request (response headers and body), in milliseconds. */
  timeoutMs: number;
  /** The caller's signal: when it aborts, the request stops and its reason is rethrown. */
  signal: AbortSignal;
  /** Names the classifier in errors. */
  classifierId: string;
}

/** An answer: status, headers and the body parsed as JSON (`invalidJson` when it is not JSON). */
export interface PostJsonAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  body: unknown;
  invalidJson: boolean;
}

/**
 * POSTs once and reads the whole answer within `timeoutMs`. The caller's abort rethrows its reason
 * unchanged; the time limit is a `ModerationClassifierError` (`timeout`); a network failure is one
 * too (`failed`, the cause attached).
 */
export async function postJson(request: PostJsonRequest): Promise<PostJsonAnswer> {
  request.signal.throwIfAborted();
  const controller = new AbortController();
  const onAbort = () => {
    controller.abort(request.signal.reason);
  };
  request.signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    controller.abort();
  }, request.timeoutMs);
  try {
    const response = await request.fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
    });
    const text = await response.text();
    const { body, invalidJson } = parseJson(text);
    return { status: response.status, ok: response.ok, headers: response.headers, body, invalidJson };
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason as Error;
    const options = { classifierId: request.classifierId, cause: error };
    // Only the caller's signal (handled above) and the timer abort the controller.
    if (controller.signal.aborted) throw new ModerationClassifierError(`no answer within ${request.timeoutMs} ms`, { ...options, reason: 'timeout' });
    throw new ModerationClassifierError(`request failed: ${error instanceof Error ? error.message : 'unknown error'}`, { ...options, reason: 'failed' });
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', onAbort);
  }
}

function parseJson(text: string): { body: unknown; invalidJson: boolean } {
  try {
    return { body: JSON.parse(text) as unknown, invalidJson: false };
  } catch {
    return { body: undefined, invalidJson: true };
  }
}
