import { setTimeout as sleep } from 'node:timers/promises';
import { ScriptedModel } from '@sluice/conformance';
import { Agent, createTool } from '@sluice/core';
import { z } from 'zod';
import type { BenchGroup } from '../harness.js';
import type { BenchSuite } from './suite.js';

/**
 * Parallel tool execution (issue #23): one step calls three tools of 200 ms each, and the run
 * should cost about the slowest tool, not the sum. The floor is the slowest tool alone (its
 * 200 ms wait, without a model or a loop); the budget is under 1.3x it. The same run with `toolConcurrency: 1`
 * is shown for reference (about 3x, no budget).
 */
const TOOL_MS = 200;

const wait = createTool({
  id: 'wait',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }) => {
    await sleep(TOOL_MS);
    return { n };
  },
});

function agentWith(toolConcurrency: number): Agent {
  // Calls the three tools when the prompt does not end with their results, else answers.
  const model = new ScriptedModel(
    [
      (options) =>
        options.prompt.at(-1)?.role === 'tool'
          ? { text: 'All three done.' }
          : { toolCalls: [0, 1, 2].map((n) => ({ toolName: 'wait', input: { n } })) },
    ],
    { loop: true },
  );
  return new Agent({ id: 'bench-tools', model, tools: { wait }, toolConcurrency });
}

async function run(agent: Agent): Promise<void> {
  const result = await agent.generate('Run the three tools.');
  if (result.toolResults.length !== 3) throw new Error(`expected 3 tool results, got ${result.toolResults.length}`);
}

const suite: BenchSuite = {
  name: 'tools',
  groups: (): BenchGroup[] => {
    const parallel = agentWith(Number.POSITIVE_INFINITY);
    const sequential = agentWith(1);
    return [
      {
        name: `step with 3 tools of ${TOOL_MS} ms`,
        floor: { name: `the slowest tool alone (${TOOL_MS} ms)`, units: 1, unit: 'run', run: () => sleep(TOOL_MS) },
        cases: [
          {
            name: '3 tools, default toolConcurrency (parallel)',
            units: 1,
            unit: 'run',
            run: () => run(parallel),
            budget: { maxRatio: 1.3, description: '< 1.3x the slowest tool' },
          },
          { name: '3 tools, toolConcurrency: 1 (reference)', units: 1, unit: 'run', run: () => run(sequential) },
        ],
        rounds: 8,
        warmup: 1,
      },
    ];
  },
};

export default suite;
