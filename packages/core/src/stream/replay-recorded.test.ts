import { describe, expect, it } from 'vitest';
import type { ChunkType } from '../contract/chunk-type.js';
import { MessageList } from '../messages/message-list.js';
import type { CachedLLMStepChunk } from '../processors/hooks/cached-response.js';
import type { Processor } from '../processors/processor.js';
import { ProcessorRunner } from '../processors/runner/processor-runner.js';
import { replayRecorded } from './replay-recorded.js';

const RECORDED: CachedLLMStepChunk[] = [
  { type: 'text-delta', payload: { id: 't', text: 'one' } },
  { type: 'finish', payload: { stepResult: { reason: 'stop' }, output: { usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } } } },
  { type: 'text-delta', payload: { id: 't', text: 'two' } },
];

function chainWith(processors: Processor[]): { runner: ProcessorRunner; out: ChunkType[]; chain: ReturnType<ProcessorRunner['createOutputStream']> } {
  const runner = new ProcessorRunner({ runId: 'run-1' });
  runner.register(processors);
  const out: ChunkType[] = [];
  const chain = runner.createOutputStream(processors, { messageList: new MessageList(), sink: (chunk) => out.push(chunk) });
  return { runner, out, chain };
}

describe('replayRecorded', () => {
  it('pushes each recorded chunk but the finish through the processors, records all, and returns the finish', async () => {
    const upper: Processor = { id: 'upper', processOutputStream: ({ part }) => (part.type === 'text-delta' ? { ...part, payload: { ...part.payload, text: part.payload.text.toUpperCase() } } : part) };
    const { out, chain } = chainWith([upper]);
    const record: CachedLLMStepChunk[] = [];
    const finish = await replayRecorded(RECORDED, { runId: 'run-1', chain, record });
    expect(out).toEqual([
      { type: 'text-delta', runId: 'run-1', from: 'AGENT', payload: { id: 't', text: 'ONE' } },
      { type: 'text-delta', runId: 'run-1', from: 'AGENT', payload: { id: 't', text: 'TWO' } },
    ]);
    expect(record).toEqual(RECORDED);
    expect(finish).toBe(RECORDED[1]);
  });

  it('lets the host prepare each chunk first, awaiting only a promise', async () => {
    const { out, chain } = chainWith([]);
    const finish = await replayRecorded(RECORDED.slice(0, 1), {
      runId: 'run-1',
      chain,
      record: [],
      prepare: (chunk) => Promise.resolve({ ...chunk, payload: { id: 't', text: 'prepared' } } as ChunkType),
    });
    expect(out.map((chunk) => (chunk as { payload: { text: string } }).payload.text)).toEqual(['prepared']);
    expect(finish).toBeUndefined();
  });

  it('ends with the reason of an abort, before the next chunk', async () => {
    const controller = new AbortController();
    const stopper: Processor = { id: 'stopper', processOutputStream: ({ part }) => (controller.abort(new Error('left')), part) };
    const { out, chain } = chainWith([stopper]);
    const record: CachedLLMStepChunk[] = [];
    await expect(replayRecorded(RECORDED, { runId: 'run-1', chain, record, signal: controller.signal })).rejects.toThrow('left');
    expect(out).toHaveLength(1);
    expect(record).toEqual(RECORDED.slice(0, 1));
  });
});
