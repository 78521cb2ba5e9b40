import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.js';

const now = Date.parse('2026-01-01T00:00:00Z');
const delay = (headers: Record<string, string>) => retryDelayMs(new Headers(headers), now);

describe('retryDelayMs', () => {
  it('prefers retry-after-ms, then retry-after (seconds or HTTP date), then the reset durations', () => {
    expect(delay({ 'retry-after-ms': '250', 'retry-after': '9' })).toBe(250);
    expect(delay({ 'retry-after': '2' })).toBe(2000);
    expect(delay({ 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' })).toBe(3000);
    expect(delay({ 'retry-after': 'Wed, 31 Dec 2025 23:59:00 GMT' })).toBe(0);
    expect(delay({ 'x-ratelimit-reset-requests': '6m0s', 'x-ratelimit-reset-tokens': '1s' })).toBe(360_000);
    expect(delay({ 'x-ratelimit-reset-tokens': '1h2m3.5s' })).toBe(3_723_500);
    expect(delay({ 'x-ratelimit-reset-requests': '20ms' })).toBe(20);
  });

  it('is undefined when no header is readable', () => {
    expect(delay({})).toBeUndefined();
    expect(delay({ 'retry-after': 'soon', 'retry-after-ms': '-1', 'x-ratelimit-reset-requests': '5 minutes' })).toBeUndefined();
    expect(delay({ 'retry-after': '' })).toBeUndefined();
  });
});
