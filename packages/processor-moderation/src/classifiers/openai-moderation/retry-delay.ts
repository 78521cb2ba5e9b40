/**
 * How long a 429 answer asks the client to wait, in milliseconds, from its headers: `retry-after-ms`,
 * else `retry-after` (seconds, or an HTTP date), else the `x-ratelimit-reset-requests` or
 * `x-ratelimit-reset-tokens` duration (`20ms`, `1s`, `6m0s`, `1h2m3.5s`); undefined when none is
 * readable.
 */
export function retryDelayMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const after = headers.get('retry-after');
  if (after !== null) {
    const seconds = Number(after);
    if (after.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(after);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  for (const name of ['x-ratelimit-reset-requests', 'x-ratelimit-reset-tokens']) {
    const duration = parseDuration(headers.get(name));
    if (duration !== undefined) return duration;
  }
  return undefined;
}

const UNIT_MS: Readonly<Record<string, number>> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
const DURATION = /^(?:\d+(?:\.\d+)?(?:ms|h|m|s))+$/;
const PART = /(\d+(?:\.\d+)?)(ms|h|m|s)/g;

/** A Go-style duration (`1h2m3.5s`, `250ms`) in milliseconds; undefined when it is not one. */
function parseDuration(value: string | null): number | undefined {
  if (value === null || !DURATION.test(value)) return undefined;
  let total = 0;
  for (const [, amount, unit] of value.matchAll(PART)) total += Number(amount) * (UNIT_MS[unit ?? ''] ?? 0);
  return total;
}
