import { describe, expect, it, vi } from 'vitest';
import type { FinishReason } from '../contract/step-result.js';
import type { CachedLLMStepChunk } from '../processors/hooks/cached-response.js';
import { replayModelParts } from './replay-model-parts.js';
import { PASS, testSink } from './test-helpers.js';

const TEXT: CachedLLMStepChunk[] = [
  { type: 'text-start', payload: { id: 't' } },
  { type: 'text-delta', payload: { id: 't', text: 'cached' } },
  { type: 'text-end', payload: { id: 't' } },
];
const USAGE = { inputTokens: 1, outputTokens: 2, totalTokens: 9 };

function finish(reason: FinishReason): CachedLLMStepChunk {
  return { type: 'finish', payload: { stepResult: { reason }, output: { usage: USAGE } } };
}

describe('replayModelParts', () => {
  it('replays the recorded chunks through the processors and ends with model-response-end', async () => {
    const { sink, out } = testSink([PASS]);
    await replayModelParts({ chunks: [...TEXT, finish('stop')] }, sink);
    expect(out.map((chunk) => chunk.type)).toEqual(['text-start', 'text-delta', 'text-end', 'model-response-end']);
  });

  it('hands the host the recorded finish with its usage as recorded', async () => {
    const onFinish = vi.fn();
    const { sink } = testSink([], { onFinish });
    await replayModelParts({ chunks: [...TEXT, finish('length')] }, sink);
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({ type: 'finish', finishReason: { unified: 'length' } });
    expect(onFinish.mock.calls[0]?.[1]).toEqual(USAGE);
  });

  it('ends an unknown reason with tool-calls when the call produced tool calls, else stop', async () => {
    const reasons: string[] = [];
    for (const hasToolCalls of [true, false]) {
      const { sink } = testSink([], { hasToolCalls: () => hasToolCalls, onFinish: (part) => void reasons.push(part.finishReason.unified) });
      await replayModelParts({ chunks: [...TEXT, finish('unknown')] }, sink);
    }
    expect(reasons).toEqual(['tool-calls', 'stop']);
  });

  it('ends a recording without a finish the same way, with unknown usage', async () => {
    const onFinish = vi.fn();
    const { sink } = testSink([], { hasToolCalls: () => true, onFinish });
    await replayModelParts({ chunks: TEXT }, sink);
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({ finishReason: { unified: 'tool-calls' } });
    expect(onFinish.mock.calls[0]?.[1]).toEqual({ inputTokens: undefined, outputTokens: undefined, totalTokens: undefined });
  });

  it('gives prepare the recorded chunk only (no model part in a replay)', async () => {
    const parts: unknown[] = [];
    const { sink } = testSink([], { prepare: (chunk, part) => (parts.push(part), chunk) });
    await replayModelParts({ chunks: TEXT }, sink);
    expect(parts).toEqual([undefined, undefined]);
  });

  it('records the replayed chunks when the sink records', async () => {
    const record: CachedLLMStepChunk[] = [];
    const { sink } = testSink([], { record });
    await replayModelParts({ chunks: [...TEXT, finish('stop')] }, sink);
    expect(record).toEqual([...TEXT, finish('stop')]);
  });
});
