import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import type { Processor } from '../processors/processor.js';
import { PROCESSOR_HOOKS } from '../processors/hook-name.js';
import { createTool } from '../tools/create-tool.js';
import { scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';

function recorder(log: string[]): Processor {
  const processor: Record<string, unknown> = { id: 'recorder' };
  for (const hook of PROCESSOR_HOOKS) {
    processor[hook] = (args: { stepNumber?: number; part?: { type: string } }) => {
      const entry = args.part === undefined ? hook : `${hook}(${args.part.type})`;
      log.push(args.stepNumber === undefined ? entry : `${entry}#${args.stepNumber}`);
      return hook === 'processOutputStream' ? args.part : undefined;
    };
  }
  return processor as unknown as Processor;
}

describe('hook order (DESIGN 3.4)', () => {
  for (const mode of ['generate', 'stream'] as const) {
    it(`${mode}() runs every hook in order over a two-step run with a tool`, async () => {
      const log: string[] = [];
      const rec = recorder(log);
      const lookup = createTool({
        id: 'lookup',
        inputSchema: z.object({ q: z.string() }),
        execute: ({ q }) => {
          log.push('tool.execute');
          return { answer: q.toUpperCase() };
        },
      });
      const agent = new Agent({
        id: 'order',
        model: scriptedModel([toolStep([{ toolCallId: 'c1', toolName: 'lookup', input: { q: 'x' } }]), textStep('done')]),
        tools: { lookup },
        inputProcessors: [rec],
        outputProcessors: [rec],
      });
      const options = { prepareStep: ({ stepNumber }: { stepNumber: number }) => void log.push(`prepareStep#${stepNumber}`) };
      if (mode === 'generate') await agent.generate('go', options);
      else await (await agent.stream('go', options)).consumeStream();
      expect(log).toEqual([
        'processInput',
        'processInputStep#0',
        'prepareStep#0',
        'processLLMRequest#0',
        'processOutputStream(step-start)',
        'processOutputStream(tool-call)',
        'processOutputStream(model-response-end)',
        'processLLMResponse#0',
        'processOutputStep#0',
        'tool.execute',
        'processToolResult#0',
        'processOutputStream(tool-result)',
        'processOutputStream(step-finish)',
        'processInputStep#1',
        'prepareStep#1',
        'processLLMRequest#1',
        'processOutputStream(step-start)',
        'processOutputStream(text-start)',
        'processOutputStream(text-delta)',
        'processOutputStream(text-end)',
        'processOutputStream(model-response-end)',
        'processLLMResponse#1',
        'processOutputStep#1',
        'processOutputStream(step-finish)',
        'processOutputStream(finish)',
        'processOutputResult',
      ]);
    });
  }
});
