import { z } from 'zod';
import type { CategoryScores, ModerationClassifier } from '../../classifier.js';
import { ModerationClassifierError } from '../../errors/moderation-classifier-error.js';
import { parseOptions } from '../../parse-options.js';
import { moderationErrorSchema, moderationResponseSchema } from './moderation-response.js';
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
    /** The `fetch` to use. @default globalThis.fetch */
    fetch: z.custom<typeof fetch>((value) => typeof value === 'function', { error: 'expected a function' }).optional(),
  })
  .strict();

/** Options accepted by `openAIModeration()`. */
export type OpenAIModerationOptions = z.input<typeof openAIModerationOptionsSchema>;

const ID = 'openai-moderation';

/**
 * A classifier that calls the public moderation endpoint over `fetch` (`POST <baseURL>/moderations`
 * with `{ model, input: [texts] }`), one request per batch, and reads `results[i].category_scores`
 * (`hate`, `hate/threatening`, ... `violence/graphic`); where a score is missing or null it uses
 * the endpoint's own `categories` verdict (true -> 1), and a `flagged` result it cannot map is an
 * `invalid-response` error (a result that scores no checked category is one too). The endpoint does not score custom
 * categories. Error statuses (429, 5xx, ...) become a `ModerationClassifierError` with `reason:
 * 'http'` and the status; retrying is left to the caller (the processor's error strategy decides).
 *
 * @example
 * const moderation = new ModerationProcessor({ classifier: openAIModeration({ apiKey: process.env.OPENAI_API_KEY ?? '' }) });
 */
export function openAIModeration(options: OpenAIModerationOptions): ModerationClassifier {
  const resolved = parseOptions(openAIModerationOptionsSchema, options, 'openAIModeration');
  const url = `${resolved.baseURL.replace(/\/+$/, '')}/moderations`;
  const doFetch = resolved.fetch ?? globalThis.fetch;
  return {
    id: ID,
    async classify(texts, { abortSignal }) {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          ...resolved.headers,
          'content-type': 'application/json',
          authorization: `Bearer ${resolved.apiKey}`,
        },
        body: JSON.stringify({ model: resolved.model, input: texts }),
        signal: abortSignal,
      });
      const body = await readJson(response);
      if (!response.ok) {
        const detail = moderationErrorSchema.safeParse(body);
        const message = detail.success ? (detail.data.error.message ?? '') : '';
        throw new ModerationClassifierError(
          `HTTP ${response.status}${message === '' ? '' : `: ${message.slice(0, 200)}`}`,
          { classifierId: ID, reason: 'http', status: response.status },
        );
      }
      const parsed = moderationResponseSchema.safeParse(body);
      if (!parsed.success || parsed.data.results.length !== texts.length) {
        throw new ModerationClassifierError('unexpected response body', {
          classifierId: ID,
          reason: 'invalid-response',
        });
      }
      return parsed.data.results.map((result): CategoryScores => {
        const scores = resultScores(result);
        if (scores === undefined) {
          throw new ModerationClassifierError('a result is flagged without any flagged category or score', {
            classifierId: ID,
            reason: 'invalid-response',
          });
        }
        return scores;
      });
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
