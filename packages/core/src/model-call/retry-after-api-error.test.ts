import { APICallError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { MessageList } from '../messages/message-list.js';
import type { Processor } from '../processors/processor.js';
import { ProcessorRunner } from '../processors/runner/processor-runner.js';
import { scriptedModel } from '../test-utils/scripted-model.js';
import { openWithBackoff } from './open-with-backoff.js';
import { retryAfterAPIError } from './retry-after-api-error.js';

const ARGS = { error: new Error('down'), messageList: new MessageList(), stepNumber: 0, steps: [], model: scriptedModel([]) };

describe('retryAfterAPIError', () => {
  it('is false when no processor asks for a retry', async () => {
    const quiet: Processor = { id: 'quiet', processAPIError: () => undefined };
    expect(await retryAfterAPIError(new ProcessorRunner(), [quiet], ARGS, 3)).toBe(false);
  });

  it('is true while the runner allows retries, then false', async () => {
    const retrying: Processor = { id: 'retrying', processAPIError: () => ({ retry: true }) };
    const runner = new ProcessorRunner();
    expect(await retryAfterAPIError(runner, [retrying], ARGS, 1)).toBe(true);
    expect(await retryAfterAPIError(runner, [retrying], ARGS, 1)).toBe(false);
  });
});

describe('openWithBackoff', () => {
  const retryable = () => new APICallError({ message: 'busy', url: 'u', requestBodyValues: {}, isRetryable: true });

  it('retries a retryable APICallError up to maxRetries times', async () => {
    let calls = 0;
    const opened = openWithBackoff(() => (++calls < 3 ? Promise.reject(retryable()) : Promise.resolve('ok')), { maxRetries: 2, retryDelayMs: 0, signal: new AbortController().signal });
    await expect(opened).resolves.toBe('ok');
    expect(calls).toBe(3);
  });

  it('throws any other error at once', async () => {
    let calls = 0;
    const down = new Error('down');
    const opened = openWithBackoff(() => (calls++, Promise.reject(down)), { maxRetries: 5, retryDelayMs: 0, signal: new AbortController().signal });
    await expect(opened).rejects.toBe(down);
    expect(calls).toBe(1);
  });
});
