import { describe, expect, it } from 'vitest';
import { collected } from '../test-utils/collected.js';
import { Agent } from '../agent/agent.js';
import { scriptedModel, textStep } from '../test-utils/scripted-model.js';

/** Runs one streamed call and returns a weak reference to its first chunk (held by the run only). */
async function runOnce(agent: Agent, abortSignal?: AbortSignal): Promise<WeakRef<object>> {
  const result = await agent.stream('hello', abortSignal === undefined ? {} : { abortSignal });
  let first: WeakRef<object> | undefined;
  for await (const chunk of result.fullStream) first ??= new WeakRef(chunk);
  await result.result;
  if (first === undefined) throw new Error('the run streamed nothing');
  return first;
}

describe('a settled run is not kept alive by its abort signal', () => {
  it('when the model keeps the call options (as recording models and caches do)', async () => {
    // The AI SDK's mock model records every call's options, abort signal included.
    const model = scriptedModel([textStep('a long enough answer')]);
    const ref = await runOnce(new Agent({ id: 'retention', model }));
    expect(model.calls[0]?.options.abortSignal?.aborted).toBe(true);
    expect(await collected(ref)).toBe(true);
  });

  it('when the caller passes one long-lived abortSignal to every run', async () => {
    const shutdown = new AbortController();
    const agent = new Agent({ id: 'retention', model: scriptedModel([textStep('first')]) });
    const ref = await runOnce(agent, shutdown.signal);
    expect(shutdown.signal.aborted).toBe(false);
    expect(await collected(ref)).toBe(true);
  });
});

describe('a long stream does not keep its text chunk objects alive', () => {
  it('while the result is held, and a late fullStream still replays every chunk', async () => {
    const words = Array.from({ length: 50 }, (_, i) => `w${i} `);
    const agent = new Agent({ id: 'retention', model: scriptedModel([textStep(words.join(''), words)]) });
    const result = await agent.stream('hello');
    let middle: WeakRef<object> | undefined;
    let count = 0;
    for await (const chunk of result.fullStream) if (chunk.type === 'text-delta' && count++ === 25) middle = new WeakRef(chunk);
    expect(await result.text).toBe(words.join(''));
    expect(middle).toBeDefined();
    expect(await collected(middle as WeakRef<object>)).toBe(true);
    const replayed: string[] = [];
    for await (const chunk of result.fullStream) if (chunk.type === 'text-delta') replayed.push(chunk.payload.text);
    expect(replayed).toEqual(words);
  });
});

