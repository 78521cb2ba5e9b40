import { createHookContext } from '@sluice/conformance';
import type { ChunkType, ProcessOutputStreamArgs } from '@sluice/core';
import { BatchParts, type BatchPartsState } from '@sluice/processor-batch';
import type { BenchGroup } from '../harness.js';
import type { BenchSuite } from './suite.js';

const base = { runId: 'bench', from: 'AGENT' as const };

/** A streamed text of `deltas` deltas of a few characters, with text-start and text-end. */
function textStream(deltas: number): ChunkType[] {
  const out: ChunkType[] = [{ ...base, type: 'text-start', payload: { id: 't' } }];
  for (let i = 0; i < deltas; i++) out.push({ ...base, type: 'text-delta', payload: { id: 't', text: `w${String(i % 97)} ` } });
  out.push({ ...base, type: 'text-end', payload: { id: 't' } });
  return out;
}

type StreamHook = (args: ProcessOutputStreamArgs<BatchPartsState>) => ChunkType | ChunkType[] | null | undefined;

/** Pushes every chunk through `hook` as the chain does (one args object per chunk, fresh state per run). */
function drain(hook: StreamHook, parts: readonly ChunkType[]): number {
  const state: BatchPartsState = {};
  const args: ProcessOutputStreamArgs<BatchPartsState> = { ...createHookContext().context, state, part: parts[0] as ChunkType, streamParts: parts, messageList: undefined as never };
  let emitted = 0;
  for (const part of parts) {
    args.part = part;
    const out = hook(args);
    if (out !== null && out !== undefined) emitted += Array.isArray(out) ? out.length : 1;
  }
  return emitted;
}

const passThrough: StreamHook = ({ part }) => part;

const suite: BenchSuite = {
  name: 'shelf-b',
  groups: (): BenchGroup[] => {
    const parts = textStream(100_000);
    const bySize = new BatchParts({ batchSize: 8 });
    const byTime = new BatchParts({ batchSize: 8, maxWaitTime: 50 });
    return [
      {
        name: 'BatchParts per streamed chunk',
        rounds: 9,
        warmup: 2,
        floor: { name: 'pass-through processOutputStream', run: () => drain(passThrough, parts), units: parts.length, unit: 'chunk' },
        cases: [
          {
            name: 'BatchParts batchSize 8',
            run: () => drain((args) => bySize.processOutputStream(args), parts),
            units: parts.length,
            unit: 'chunk',
            budget: { maxAddedMicrosPerUnit: 1, description: '< 1 µs added per chunk' },
          },
          {
            name: 'BatchParts batchSize 8, maxWaitTime 50 ms',
            run: () => drain((args) => byTime.processOutputStream(args), parts),
            units: parts.length,
            unit: 'chunk',
            budget: { maxAddedMicrosPerUnit: 1, description: '< 1 µs added per chunk' },
          },
        ],
      },
    ];
  },
};

export default suite;
