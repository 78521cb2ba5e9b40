import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { readUIMessageStream, type UIMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import type { Processor } from '../processors/processor.js';
import { createTool } from '../tools/create-tool.js';
import { collect, finish, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';
import { UI_MESSAGE_STREAM_HEADERS } from './to-ui-message-stream.js';

const reasoningThenText: LanguageModelV3StreamPart[] = [
  { type: 'stream-start', warnings: [] },
  { type: 'reasoning-start', id: 'r1' },
  { type: 'reasoning-delta', id: 'r1', delta: 'thinking hard' },
  { type: 'reasoning-end', id: 'r1' },
  { type: 'source', sourceType: 'url', id: 's1', url: 'https://example.com/doc', title: 'Doc' },
  ...textStep('It is sunny in Paris.').slice(1, -1),
  finish('stop'),
];

function weatherAgent(extra: Processor[] = []): Agent {
  const model = scriptedModel([toolStep([{ toolCallId: 'call-1', toolName: 'weather', input: { city: 'Paris' } }]), reasoningThenText]);
  const weather = createTool({
    id: 'weather',
    description: 'Weather of a city',
    inputSchema: z.object({ city: z.string() }),
    execute: ({ city }) => Promise.resolve({ city, forecast: 'sunny' }),
  });
  const noter: Processor = {
    id: 'noter',
    processOutputStream: async ({ part, writer }) => {
      if (part.type === 'text-start') await writer.custom({ type: 'data-note', data: { seen: 'text' } });
      return part;
    },
  };
  return new Agent({ id: 'ui', instructions: 'Be brief.', model, tools: { weather }, outputProcessors: [noter, ...extra], maxSteps: 3 });
}

async function lastMessage(stream: ReadableStream<Parameters<typeof readUIMessageStream>[0]['stream'] extends ReadableStream<infer C> ? C : never>): Promise<UIMessage> {
  let last: UIMessage | undefined;
  for await (const message of readUIMessageStream({ stream })) last = message;
  if (last === undefined) throw new Error('no message');
  return last;
}

describe('toUIMessageStream()', () => {
  it('read back by the AI SDK readUIMessageStream yields the run\'s text, tool parts, reasoning, sources and data parts', async () => {
    const stream = await weatherAgent().stream('Weather in Paris?');
    const message = await lastMessage(stream.toUIMessageStream());
    const result = await stream.result;
    const text = message.parts.filter((p) => p.type === 'text').map((p) => p.text).join('');
    expect(text).toBe(result.text);
    const tool = message.parts.find((p) => p.type === 'tool-weather');
    expect(tool).toMatchObject({ toolCallId: 'call-1', state: 'output-available', input: { city: 'Paris' }, output: result.toolResults[0]?.result });
    expect(message.parts.find((p) => p.type === 'reasoning')).toMatchObject({ text: 'thinking hard' });
    expect(message.parts.find((p) => p.type === 'source-url')).toMatchObject({ url: 'https://example.com/doc', title: 'Doc' });
    const stored = result.response.messages.flatMap((m) => m.content.parts).filter((p) => p.type.startsWith('data-'));
    const uiData = message.parts.filter((p) => p.type.startsWith('data-'));
    expect(uiData).toHaveLength(1);
    expect(uiData.map((p) => ({ type: p.type, data: (p as { data: unknown }).data }))).toEqual(stored.map((p) => ({ type: p.type, data: (p as { data: unknown }).data })));
    expect(message.parts.filter((p) => p.type === 'step-start')).toHaveLength(2);
  });

  it('turns a tripwire into a data-tripwire part the client can detect', async () => {
    const guard: Processor = {
      id: 'guard',
      processOutputStream: ({ part, abort }) => (part.type === 'text-delta' && part.payload.text.includes('sunny') ? abort('no weather talk') : part),
    };
    const stream = await weatherAgent([guard]).stream('Weather?');
    const chunks = await collect(stream.toUIMessageStream());
    expect(chunks.at(-1)).toEqual({ type: 'finish', finishReason: 'other' });
    const message = await lastMessage(new ReadableStream({ start(c) { for (const x of chunks) c.enqueue(x); c.close(); } }));
    const tripwire = message.parts.find((p) => p.type === 'data-tripwire');
    expect(tripwire).toMatchObject({ data: { reason: 'no weather talk', processorId: 'guard' } });
    expect(JSON.stringify(message.parts)).not.toContain('sunny in');
  });

  it('a failing tool becomes a tool part in output-error state', async () => {
    const model = scriptedModel([toolStep([{ toolCallId: 'call-9', toolName: 'broken', input: {} }]), textStep('Sorry.')]);
    const broken = createTool({ id: 'broken', description: 'fails', inputSchema: z.object({}), execute: (): Promise<{ ok: boolean }> => Promise.reject(new Error('tool exploded')) });
    const agent = new Agent({ id: 'te', instructions: 'x', model, tools: { broken }, maxSteps: 2 });
    const message = await lastMessage((await agent.stream('go')).toUIMessageStream());
    expect(message.parts.find((p) => p.type === 'tool-broken')).toMatchObject({ toolCallId: 'call-9', state: 'output-error' });
    expect(JSON.stringify(message.parts)).toContain('tool exploded');
  });

  it('masks errors by default and uses onError when given', async () => {
    const failing = new Agent({ id: 'f', instructions: 'x', model: scriptedModel([{ throws: new Error('secret provider detail') }]) });
    const masked = await collect((await failing.stream('hi')).toUIMessageStream());
    expect(masked.find((c) => c.type === 'error')).toEqual({ type: 'error', errorText: 'An error occurred.' });
    const shown = await collect((await failing.stream('hi')).toUIMessageStream({ onError: (e) => (e as Error).message }));
    expect(shown.find((c) => c.type === 'error')).toEqual({ type: 'error', errorText: 'secret provider detail' });
  });

  it('toUIMessageStreamResponse() streams SSE with the UI message stream headers', async () => {
    const agent = new Agent({ id: 'r', instructions: 'x', model: scriptedModel([textStep('hello there')]) });
    const response = (await agent.stream('hi')).toUIMessageStreamResponse({ headers: { 'x-extra': '1' } });
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe(UI_MESSAGE_STREAM_HEADERS['x-vercel-ai-ui-message-stream']);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('x-extra')).toBe('1');
    const body = await response.text();
    expect(body).toContain('data: {"type":"text-delta","id":"t1","delta":"hello "}\n\n');
    expect(body.endsWith('data: [DONE]\n\n')).toBe(true);
  });
});

describe('Agent input from useChat', () => {
  it('generate() and stream() accept the UIMessage[] of a useChat request body', async () => {
    const body = JSON.parse(JSON.stringify({
      messages: [
        { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'What is the weather?' }] },
        { id: 'a1', role: 'assistant', parts: [{ type: 'step-start' }, { type: 'tool-weather', toolCallId: 'c0', state: 'output-available', input: { city: 'Oslo' }, output: { forecast: 'snow' } }, { type: 'text', text: 'Snow in Oslo.' }] },
        { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'And tomorrow?' }] },
      ],
    })) as { messages: UIMessage[] };
    const model = scriptedModel([textStep('Still snow.')]);
    const agent = new Agent({ id: 'chat', instructions: 'x', model });
    const result = await agent.generate(body.messages);
    expect(result.text).toBe('Still snow.');
    const prompt = JSON.stringify(model.prompts[0]);
    expect(prompt).toContain('What is the weather?');
    expect(prompt).toContain('"toolCallId":"c0"');
    expect(prompt).toContain('Snow in Oslo.');
    expect(prompt).toContain('And tomorrow?');
    const stream = await agent.stream(body.messages);
    expect(await stream.text).toBe('Still snow.');
  });
});
