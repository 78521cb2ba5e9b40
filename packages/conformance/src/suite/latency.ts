import { TripWire, type ChunkType, type Processor } from '@sluice/core';
import { ProcessorRunner } from '@sluice/core/host';
import { textStreamChunks } from '../chunks/text-chunks.js';
import { createMessageList } from '../driver/create-message-list.js';
import type { SuiteContext } from './suite-context.js';

const HOOK = 'processOutputStream';
const ROUNDS = 5;

/** Per-chunk added latency of a processor over a pass-through one, in microseconds. */
export interface LatencyFigures {
  /** Median added time per chunk. */
  p50Micros: number;
  /** 95th percentile added time per chunk. */
  p95Micros: number;
  /** Chunks timed per processor. */
  chunks: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

async function timeChunks(processor: Processor, chunks: readonly ChunkType[], into: number[]): Promise<void> {
  const runner = new ProcessorRunner({ runId: 'run-conformance' });
  runner.register([processor]);
  const chain = runner.createOutputStream([processor], { messageList: createMessageList(), sink: () => undefined });
  try {
    for (const chunk of chunks) {
      const start = performance.now();
      const pending = chain.push(chunk);
      if (pending !== undefined) await pending;
      into.push((performance.now() - start) * 1000);
    }
  } catch (error) {
    if (!TripWire.isInstance(error)) throw error;
  }
}

/**
 * Measures `processOutputStream` time per chunk through the runner against a pass-through
 * processor, alternating rounds; returns the added p50 and p95 in microseconds.
 */
export async function measureAddedLatency(create: () => Promise<Processor>, texts: readonly string[]): Promise<LatencyFigures> {
  const text = texts.join(' ').repeat(Math.max(1, Math.ceil(4_000 / Math.max(1, texts.join(' ').length))));
  const chunks = textStreamChunks(text, 4);
  const own: number[] = [];
  const base: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await timeChunks({ id: 'conformance-pass-through', processOutputStream: ({ part }) => part }, chunks, base);
    await timeChunks(await create(), chunks, own);
  }
  own.sort((a, b) => a - b);
  base.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50Micros: round(Math.max(0, percentile(own, 50) - percentile(base, 50))),
    p95Micros: round(Math.max(0, percentile(own, 95) - percentile(base, 95))),
    chunks: chunks.length * ROUNDS,
  };
}

/** Registers the latency measurement (reported in the test's meta and the log, never asserted). */
export function registerLatency(ctx: SuiteContext): void {
  if (!ctx.mayImplement(HOOK)) return;
  const title = `${HOOK}() added latency per chunk is measured (p50, p95)`;
  ctx.check(title, async () => {
    const probe = await ctx.create();
    ctx.requireHook(probe, HOOK);
    const figures = await measureAddedLatency(() => ctx.create(), ctx.texts);
    console.info(`[sluice conformance] ${probe.id} ${HOOK} added latency per chunk: p50 ${figures.p50Micros} µs, p95 ${figures.p95Micros} µs (${figures.chunks} chunks)`);
    return { latency: figures };
  });
}
