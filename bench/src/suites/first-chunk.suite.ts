import { ScriptedModel } from '@sluice/conformance';
import { Agent, type InputProcessor } from '@sluice/core';
import { ModerationProcessor } from '@sluice/processor-moderation';
import { PIIDetector } from '@sluice/processor-pii';
import type { BenchCase, BenchGroup } from '../harness.js';
import { firstChunkConversation, timeToFirstChunk } from './first-chunk-run.js';
import type { BenchSuite } from './suite.js';

/**
 * Time to first chunk (DESIGN.md section 7: input processors with no I/O add under 1 ms to it).
 * Each run starts `agent.stream()` on a 20-message conversation (about 4 KB of text, one email and
 * one phone number in the last-but-one user message) and stops at the first `text-delta` chunk. The floor
 * is the same agent without processors; every case is measured side by side with it, and its added
 * milliseconds are the budget's figure.
 */
const input = firstChunkConversation();

/** An input processor that does nothing but return: the runner's own cost per processor. */
function passThrough(index: number): InputProcessor {
  return {
    id: `input-pass-${index}`,
    processInput: ({ messages }) => messages,
    processInputStep: () => undefined,
  };
}

function agentWith(inputProcessors: InputProcessor[]): Agent {
  // `loop: true` keeps the one scripted step playing for every run.
  const model = new ScriptedModel([{ text: 'Sure, here is the plan for the garden.' }], { loop: true });
  return new Agent({ id: 'bench-first-chunk', model, instructions: 'You are a gardener.', inputProcessors });
}

function processorCase(name: string, inputProcessors: InputProcessor[]): BenchCase {
  const agent = agentWith(inputProcessors);
  return {
    name,
    units: 1,
    unit: 'run',
    run: () => timeToFirstChunk(agent, input),
    budget: { maxAddedMicrosPerUnit: 1000, description: '< 1 ms added to first chunk' },
  };
}

const suite: BenchSuite = {
  name: 'first-chunk',
  groups: (): BenchGroup[] => {
    const bare = agentWith([]);
    return [
      {
        name: 'time to first chunk',
        floor: { name: 'agent, no processors', units: 1, unit: 'run', run: () => timeToFirstChunk(bare, input) },
        cases: [
          processorCase('1 pass-through input processor', [passThrough(0)]),
          processorCase('5 pass-through input processors', Array.from({ length: 5 }, (_, i) => passThrough(i))),
          processorCase('PIIDetector (redact, every recognizer)', [new PIIDetector({ strategy: 'redact' })]),
          processorCase('ModerationProcessor (lexicon)', [new ModerationProcessor()]),
        ],
        rounds: 200,
        warmup: 20,
      },
    ];
  },
};

export default suite;
