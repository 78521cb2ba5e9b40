import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import type { ChunkType, Processor } from '../index.js';
import { createTool } from '../tools/create-tool.js';
import { collect, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';

/** The sequences documented in docs/chunks.md ("The order of a run"); a change here is a change there. */
const weather = createTool({ id: 'weather', inputSchema: z.object({ city: z.string() }), execute: ({ city }) => ({ city, sky: 'sunny' }) });

function names(chunks: ChunkType[]): string[] {
  const out: string[] = [];
  for (const chunk of chunks) {
    const reason = 'payload' in chunk && chunk.type.endsWith('finish') ? (chunk.payload as { stepResult: { reason: string } }).stepResult.reason : undefined;
    const name = reason === undefined ? chunk.type : `${chunk.type}(${reason})`;
    // Runs of deltas read as one entry, as the doc writes them (`text-delta…`).
    if (out.at(-1) !== `${name}…` && out.at(-1) !== name) out.push(name);
    else if (out.at(-1) === name) out[out.length - 1] = `${name}…`;
  }
  return out;
}

describe('chunk order of agent.stream()', () => {
  it('two steps with one tool call', async () => {
    const model = scriptedModel([toolStep([{ toolCallId: 'c1', toolName: 'weather', input: { city: 'Paris' } }]), textStep('It is sunny.')]);
    const stream = await new Agent({ id: 'order', model, tools: { weather } }).stream('weather?');
    const seen = names(await collect(stream.fullStream));
    expect(seen[0]).toBe('start');
    expect(seen.slice(-2)).toEqual(['step-finish(stop)', 'finish(stop)']);
    const firstStep = seen.slice(0, seen.indexOf('step-finish(tool-calls)') + 1);
    expect(firstStep.filter((n) => n.startsWith('tool-'))).toEqual(
      expect.arrayContaining(['tool-call', 'tool-result']),
    );
    expect(firstStep.indexOf('tool-call')).toBeLessThan(firstStep.indexOf('tool-result'));
    expect(seen.filter((n) => n === 'step-start')).toHaveLength(2);
  });

  it('an output processor abort ends with tripwire then finish(other), before the flagged delta', async () => {
    const guard: Processor = {
      id: 'guard',
      processOutputStream: ({ part, abort }) => {
        if (part.type === 'text-delta' && part.payload.text.includes('bad')) abort('no');
        return part;
      },
    };
    const stream = await new Agent({ id: 'order', model: scriptedModel([textStep('bad words')]), outputProcessors: [guard] }).stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(names(chunks)).toEqual(['start', 'step-start', 'text-start', 'tripwire', 'finish(other)']);
    expect(chunks.some((c) => c.type === 'text-delta')).toBe(false);
  });

  it('a provider rejection ends with error', async () => {
    const stream = await new Agent({ id: 'order', model: scriptedModel([{ throws: new Error('401') }]) }).stream('hi');
    expect(names(await collect(stream.fullStream))).toEqual(['start', 'step-start', 'error']);
    await expect(stream.result).rejects.toThrow();
  });
});
