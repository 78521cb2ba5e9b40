import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { Agent } from '../agent/agent.js';
import { TextHoldBack } from '../authoring/text-hold-back.js';
import type { ChunkType, Processor } from '../index.js';
import { collect, finish, scriptedModel } from '../test-utils/scripted-model.js';

/** Two consecutive text blocks of one step: "my sec" then "ret is safe". */
const splitStep: LanguageModelV3StreamPart[] = [
  { type: 'stream-start', warnings: [] },
  { type: 'text-start', id: 'a' },
  { type: 'text-delta', id: 'a', delta: 'my sec' },
  { type: 'text-end', id: 'a' },
  { type: 'text-start', id: 'b' },
  { type: 'text-delta', id: 'b', delta: 'ret is safe' },
  { type: 'text-end', id: 'b' },
  finish('stop'),
];

/** Censors "secret" in streamed text, holding back a possible start of it. */
function censor(seen: string[]): Processor {
  const holdBack = new TextHoldBack({
    decide: ({ pending, final }) => {
      const keep = final ? 0 : ['secre', 'secr', 'sec', 'se', 's'].find((p) => pending.endsWith(p))?.length ?? 0;
      const cut = pending.length - keep;
      return { consume: cut, text: pending.slice(0, cut).replaceAll('secret', '******') };
    },
  });
  return {
    id: 'censor',
    processOutputStream: ({ part, state }) => {
      seen.push(part.type);
      return holdBack.process(part, state);
    },
  };
}

describe('model-response-end', () => {
  it('output processors see it after the model stream; the client, the step result and memory never do, and joined text is in the step', async () => {
    const seen: string[] = [];
    const model = scriptedModel([splitStep]);
    const agent = new Agent({ id: 'a', model, outputProcessors: [censor(seen)] });
    const stream = await agent.stream('tell me');
    const chunks: ChunkType[] = await collect(stream.fullStream);
    expect(seen).toContain('model-response-end');
    expect(chunks.some((c) => c.type === 'model-response-end')).toBe(false);
    const text = chunks.map((c) => (c.type === 'text-delta' ? c.payload.text : '')).join('');
    expect(text).toBe('my ****** is safe');
    const result = await stream.result;
    expect(result.text).toBe('my ****** is safe');
    expect(JSON.stringify(result.response.messages)).not.toContain('secret');
  });
});
