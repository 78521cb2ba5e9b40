import { ModerationClassifierError } from '../../errors/moderation-classifier-error.js';
import { moderationErrorSchema } from './moderation-response.js';

/** What an error answer of the endpoint is turned into an error with. */
export interface HttpFailure {
  classifierId: string;
  status: number;
  /** The parsed body (undefined when it was not JSON). */
  body: unknown;
  /** Removed from the message wherever the endpoint echoes it (a 401 may quote the key). */
  apiKey: string;
  retryAfterMs?: number | undefined;
}

/**
 * A `ModerationClassifierError` (`reason: 'http'`, the status) for an error answer, its message
 * built from the endpoint's `{ error: { message, type, code } }` body: `HTTP 401 invalid_api_key
 * (invalid_request_error): Incorrect API key provided: [redacted]...` (at most 200 characters of
 * the endpoint's message; the API key never appears).
 */
export function httpError(failure: HttpFailure): ModerationClassifierError {
  const parsed = moderationErrorSchema.safeParse(failure.body);
  const error = parsed.success ? parsed.data.error : undefined;
  const code = error?.code ?? undefined;
  const type = error?.type ?? undefined;
  const message = (error?.message ?? '').split(failure.apiKey).join('[redacted]').slice(0, 200);
  const kind = [code === undefined ? '' : String(code), type === undefined ? '' : `(${type})`].filter((p) => p !== '').join(' ');
  const wait = failure.retryAfterMs === undefined ? '' : ` (retry after ${failure.retryAfterMs} ms)`;
  const text = `HTTP ${failure.status}${kind === '' ? '' : ` ${kind}`}${message === '' ? '' : `: ${message}`}${wait}`;
  return new ModerationClassifierError(text, {
    classifierId: failure.classifierId,
    reason: 'http',
    status: failure.status,
    ...(failure.retryAfterMs === undefined ? {} : { retryAfterMs: failure.retryAfterMs }),
  });
}
