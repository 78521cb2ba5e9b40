import { TripWire, type Processor } from '@sluice/core';
import { ProcessorRunner } from '@sluice/core/host';
import { createMessageList } from '../driver/create-message-list.js';
import { heapUsed, loadGc } from './force-gc.js';
import { longStream } from './long-stream.js';
import { retainedSize } from './retained-size.js';
import type { SuiteContext } from './suite-context.js';

const HOOK = 'processOutputStream';
/** Chunks in the long stream. */
export const LONG_STREAM_CHUNKS = 100_000;
/** Where growth starts being measured: per-instance caches bounded to 50,000 entries or fewer have saturated. */
const EARLY = 50_000;
/** Allowed extra heap growth over a pass-through processor between chunk 50,000 and the end. */
const HEAP_SLACK_BYTES = 2 * 1024 * 1024;

interface Growth {
  retainedEarly: number;
  retainedEnd: number;
  heapGrowth: number | undefined;
}

async function measure(processor: Processor, gc: (() => void) | undefined): Promise<Growth> {
  const runner = new ProcessorRunner({ runId: 'run-conformance' });
  runner.register([processor]);
  const chain = runner.createOutputStream([processor], { messageList: createMessageList(), sink: () => undefined });
  const roots = () => [runner.stateOf(processor.id), processor];
  let retainedEarly = 0;
  let retainedEnd = 0;
  let heapEarly: number | undefined;
  let heapEnd: number | undefined;
  let index = 0;
  try {
    for (const chunk of longStream(LONG_STREAM_CHUNKS)) {
      if (index === EARLY) {
        retainedEarly = retainedSize(roots());
        heapEarly = heapUsed(gc);
      }
      if (index === LONG_STREAM_CHUNKS - 3) {
        retainedEnd = retainedSize(roots());
        heapEnd = heapUsed(gc);
      }
      const pending = chain.push(chunk);
      if (pending !== undefined) await pending;
      // The runner keeps every chunk in streamParts by design; trimming its history here (the last
      // 100 stay visible) lets the heap figure show only what the processor itself retains.
      if (chain.streamParts.length > 1_000) chain.streamParts.splice(0, chain.streamParts.length - 100);
      index++;
    }
  } catch (error) {
    if (!TripWire.isInstance(error)) throw error;
  }
  return {
    retainedEarly,
    retainedEnd,
    heapGrowth: heapEarly === undefined || heapEnd === undefined ? undefined : heapEnd - heapEarly,
  };
}

function heapExcess(baseline: Growth, growth: Growth): number | undefined {
  return growth.heapGrowth === undefined || baseline.heapGrowth === undefined ? undefined : growth.heapGrowth - baseline.heapGrowth;
}

/** Registers the bounded-memory check over a 100,000-chunk stream. */
export function registerBoundedMemory(ctx: SuiteContext): void {
  if (!ctx.mayImplement(HOOK)) return;
  const title = `${HOOK}() keeps memory bounded over a 100,000-chunk stream`;
  ctx.check(title, async () => {
    const processor = await ctx.create();
    ctx.requireHook(processor, HOOK);
    const gc = await loadGc();
    const passThrough: Processor = { id: 'conformance-pass-through', processOutputStream: ({ part }) => part };
    const baseline = await measure(passThrough, gc);
    const growth = await measure(processor, gc);
    const span = `between chunk ${EARLY.toLocaleString('en-US')} and ${LONG_STREAM_CHUNKS.toLocaleString('en-US')}`;
    if (growth.retainedEnd > growth.retainedEarly * 1.5 + 4096) {
      ctx.fail(
        title,
        `the data reachable from the processor and its state grew from ${growth.retainedEarly} to ${growth.retainedEnd} units ${span}: it keeps something per chunk (release held text, keep windows bounded)`,
      );
    }
    // Heap figures after forced collections are steady, but a busy machine can still add noise:
    // a first excess is confirmed by a second pair of runs before the check fails.
    let extraHeap = heapExcess(baseline, growth);
    if (extraHeap !== undefined && extraHeap > HEAP_SLACK_BYTES) {
      const again = heapExcess(await measure(passThrough, gc), await measure(await ctx.create(), gc));
      extraHeap = again === undefined ? extraHeap : Math.min(extraHeap, again);
    }
    if (extraHeap !== undefined && extraHeap > HEAP_SLACK_BYTES) {
      ctx.fail(
        title,
        `the heap grew ${(extraHeap / 1024 / 1024).toFixed(1)} MB more than with a pass-through processor ${span}: it retains something per chunk`,
      );
    }
    return { retainedUnitsEarly: growth.retainedEarly, retainedUnitsEnd: growth.retainedEnd, extraHeapBytes: extraHeap ?? null };
  });
}
