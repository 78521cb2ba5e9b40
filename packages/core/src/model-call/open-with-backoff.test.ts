import { APICallError } from '@ai-sdk/provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModelStreamError } from './model-stream-error.js';
import { openWithBackoff } from './open-with-backoff.js';

const apiError = (isRetryable: boolean) => new APICallError({ message: 'busy', url: 'u', requestBodyValues: {}, isRetryable });

describe('openWithBackoff waits', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits retryDelayMs before the first retry, then twice as long before each next one', async () => {
    const times: number[] = [];
    const start = Date.now();
    const opened = openWithBackoff(
      () => {
        times.push(Date.now() - start);
        return times.length < 4 ? Promise.reject(apiError(true)) : Promise.resolve('ok');
      },
      { maxRetries: 3, retryDelayMs: 100, signal: new AbortController().signal },
    );
    await vi.runAllTimersAsync();
    await expect(opened).resolves.toBe('ok');
    expect(times).toEqual([0, 100, 300, 700]);
  });

  it('ends the wait with the signal reason as soon as the signal aborts', async () => {
    const controller = new AbortController();
    let calls = 0;
    const opened = openWithBackoff(() => (calls++, Promise.reject(apiError(true))), { maxRetries: 3, retryDelayMs: 1000, signal: controller.signal });
    const settled = opened.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);
    const reason = new Error('stop');
    controller.abort(reason);
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled).toBe(reason);
    expect(calls).toBe(1);
  });
});

describe('openWithBackoff errors', () => {
  it('throws the last retryable error once maxRetries retries are used', async () => {
    let calls = 0;
    const errors: APICallError[] = [];
    const opened = openWithBackoff(
      () => {
        calls++;
        const error = apiError(true);
        errors.push(error);
        return Promise.reject(error);
      },
      { maxRetries: 2, retryDelayMs: 0, signal: new AbortController().signal },
    );
    const thrown: unknown = await opened.catch((error: unknown) => error);
    expect(calls).toBe(3);
    expect(thrown).toBe(errors[2]);
  });

  it('throws an APICallError that is not retryable at once', async () => {
    let calls = 0;
    const error = apiError(false);
    await expect(openWithBackoff(() => (calls++, Promise.reject(error)), { maxRetries: 3, retryDelayMs: 0, signal: new AbortController().signal })).rejects.toBe(error);
    expect(calls).toBe(1);
  });

  it('throws the abort reason instead of the open error when the signal aborted during the open', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled by user');
    const opened = openWithBackoff(
      () => {
        controller.abort(reason);
        return Promise.reject(apiError(true));
      },
      { maxRetries: 3, retryDelayMs: 0, signal: controller.signal },
    );
    await expect(opened).rejects.toBe(reason);
  });
});

describe('ModelStreamError', () => {
  it('carries the provider error as cause, its message in its own, and a stable code', () => {
    const cause = new Error('overloaded');
    const error = new ModelStreamError(cause);
    expect(error).toMatchObject({ name: 'ModelStreamError', code: 'MODEL_STREAM_ERROR', cause });
    expect(error.message).toContain('overloaded');
    expect(new ModelStreamError({ status: 529 }).message).toContain('[object Object]');
    expect(new ModelStreamError('quota').message).toContain('quota');
  });

  it('isInstance() recognises a ModelStreamError and nothing else', () => {
    expect(ModelStreamError.isInstance(new ModelStreamError('x'))).toBe(true);
    expect(ModelStreamError.isInstance(new Error('x'))).toBe(false);
  });
});
