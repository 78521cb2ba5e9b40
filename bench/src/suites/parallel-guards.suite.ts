import { setTimeout as sleep } from 'node:timers/promises';
import { ScriptedModel } from '@sluice/conformance';
import { Agent, parallel, type Processor } from '@sluice/core';
import type { BenchCase, BenchGroup } from '../harness.js';
import type { BenchSuite } from './suite.js';

/** How long each guard's "judge model call" takes. */
const JUDGE_MS = 100;

/** A read-only input guard that awaits a 100 ms timer (like a judge model call), then passes. */
function judgeGuard(index: number): Processor {
  return {
    id: `judge-${String(index)}`,
    readOnly: true,
    processInput: async ({ abortSignal }) => {
      await sleep(JUDGE_MS, undefined, { signal: abortSignal });
    },
  };
}

function agentWith(inputProcessors: Processor[]): Agent {
  const model = new ScriptedModel([{ text: 'The answer, after the guards.' }], { loop: true });
  return new Agent({ id: 'bench-parallel-guards', model, inputProcessors });
}

function generateCase(name: string, inputProcessors: Processor[], budget?: BenchCase['budget']): BenchCase {
  const agent = agentWith(inputProcessors);
  return { name, units: 1, unit: 'run', run: () => agent.generate('Is this request allowed?'), ...(budget === undefined ? {} : { budget }) };
}

/**
 * `parallel()` of three input guards of 100 ms each, through `Agent.generate` with a scripted
 * model, against one such guard alone (the floor, same run). The budget: the group costs under
 * 1.3x one guard. The same three guards in sequence are shown for comparison (about 3x).
 */
const suite: BenchSuite = {
  name: 'parallel-guards',
  groups: (): BenchGroup[] => [
    {
      name: 'input guards of 100 ms each (Agent.generate)',
      floor: generateCase('1 guard alone', [judgeGuard(0)]),
      cases: [
        generateCase('parallel() of 3 guards', [parallel(judgeGuard(0), judgeGuard(1), judgeGuard(2))], {
          maxRatio: 1.3,
          description: '< 1.3x one guard',
        }),
        generateCase('3 guards in sequence (no budget)', [judgeGuard(0), judgeGuard(1), judgeGuard(2)]),
      ],
      rounds: 15,
      warmup: 2,
    },
  ],
};

export default suite;
