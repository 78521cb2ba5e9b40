import { Agent, type ChunkType } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { BatchParts } from '@sluice/processor-batch';
import type { Scenario } from './scenario.js';

const TEXT = 'Rivers carve valleys slowly, one grain of sand at a time, for thousands of years.';

/** The same streamed answer without and with BatchParts: fewer chunks, the same text. */
export const batch: Scenario<{ without: number; with: number; text: string }> = {
  title: 'Batching: BatchParts merges streamed text deltas into fewer chunks, same text and order',
  async run(log) {
    const count = async (outputProcessors: BatchParts[]): Promise<{ deltas: number; text: string }> => {
      const agent = new Agent({ id: 'batcher', model: new ScriptedModel([{ text: TEXT, chunkSize: 2 }]), outputProcessors });
      const result = await agent.stream('Tell me about rivers.');
      let deltas = 0;
      for await (const chunk of result.fullStream as AsyncIterable<ChunkType>) if (chunk.type === 'text-delta') deltas++;
      return { deltas, text: await result.text };
    };
    const plain = await count([]);
    const batched = await count([new BatchParts({ batchSize: 10, maxWaitTime: 50 })]);
    log(`  without BatchParts: ${String(plain.deltas)} text chunks`);
    log(`  with BatchParts({ batchSize: 10 }): ${String(batched.deltas)} text chunks -> ${batched.text}`);
    return { without: plain.deltas, with: batched.deltas, text: batched.text };
  },
};
