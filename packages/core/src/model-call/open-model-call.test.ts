import { describe, expect, it } from 'vitest';
import { MessageList } from '../messages/message-list.js';
import type { Processor } from '../processors/processor.js';
import { callOptionsForProcessors } from '../processors/runner/call-options-for-processors.js';
import { ProcessorRunner } from '../processors/runner/processor-runner.js';
import { scriptedModel } from '../test-utils/scripted-model.js';
import type { LLMRequestPhaseOptions } from '../processors/runner/model-phase.js';
import { openModelCall, type OpenModelCallOptions } from './open-model-call.js';

function request(text: string): LLMRequestPhaseOptions {
  return {
    prompt: [{ role: 'user', content: [{ type: 'text', text }] }],
    model: scriptedModel([]),
    stepNumber: 0,
    steps: [],
    messageList: new MessageList(),
    callOptions: callOptionsForProcessors({}),
  };
}

function options(processors: Processor[], overrides: Partial<OpenModelCallOptions<string>>): OpenModelCallOptions<string> {
  return {
    runner: new ProcessorRunner(),
    processors,
    request: () => request('hi'),
    open: () => Promise.resolve('live'),
    retryAfterError: () => Promise.resolve(false),
    ...overrides,
  };
}

describe('openModelCall', () => {
  it('opens the provider call with the prompt processLLMRequest produced', async () => {
    const rewrite: Processor = { id: 'rewrite', processLLMRequest: () => ({ prompt: request('rewritten').prompt }) };
    let sent: unknown;
    const source = await openModelCall(options([rewrite], { open: (prompt) => ((sent = prompt), Promise.resolve('live')) }));
    expect(source).toEqual({ fromCache: false, live: 'live' });
    expect(sent).toEqual(request('rewritten').prompt);
  });

  it('returns a cached response without calling the provider', async () => {
    const cache: Processor = { id: 'cache', processLLMRequest: () => ({ response: { chunks: [] } }) };
    const source = await openModelCall(options([cache], { open: () => Promise.reject(new Error('must not be called')) }));
    expect(source).toMatchObject({ fromCache: true, response: { chunks: [] } });
  });

  it('calls onRequest after processLLMRequest and before the provider', async () => {
    const order: string[] = [];
    const hook: Processor = { id: 'hook', processLLMRequest: () => void order.push('processLLMRequest') };
    await openModelCall(options([hook], { onRequest: () => void order.push('onRequest'), open: () => (order.push('open'), Promise.resolve('live')) }));
    expect(order).toEqual(['processLLMRequest', 'onRequest', 'open']);
  });

  it('runs the whole request again when the host retries a failed open', async () => {
    let requests = 0;
    let opens = 0;
    const source = await openModelCall(
      options([], {
        request: () => (requests++, request('hi')),
        open: () => (++opens === 1 ? Promise.reject(new Error('down')) : Promise.resolve('second')),
        retryAfterError: () => Promise.resolve(true),
      }),
    );
    expect(source).toEqual({ fromCache: false, live: 'second' });
    expect(requests).toBe(2);
  });

  it('rethrows the open error when the host does not retry', async () => {
    const down = new Error('down');
    const seen: unknown[] = [];
    const failing = openModelCall(options([], { open: () => Promise.reject(down), retryAfterError: (error) => (seen.push(error), Promise.resolve(false)) }));
    await expect(failing).rejects.toBe(down);
    expect(seen).toEqual([down]);
  });
});
