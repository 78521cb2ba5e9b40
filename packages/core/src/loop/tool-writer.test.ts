import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import type { Processor } from '../index.js';
import { InMemoryStorage } from '../memory/in-memory-storage.js';
import { createTool } from '../tools/create-tool.js';
import { collect, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';

/** A tool that reports progress through its writer, then answers. */
const reporter = createTool({
  id: 'reporter',
  inputSchema: z.object({}),
  execute: async (_input, { writer }) => {
    await writer?.custom({ type: 'data-progress', data: { secret: 'leaked' } });
    return 'report';
  },
});

/** Aborts on the first tool data chunk (with `retry` when asked). */
function dataGuard(retry = false): Processor {
  let fired = false;
  return {
    id: 'data-guard',
    processDataParts: true,
    processOutputStream: ({ part, abort }) => {
      if (part.type.startsWith('data-') && !(retry && fired)) {
        fired = true;
        abort('no progress data', { retry });
      }
      return part;
    },
  };
}

const model = () => scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'reporter', input: {} }]), textStep('Done!')]);

describe('abort on a tool writer’s data chunk', () => {
  it('ends the run with a tripwire (the run does not go on to the next step)', async () => {
    const storage = new InMemoryStorage();
    const m = model();
    const agent = new Agent({ id: 'w', model: m, tools: { reporter }, outputProcessors: [dataGuard()], memory: { storage } });
    const stream = await agent.stream('go', { memory: { thread: 't' } });
    const chunks = await collect(stream.fullStream);
    const result = await stream.result;
    expect(result.tripwire).toMatchObject({ reason: 'no progress data', processorId: 'data-guard' });
    expect(result.text).toBe('');
    expect(chunks.slice(-2).map((c) => c.type)).toEqual(['tripwire', 'finish']);
    expect(chunks.some((c) => c.type === 'data-progress' || c.type === 'tool-result')).toBe(false);
    expect(m.calls).toHaveLength(1);
    expect(JSON.stringify(await storage.listMessages({ threadId: 't' }))).not.toContain('leaked');
  });

  it('with retry, re-runs the step with feedback while retries remain', async () => {
    const m = model();
    const result = await new Agent({ id: 'w', model: m, tools: { reporter }, outputProcessors: [dataGuard(true)], maxProcessorRetries: 1 }).generate('go');
    expect(result.tripwire).toBeUndefined();
    expect(result.text).toBe('Done!');
    // The rejected step is gone (not kept with a tool error).
    expect(result.steps).toHaveLength(1);
    expect(result.toolResults).toEqual([]);
    expect(JSON.stringify(m.prompts[1]!)).toContain('no progress data');
  });
});
