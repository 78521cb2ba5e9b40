import { APICallError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { Agent } from '../agent/agent.js';
import type { CachedLLMStepChunk, Processor, StepOutcome } from '../processors/index.js';
import { collect, scriptedModel, textStep } from '../test-utils/scripted-model.js';
import { UnknownModelError } from '../model/unknown-model-error.js';

function apiError(statusCode: number, isRetryable: boolean): APICallError {
  return new APICallError({ message: `status ${statusCode}`, url: 'http://127.0.0.1/', requestBodyValues: {}, statusCode, isRetryable });
}

describe('provider calls', () => {
  it('retries retryable APICallErrors with backoff (maxRetries default 2)', async () => {
    const model = scriptedModel([{ throws: apiError(503, true) }, { throws: apiError(503, true) }, textStep('third time')]);
    const agent = new Agent({ id: 'a', model, retryDelayMs: 0 });
    expect((await agent.generate('hi')).text).toBe('third time');
    expect(model.calls).toHaveLength(3);
  });

  it('gives up after maxRetries and rejects with the provider error', async () => {
    const model = scriptedModel([{ throws: apiError(503, true) }]);
    const agent = new Agent({ id: 'a', model, retryDelayMs: 0, modelSettings: { maxRetries: 1 } });
    const error = await agent.generate('hi').catch((e: unknown) => e);
    expect(APICallError.isInstance(error)).toBe(true);
    expect(model.calls).toHaveLength(2);
  });

  it('sends non-retryable errors to processAPIError without retrying them itself', async () => {
    const seen: unknown[] = [];
    const handler: Processor = { id: 'h', processAPIError: ({ error }) => void seen.push(error) };
    const model = scriptedModel([{ throws: apiError(400, false) }]);
    const agent = new Agent({ id: 'a', model, errorProcessors: [handler] });
    const stream = await agent.stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(chunks.at(-1)?.type).toBe('error');
    await expect(stream.text).rejects.toThrow('status 400');
    expect(seen).toHaveLength(1);
    expect(model.calls).toHaveLength(1);
  });

  it('sends mid-stream error chunks to processAPIError, which may retry (default 10 with errorProcessors)', async () => {
    let calls = 0;
    const handler: Processor = { id: 'h', processAPIError: () => ({ retry: ++calls < 100 }) };
    const broken = [
      { type: 'text-start' as const, id: 't' },
      { type: 'text-delta' as const, id: 't', delta: 'partial' },
      { type: 'error' as const, error: new Error('connection reset') },
    ];
    const model = scriptedModel([broken, broken, textStep('recovered')]);
    const stream = await new Agent({ id: 'a', model, errorProcessors: [handler] }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(await stream.text).toBe('recovered');
    expect(chunks.filter((c) => c.type === 'step-finish' && c.payload.stepResult.reason === 'retry')).toHaveLength(2);
    const always = scriptedModel([broken]);
    const error = await new Agent({ id: 'b', model: always, errorProcessors: [handler] }).generate('hi').catch((e: unknown) => e);
    expect((error as Error).message).toBe('connection reset');
    expect(always.calls).toHaveLength(11);
  });

  it('resolves model ids through the resolver and names unknown ids', async () => {
    const model = scriptedModel([textStep('resolved')]);
    const registry = { languageModel: (id: string) => (id === 'local/one' ? model : undefined as never) };
    expect((await new Agent({ id: 'a', model: 'local/one', models: registry }).generate('x')).text).toBe('resolved');
    const error = await new Agent({ id: 'b', model: 'nope/model', models: registry }).generate('x').catch((e: unknown) => e);
    expect(UnknownModelError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'UNKNOWN_MODEL', modelId: 'nope/model' });
    const noResolver = await new Agent({ id: 'c', model: 'x/y' }).generate('x').catch((e: unknown) => e);
    expect(noResolver).toMatchObject({ code: 'UNKNOWN_MODEL' });
  });
});

describe('processLLMRequest and processLLMResponse', () => {
  it('a { prompt } rewrite reaches the provider for this call only and is not persisted', async () => {
    const model = scriptedModel([textStep('ok')]);
    const rewrite: Processor = {
      id: 'rewrite',
      processLLMRequest: ({ prompt }) => ({ prompt: [...prompt, { role: 'user', content: [{ type: 'text', text: 'EXTRA' }] }] }),
    };
    const result = await new Agent({ id: 'a', model, inputProcessors: [rewrite] }).generate('hi');
    expect(JSON.stringify(model.prompts[0]!)).toContain('EXTRA');
    expect(JSON.stringify(result.response.messages)).not.toContain('EXTRA');
  });

  it('receives callOptions, and a { response } replays cached chunks with fromCache and stepOutcome', async () => {
    const store = new Map<string, CachedLLMStepChunk[]>();
    const events: { fromCache: boolean; outcome: StepOutcome }[] = [];
    const cache: Processor = {
      id: 'cache',
      processLLMRequest: ({ prompt, callOptions, state }) => {
        const key = JSON.stringify([prompt.filter((m) => m.role === 'user'), callOptions.settings]);
        state.key = key;
        const hit = store.get(key);
        return hit === undefined ? undefined : { response: { chunks: hit } };
      },
      async processLLMResponse({ chunks, fromCache, stepOutcome, state }) {
        const outcome = await stepOutcome;
        events.push({ fromCache, outcome });
        if (!fromCache && outcome === 'accepted') store.set(state.key as string, chunks);
      },
    };
    // processLLMResponse awaits stepOutcome, which settles only when the run ends: run it detached.
    const detached: Processor = {
      id: 'cache',
      processLLMRequest: cache.processLLMRequest!.bind(cache),
      processLLMResponse: (args) => void cache.processLLMResponse!(args),
    };
    const model = scriptedModel([textStep('live answer'), textStep('second live')]);
    const agent = new Agent({ id: 'a', model, inputProcessors: [detached], modelSettings: { temperature: 0 } });
    expect((await agent.generate('question')).text).toBe('live answer');
    await Promise.resolve();
    const stream = await agent.stream('question');
    const chunks = await collect(stream.fullStream);
    expect(await stream.text).toBe('live answer');
    expect(model.calls).toHaveLength(1);
    expect(chunks.some((c) => c.type === 'text-delta')).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(events).toEqual([
      { fromCache: false, outcome: 'accepted' },
      { fromCache: true, outcome: 'accepted' },
    ]);
  });

  it('stepOutcome is retried / tripwire / error for steps that are not accepted', async () => {
    const outcomes: Promise<StepOutcome>[] = [];
    const watch: Processor = { id: 'watch', processLLMResponse: ({ stepOutcome }) => void outcomes.push(stepOutcome) };
    let n = 0;
    const guard: Processor = { id: 'guard', processOutputStep: ({ abort }) => (++n === 1 ? abort('again', { retry: true }) : abort('no')) };
    await new Agent({ id: 'a', model: scriptedModel([textStep('x')]), inputProcessors: [watch], outputProcessors: [guard], maxProcessorRetries: 1 }).generate('hi');
    const failing: Processor = { id: 'f', processOutputStep: () => { throw new Error('bug'); } };
    await new Agent({ id: 'b', model: scriptedModel([textStep('x')]), inputProcessors: [watch], outputProcessors: [failing] }).generate('hi').catch(() => undefined);
    expect(await Promise.all(outcomes)).toEqual(['retried', 'tripwire', 'error']);
  });
});
