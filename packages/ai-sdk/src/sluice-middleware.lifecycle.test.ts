import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { Processor, StepOutcome } from '@sluice/core';
import { PIIDetector } from '@sluice/processor-pii';
import { simulateReadableStream, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sluiceMiddleware } from './sluice-middleware.js';

const USAGE = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

function echoModel(): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doStream: ({ prompt }) => {
      const text = JSON.stringify(prompt.at(-1)?.content);
      const chunks: LanguageModelV3StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 't' },
        ...text.split('').map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
        { type: 'text-end', id: 't' },
        { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: USAGE },
      ];
      return Promise.resolve({ stream: simulateReadableStream({ chunks, chunkDelayInMs: 0 }) });
    },
  });
}

describe('sluiceMiddleware() lifecycle', () => {
  it('gives each concurrent call its own state', async () => {
    const counts: number[] = [];
    const counter: Processor = {
      id: 'counter',
      processOutputStream: ({ part, state }) => {
        if (part.type === 'text-delta') state.n = (typeof state.n === 'number' ? state.n : 0) + 1;
        if (part.type === 'text-end') counts.push(state.n as number);
        return part;
      },
    };
    const model = wrapLanguageModel({ model: echoModel(), middleware: sluiceMiddleware({ processors: [counter] }) });
    const prompts = Array.from({ length: 20 }, (_, i) => `request number ${String(i)}`);
    const texts = await Promise.all(prompts.map((prompt) => streamText({ model, prompt }).text));
    texts.forEach((text, i) => { expect(text).toContain(prompts[i]); });
    expect(counts.sort()).toEqual(texts.map((t) => t.length).sort());
  });

  it('an aborted call ends the stream (text rejects) without running processLLMResponse', async () => {
    const controller = new AbortController();
    const outcomes: Promise<StepOutcome>[] = [];
    const stopper: Processor = {
      id: 'stopper',
      processOutputStream: ({ part }) => {
        if (part.type === 'text-delta') controller.abort(new Error('user left'));
        return part;
      },
      processLLMResponse: ({ stepOutcome }) => { outcomes.push(stepOutcome); },
    };
    const model = wrapLanguageModel({ model: echoModel(), middleware: sluiceMiddleware({ processors: [stopper] }) });
    const result = streamText({ model, prompt: 'hello', abortSignal: controller.signal });
    await result.consumeStream();
    await expect(result.text).rejects.toThrow();
    expect(outcomes).toHaveLength(0);
  });
});

describe('sluiceMiddleware() with tools in a multi-step streamText', () => {
  it('passes tool calls through, and each step (model call) is processed', async () => {
    let call = 0;
    const inner = new MockLanguageModelV3({
      doStream: () => {
        const first = call++ === 0;
        const chunks: LanguageModelV3StreamPart[] = first
          ? [
              { type: 'stream-start', warnings: [] },
              { type: 'tool-input-start', id: 'c1', toolName: 'lookup' },
              { type: 'tool-input-delta', id: 'c1', delta: '{"id":7}' },
              { type: 'tool-input-end', id: 'c1' },
              { type: 'tool-call', toolCallId: 'c1', toolName: 'lookup', input: '{"id":7}' },
              { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage: USAGE },
            ]
          : [
              { type: 'stream-start', warnings: [] },
              { type: 'text-start', id: 't' },
              { type: 'text-delta', id: 't', delta: 'Customer 7 is Ada, ada@example.com.' },
              { type: 'text-end', id: 't' },
              { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: USAGE },
            ];
        return Promise.resolve({ stream: simulateReadableStream({ chunks, chunkDelayInMs: 0 }) });
      },
    });
    const seen: string[] = [];
    const watcher: Processor = { id: 'watcher', processOutputStream: ({ part }) => { seen.push(part.type); return part; } };
    const model = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [watcher, new PIIDetector()] }) });
    const result = streamText({
      model,
      prompt: 'who is customer 7?',
      stopWhen: stepCountIs(2),
      tools: { lookup: tool({ inputSchema: z.object({ id: z.number() }), execute: ({ id }) => Promise.resolve({ id, name: 'Ada' }) }) },
    });
    const text = await result.text;
    const steps = await result.steps;
    expect(steps[0]?.toolCalls[0]).toMatchObject({ toolName: 'lookup', input: { id: 7 } });
    expect(steps[0]?.toolResults[0]).toMatchObject({ output: { id: 7, name: 'Ada' } });
    expect(text).toContain('Customer 7 is Ada');
    expect(text).not.toContain('ada@example.com');
    expect(seen).toContain('tool-call-input-streaming-start');
    expect(seen).toContain('tool-call');
    expect(JSON.stringify(inner.doStreamCalls[1]?.prompt)).toContain('"name":"Ada"');
  });
});
