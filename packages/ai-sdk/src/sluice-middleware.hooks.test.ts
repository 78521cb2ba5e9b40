import { APICallError, type LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { DataChunk, Processor, StepOutcome } from '@sluice/core';
import { simulateReadableStream, streamText, wrapLanguageModel, type ModelMessage } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { getSluiceTripwire } from './sluice-tripwire.js';
import { sluiceMiddleware } from './sluice-middleware.js';

const USAGE = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 2, text: 2, reasoning: undefined },
};

function parts(text: string): LanguageModelV3StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't1' },
    { type: 'text-delta', id: 't1', delta: text },
    { type: 'text-end', id: 't1' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: USAGE },
  ];
}

function model(...answers: (string | Error)[]): MockLanguageModelV3 {
  let call = 0;
  return new MockLanguageModelV3({
    doStream: () => {
      const answer = answers[Math.min(call++, answers.length - 1)] ?? '';
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ stream: simulateReadableStream({ chunks: parts(answer) }) });
    },
  });
}

describe('sluiceMiddleware() hooks', () => {
  it('processLLMRequest { prompt } rewrites the prompt the provider receives', async () => {
    const inner = model('ok');
    const rewrite: Processor = {
      id: 'rewrite',
      processLLMRequest: ({ prompt }) => ({ prompt: [{ role: 'system', content: 'Injected rule.' }, ...prompt] }),
    };
    await streamText({ model: wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [rewrite] }) }), prompt: 'hi' }).consumeStream();
    expect(inner.doStreamCalls[0]?.prompt[0]).toEqual({ role: 'system', content: 'Injected rule.' });
  });

  it('a processLLMRequest abort skips the provider and finishes with the tripwire', async () => {
    const inner = model('never');
    const gate: Processor = { id: 'gate', processLLMRequest: ({ abort }) => abort('closed', { metadata: { why: 'test' } }) };
    const result = streamText({ model: wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [gate] }) }), prompt: 'hi' });
    expect(await result.text).toBe('');
    expect(await result.finishReason).toBe('other');
    expect(getSluiceTripwire(await result.providerMetadata)).toEqual({ reason: 'closed', processorId: 'gate', metadata: { why: 'test' } });
    expect(inner.doStreamCalls).toHaveLength(0);
  });

  it('processLLMResponse sees the chunks, fromCache and the step outcome (accepted, tripwire)', async () => {
    const seen: { fromCache: boolean; types: string[]; outcome: Promise<StepOutcome> }[] = [];
    const observer: Processor = {
      id: 'observer',
      processLLMResponse: ({ chunks, fromCache, stepOutcome }) => { seen.push({ fromCache, types: chunks.map((c) => c.type), outcome: stepOutcome }); },
    };
    const guard: Processor = { id: 'guard', processOutputStream: ({ part, abort }) => (part.type === 'text-delta' && part.payload.text === 'bad' ? abort('bad') : part) };
    const wrapped = (answer: string) => wrapLanguageModel({ model: model(answer), middleware: sluiceMiddleware({ processors: [observer] }) });
    await streamText({ model: wrapped('fine'), prompt: 'hi' }).consumeStream();
    expect(seen[0]?.fromCache).toBe(false);
    expect(seen[0]?.types).toEqual(['text-start', 'text-delta', 'text-end', 'finish']);
    expect(await seen[0]?.outcome).toBe('accepted');
    const blocked = wrapLanguageModel({ model: model('bad'), middleware: sluiceMiddleware({ processors: [guard, observer] }) });
    await streamText({ model: blocked, prompt: 'hi' }).consumeStream();
    expect(seen).toHaveLength(1); // the tripwire ended the call before processLLMResponse
  });

  it('a { response } replay skips the provider; processLLMResponse sees fromCache: true and the replayed chunks', async () => {
    const inner = model('live');
    const flags: boolean[] = [];
    const replayer: Processor = {
      id: 'replayer',
      processLLMRequest: () => ({
        response: {
          chunks: [
            { type: 'text-start', payload: { id: 'c' } },
            { type: 'text-delta', payload: { id: 'c', text: 'from cache' } },
            { type: 'text-end', payload: { id: 'c' } },
            { type: 'finish', payload: { stepResult: { reason: 'stop' }, output: { usage: { inputTokens: 1, outputTokens: 2, totalTokens: 3 } } } },
          ],
        },
      }),
      processLLMResponse: ({ fromCache }) => { flags.push(fromCache); },
    };
    const result = streamText({ model: wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [replayer] }) }), prompt: 'hi' });
    expect(await result.text).toBe('from cache');
    expect((await result.usage).outputTokens).toBe(2);
    expect(flags).toEqual([true]);
    expect(inner.doStreamCalls).toHaveLength(0);
  });

  it('processOutputStep abort without retry blocks the whole answer (parts are held until it passes)', async () => {
    const judge: Processor = { id: 'judge', processOutputStep: ({ text, abort }) => { if (text.includes('leak')) abort('leak'); } };
    const result = streamText({ model: wrapLanguageModel({ model: model('a leak here'), middleware: sluiceMiddleware({ processors: [judge] }) }), prompt: 'hi' });
    expect(await result.text).toBe('');
    expect(await result.finishReason).toBe('other');
  });

  it('hands writer.custom() data chunks to onData', async () => {
    const data: DataChunk[] = [];
    const emitter: Processor = {
      id: 'emitter',
      processOutputStream: async ({ part, writer }) => {
        if (part.type === 'text-end') await writer.custom({ type: 'data-stats', data: { done: true } });
        return part;
      },
    };
    const wrapped = wrapLanguageModel({ model: model('x'), middleware: sluiceMiddleware({ processors: [emitter], onData: (c) => data.push(c) }) });
    await streamText({ model: wrapped, prompt: 'hi' }).consumeStream();
    expect(data).toMatchObject([{ type: 'data-stats', data: { done: true } }]);
  });

  it('processAPIError edits the message list and retries; the retried prompt keeps tool calls and results', async () => {
    const rejection = new APICallError({ message: 'prefill not supported', url: 'http://127.0.0.1', requestBodyValues: {}, statusCode: 400, isRetryable: false });
    const inner = model(rejection, 'recovered');
    const dropTrailingAssistant: Processor = {
      id: 'fixer',
      processAPIError: ({ messageList }) => {
        const last = messageList.get.all.db().at(-1);
        if (last?.role !== 'assistant') return undefined;
        messageList.removeByIds([last.id]);
        return { retry: true };
      },
    };
    const messages: ModelMessage[] = [
      { role: 'user', content: 'weather?' },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'weather', input: { city: 'Oslo' } }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'weather', output: { type: 'json', value: { snow: true } } }] },
      { role: 'assistant', content: 'It is' },
    ];
    const wrapped = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ errorProcessors: [dropTrailingAssistant] }) });
    const result = streamText({ model: wrapped, messages, maxRetries: 0 });
    expect(await result.text).toBe('recovered');
    const retried = inner.doStreamCalls[1]?.prompt ?? [];
    expect(retried.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
    expect(JSON.stringify(retried)).toContain('"snow":true');
  });

  it('runs processAPIError of a processor in `processors` too (before errorProcessors), and an instance in both once', async () => {
    const rejection = new APICallError({ message: 'bad request', url: 'http://127.0.0.1', requestBodyValues: {}, statusCode: 400, isRetryable: false });
    const order: string[] = [];
    const both: Processor = { id: 'both', processAPIError: () => void order.push('both') };
    const recovers: Processor = { id: 'recovers', processAPIError: () => (order.push('recovers'), { retry: true }) };
    const inner = model(rejection, 'recovered');
    const wrapped = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [both, recovers], errorProcessors: [both] }) });
    const result = streamText({ model: wrapped, prompt: 'hi', maxRetries: 0 });
    expect(await result.text).toBe('recovered');
    expect(order).toEqual(['both', 'recovers']);
    expect(inner.doStreamCalls).toHaveLength(2);
  });

  it('leaves retryable provider errors to the AI SDK (no processAPIError call)', async () => {
    const calls: unknown[] = [];
    const overloaded = new APICallError({ message: 'overloaded', url: 'http://127.0.0.1', requestBodyValues: {}, statusCode: 503, isRetryable: true });
    const watcher: Processor = { id: 'watcher', processAPIError: ({ error }) => { calls.push(error); return undefined; } };
    const wrapped = wrapLanguageModel({ model: model(overloaded, 'second try'), middleware: sluiceMiddleware({ errorProcessors: [watcher] }) });
    const result = streamText({ model: wrapped, prompt: 'hi', maxRetries: 1 });
    expect(await result.text).toBe('second try');
    expect(calls).toHaveLength(0);
  }, 30_000); // the AI SDK waits ~2 s before its retry
});

