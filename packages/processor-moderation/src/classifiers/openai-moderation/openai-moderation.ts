import { z } from 'zod';
import type { CategoryScores, ModerationClassifier } from '../../classifier.js';
import { ModerationClassifierError } from '../../errors/moderation-classifier-error.js';
import { parseOptions } from '../../parse-options.js';
import { abortableDelay } from '../../abortable-delay.js';
import { httpError } from './http-error.js';
import { moderationResponseSchema } from './moderation-response.js';
import { postJson, type PostJsonAnswer } from './post-json.js';
import { retryDelayMs } from './retry-delay.js';
import { resultScores } from './result-scores.js';

/** Options of `openAIModeration()`. */
export const openAIModerationOptionsSchema = z
  .object({
    /** API key, sent as a bearer token. Never logged or included in errors. */
    apiKey: z.string().min(1),
    /** Base URL of the API (the endpoint is `<baseURL>/moderations`). @default 'https://api.openai.com/v1' */
    baseURL: z.url().default('https://api.openai.com/v1'),
    /** Moderation model. @default 'omni-moderation-latest' */
    model: z.string().min(1).default('omni-moderation-latest'),
    /** Extra request headers (organization, project, proxies). @default {} */
    headers: z.record(z.string(), z.string()).default({}),
    /** Time limit of one request (answer headers and body), in milliseconds. @default 10000 */
    timeoutMs: z.number().int().positive().default(10_000),
    /** Retries of a rate-limited (429) request; `0` never retries. @default 2 */
    maxRetries: z.number().int().min(0).max(10).default(2),
    /**
     * Longest wait before a retry, in milliseconds: a 429 that asks for longer (`retry-after: 60`)
     * fails at once with `retryAfterMs` set, since a stream cannot wait that long. @default 2000
     */
    maxRetryDelayMs: z.number().int().min(0).default(2000),
    /** The `fetch` to use. @default globalThis.fetch */
    fetch: z.custom<typeof fetch>((value) => typeof value === 'function', { error: 'expected a function' }).optional(),
  })
  .strict();

/** Options accepted by `openAIModeration()`. */
export type OpenAIModerationOptions = z.input<typeof openAIModerationOptionsSchema>;

const ID = 'openai-moderation';

/** Wait before retry `attempt` (0-based) of a 429 that names no wait. */
const backoffMs = (attempt: number) => 500 * 2 ** attempt;

/**
 * A classifier that calls the public moderation endpoint over `fetch` (`POST <baseURL>/moderations`
 * with `{ model, input: [texts] }`), one request per batch, and reads `results[i].category_scores`
 * (`hate`, `hate/threatening`, ... `violence/graphic`; other keys such as `illicit` pass through
 * and count only where a custom category has that name); where a score is missing or null it uses
 * the endpoint's own `categories` verdict (true -> 1), and a `flagged` result it cannot map is an
 * `invalid-response` error (a result that scores no checked category is one too). The endpoint
 * does not score custom categories.
 *
 * Failures are `ModerationClassifierError`s naming `openai-moderation`: an error status is `http`
 * with the status and the endpoint's message (the API key removed); a 429 is retried up to
 * `maxRetries` times after the wait its `retry-after-ms`, `retry-after` or
 * `x-ratelimit-reset-*` header names (or 0.5 s, 1 s, ...), unless that wait exceeds
 * `maxRetryDelayMs`; a request without an answer within `timeoutMs` is `timeout`; a body that is
 * not JSON or not the documented shape is `invalid-response`; a network failure is `failed`. The
 * caller's abort signal stops requests and waits and rethrows its reason.
 *
 * @example
 * const moderation = new ModerationProcessor({ classifier: openAIModeration({ apiKey: process.env.OPENAI_API_KEY ?? '' }) });
 */
export function openAIModeration(options: OpenAIModerationOptions): ModerationClassifier {
  const resolved = parseOptions(openAIModerationOptionsSchema, options, 'openAIModeration');
  const url = `${resolved.baseURL.replace(/\/+$/, '')}/moderations`;
  const doFetch = resolved.fetch ?? globalThis.fetch;
  const post = (texts: readonly string[], signal: AbortSignal) =>
    postJson({
      url,
      headers: { ...resolved.headers, 'content-type': 'application/json', authorization: `Bearer ${resolved.apiKey}` },
      body: JSON.stringify({ model: resolved.model, input: texts }),
      fetch: doFetch,
      timeoutMs: resolved.timeoutMs,
      signal,
      classifierId: ID,
    });
  const failure = (answer: PostJsonAnswer, retryAfterMs?: number) =>
    httpError({ classifierId: ID, status: answer.status, body: answer.body, apiKey: resolved.apiKey, retryAfterMs });
  return {
    id: ID,
    async classify(texts, { abortSignal }) {
      let answer = await post(texts, abortSignal);
      for (let attempt = 0; answer.status === 429; attempt++) {
        const asked = retryDelayMs(answer.headers);
        const wait = asked ?? backoffMs(attempt);
        if (attempt >= resolved.maxRetries || wait > resolved.maxRetryDelayMs) throw failure(answer, asked);
        await abortableDelay(wait, abortSignal);
        answer = await post(texts, abortSignal);
      }
      if (!answer.ok) throw failure(answer);
      return readResults(answer, texts.length);
    },
  };
}

/** The scores of a successful answer, one per text. */
function readResults(answer: PostJsonAnswer, count: number): CategoryScores[] {
  const invalid = (message: string) => new ModerationClassifierError(message, { classifierId: ID, reason: 'invalid-response' });
  if (answer.invalidJson) throw invalid('the response body is not valid JSON');
  const parsed = moderationResponseSchema.safeParse(answer.body);
  if (!parsed.success) throw invalid('unexpected response body');
  if (parsed.data.results.length !== count) {
    throw invalid(`the response has ${parsed.data.results.length} results for ${count} texts`);
  }
  return parsed.data.results.map((result): CategoryScores => {
    const scores = resultScores(result);
    if (scores === undefined) throw invalid('a result is flagged without any flagged category or score');
    return scores;
  });
}
