import { Agent, type Processor, type ProcessOutputStreamArgs, type SluiceLanguageModel } from '@sluice/core';
import type { BenchCase, BenchGroup } from '../harness.js';
import { textStreamParts, type ModelStreamPart } from './model-stream-parts.js';

/**
 * Stream overhead (DESIGN.md section 7), for any model specification: a 10,000-chunk model stream drained through
 * `agent.stream().fullStream` with 0, 1, 5 and 10 pass-through `processOutputStream` processors,
 * next to draining the model's raw `doStream()` (the floor). The model's stream hands out one part
 * per pull, as a network stream would. Budgets: 0 processors within 1.25x the two-read reference
 * below (DESIGN.md section 7; it replaced "2x the raw doStream()", which the reference alone
 * exceeds); each pass-through processor adds under 1 µs per chunk.
 *
 * The reference case `two reads` is the cheapest stream of the agent's shape: a second pull-based
 * `ReadableStream` whose pull awaits one read of the model stream and enqueues the part, nothing
 * else. An agent must read the model and be read by its client, so that is its floor in practice;
 * the note after the table gives the agent's cost above it (its real per-chunk overhead).
 */
const CHUNKS = 10_000;
const TWO_READS = 'two reads (reference: pull awaits one model read)';

type StreamPart = ModelStreamPart;

const parts: StreamPart[] = textStreamParts(CHUNKS, { word: 'w', streamStart: true });

function partStream(): ReadableStream<StreamPart> {
  let index = 0;
  return new ReadableStream<StreamPart>({
    pull(controller) {
      const part = parts[index++];
      if (part === undefined) controller.close();
      else controller.enqueue(part);
    },
  });
}

/** A zero-latency model of any specification whose stream hands out `parts` one per pull. */
export interface StreamBenchModel {
  /** What the agent drives. */
  model: SluiceLanguageModel;
  /** The model's raw `doStream()` stream (the floor). */
  rawStream: () => Promise<ReadableStream<unknown>>;
}

/** The parts every stream benchmark model hands out. */
export function benchPartStream(): ReadableStream<StreamPart> {
  return partStream();
}

class PassThrough implements Processor {
  readonly id: string;
  constructor(index: number) {
    this.id = `pass-${index}`;
  }
  processOutputStream({ part }: ProcessOutputStreamArgs) {
    return part;
  }
}

/** The two-read minimum: a client-facing stream whose every pull is one read of the model stream. */
function relay<T>(source: ReadableStream<T>): ReadableStream<T> {
  const reader = source.getReader();
  return new ReadableStream<T>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
}

async function drain(stream: ReadableStream<unknown>): Promise<number> {
  const reader = stream.getReader();
  let count = 0;
  for (;;) {
    const { done } = await reader.read();
    if (done) return count;
    count++;
  }
}

function agentCase(model: SluiceLanguageModel, processors: number): BenchCase {
  const agent = new Agent({
    id: 'bench',
    model,
    outputProcessors: Array.from({ length: processors }, (_, i) => new PassThrough(i)),
  });
  return {
    name: `agent.stream, ${processors} processor${processors === 1 ? '' : 's'}`,
    units: CHUNKS,
    unit: 'chunk',
    run: async () => drain((await agent.stream('go')).fullStream),
    budget:
      processors === 0
        ? { maxRatio: 1.25, relativeTo: TWO_READS, description: '< 1.25x two reads' }
        : {
            maxAddedMicrosPerUnit: 1,
            relativeTo: 'agent.stream, 0 processors',
            addedPer: processors,
            description: '< 1 µs/chunk/processor',
          },
  };
}

/** The stream-overhead group for `bench`'s model: floor, two reads, and the agent with 0-10 processors. */
export function streamGroup(name: string, bench: StreamBenchModel): BenchGroup {
  return {
      name,
      floor: {
        name: 'raw doStream()',
        units: CHUNKS,
        unit: 'chunk',
        run: async () => drain(await bench.rawStream()),
      },
      cases: [
        {
          name: TWO_READS,
          units: CHUNKS,
          unit: 'chunk',
          run: async () => drain(relay(await bench.rawStream())),
        },
        agentCase(bench.model, 0),
        agentCase(bench.model, 1),
        agentCase(bench.model, 5),
        agentCase(bench.model, 10),
      ],
      rounds: 15,
      notes: (results) => {
        const perChunk = (name: string) => results.find((r) => r.name === name)?.microsPerUnit;
        const twoReads = perChunk(TWO_READS);
        const agent = perChunk('agent.stream, 0 processors');
        const floor = results.find((r) => r.isFloor);
        if (twoReads === undefined || agent === undefined || floor?.microsPerUnit === undefined) return [];
        return [
          `stream: two reads cost ${(twoReads / floor.microsPerUnit).toFixed(2)}x the floor; ` +
            `agent.stream (0 processors) adds ${(agent - twoReads).toFixed(3)} µs/chunk over them ` +
            `(${(agent / twoReads).toFixed(2)}x two reads)`,
        ];
      },
  };
}

