import { Agent, type ChunkType, createTool, InMemoryStorage } from '@sluice/core';
import { readAll, ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PIIDetector } from './pii-detector.js';
import { runStream } from './test/stream.js';

const EMAIL = 'bob@corp.example.org';
const CARD = '4111 1111 1111 1111';

function setup(pii: PIIDetector, input: unknown) {
  const received: unknown[] = [];
  const notify = createTool({
    id: 'notify',
    description: 'Sends a notice',
    inputSchema: z.object({ to: z.string(), card: z.string() }),
    execute: (args) => {
      received.push(args);
      return { ok: true };
    },
  });
  const model = new ScriptedModel([{ toolCalls: [{ toolName: 'notify', input, inputDeltas: 5 }] }, { text: 'Done.' }]);
  const storage = new InMemoryStorage();
  const agent = new Agent({ id: 'a', model, tools: { notify }, inputProcessors: [pii], outputProcessors: [pii], memory: { storage } });
  return { agent, received, storage, model };
}

describe('tool-call arguments written by the model', () => {
  it('are redacted in the stream (deltas and tool-call), in memory and for the next model call; the tool gets the redacted args', async () => {
    const { agent, received, storage, model } = setup(new PIIDetector(), { to: EMAIL, card: CARD });
    const stream = await agent.stream('notify the owner', { memory: { thread: 't1', resource: 'r1' } });
    const chunks = await readAll(stream.fullStream);
    const streamed = JSON.stringify(chunks);
    expect(streamed).not.toContain(EMAIL);
    expect(streamed).not.toContain('1111 1111 1111');
    const deltas = chunks.filter((c) => c.type === 'tool-call-delta').map((c) => (c.type === 'tool-call-delta' ? c.payload.argsTextDelta : ''));
    expect(JSON.parse(deltas.join(''))).toEqual({ to: 'b**@corp.example.org', card: '**** **** **** 1111' });
    expect(received).toEqual([{ to: 'b**@corp.example.org', card: '**** **** **** 1111' }]);
    expect(JSON.stringify(model.prompts[1])).not.toContain(EMAIL);
    const stored = JSON.stringify(await storage.listMessages({ threadId: 't1' }));
    expect(stored).not.toContain(EMAIL);
    expect(stored).not.toContain('1111 1111 1111');
  });

  it('reversible: the tool gets the real values, and memory stores placeholders for values the model wrote itself', async () => {
    const { agent, received, storage, model } = setup(new PIIDetector({ method: 'placeholder', reversible: true }), { to: EMAIL, card: CARD });
    await agent.generate('notify the owner', { memory: { thread: 't1', resource: 'r1' } });
    expect(received).toEqual([{ to: EMAIL, card: CARD }]);
    const stored = JSON.stringify(await storage.listMessages({ threadId: 't1' }));
    expect(stored).not.toContain(EMAIL);
    expect(stored).not.toContain('1111 1111 1111');
    expect(stored).toContain('<EMAIL_1>');
    expect(model.calls).toHaveLength(2);
  });

  it('processOutputStream() holds tool-call-delta chunks and releases one rewritten delta at the end of the input', async () => {
    const base = { runId: 'run', from: 'AGENT' as const };
    const json = JSON.stringify({ to: EMAIL });
    const chunks: ChunkType[] = [
      { ...base, type: 'tool-call-input-streaming-start', payload: { toolCallId: 'c1', toolName: 'notify' } },
      { ...base, type: 'tool-call-delta', payload: { toolCallId: 'c1', argsTextDelta: json.slice(0, 12) } },
      { ...base, type: 'tool-call-delta', payload: { toolCallId: 'c1', argsTextDelta: json.slice(12) } },
      { ...base, type: 'tool-call-input-streaming-end', payload: { toolCallId: 'c1' } },
      { ...base, type: 'tool-call', payload: { toolCallId: 'c1', toolName: 'notify', args: { to: EMAIL } } },
    ];
    const { out, violations } = await runStream(new PIIDetector({ method: 'placeholder' }), chunks);
    expect(out.map((c) => c.type)).toEqual(['tool-call-input-streaming-start', 'tool-call-delta', 'tool-call-input-streaming-end', 'tool-call']);
    expect(out[1]).toMatchObject({ payload: { toolCallId: 'c1', argsTextDelta: '{"to":"<EMAIL_1>"}' } });
    expect(out[3]).toMatchObject({ payload: { args: { to: '<EMAIL_1>' } } });
    expect(violations).toHaveLength(1);
  });
});