describe('sluiceMiddleware() mid-stream provider errors', () => {
  const failing: LanguageModelV3StreamPart[] = [
    { type: 'stream-start', warnings: [] },
    { type: 'error', error: new Error('stream broke') },
    { type: 'finish', finishReason: { unified: 'error', raw: 'error' }, usage: USAGE },
  ];

  function flaky(): MockLanguageModelV3 {
    let call = 0;
    return new MockLanguageModelV3({
      doStream: () => Promise.resolve({ stream: simulateReadableStream({ chunks: call++ === 0 ? failing : parts('after retry') }) }),
    });
  }

  it('an error part before any content goes to processAPIError, which can retry', async () => {
    const seen: unknown[] = [];
    const retrier: Processor = { id: 'retrier', processAPIError: ({ error, retryCount }) => { seen.push(error); return retryCount === 0 ? { retry: true } : undefined; } };
    const inner = flaky();
    const result = streamText({ model: wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ errorProcessors: [retrier] }) }), prompt: 'hi' });
    expect(await result.text).toBe('after retry');
    expect((seen[0] as Error).message).toBe('stream broke');
    expect(inner.doStreamCalls).toHaveLength(2);
  });

  it('without a retry the error part reaches the caller', async () => {
    const errors: unknown[] = [];
    const passive: Processor = { id: 'passive', processAPIError: () => undefined };
    const result = streamText({
      model: wrapLanguageModel({ model: flaky(), middleware: sluiceMiddleware({ errorProcessors: [passive] }) }),
      prompt: 'hi',
      onError: ({ error }) => { errors.push(error); },
    });
    await result.consumeStream();
    expect((errors[0] as Error).message).toBe('stream broke');
  });
});
