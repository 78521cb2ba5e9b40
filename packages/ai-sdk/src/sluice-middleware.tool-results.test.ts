import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { PIIDetector } from '@sluice/processor-pii';
import { jsonSchema, simulateReadableStream, stepCountIs, streamText, tool, wrapLanguageModel, type ModelMessage } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { sluiceMiddleware } from './sluice-middleware.js';

const USAGE = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 2, text: 2, reasoning: undefined },
};

function finish(reason: 'stop' | 'tool-calls'): LanguageModelV3StreamPart {
  return { type: 'finish', finishReason: { unified: reason, raw: reason }, usage: USAGE };
}

/** Step 1 calls both tools; step 2 answers. */
function twoStepModel(): MockLanguageModelV3 {
  let call = 0;
  return new MockLanguageModelV3({
    doStream: () => {
      call++;
      const chunks: LanguageModelV3StreamPart[] =
        call === 1
          ? [
              { type: 'stream-start', warnings: [] },
              { type: 'tool-call', toolCallId: 'c1', toolName: 'crm', input: '{"id":7}' },
              { type: 'tool-call', toolCallId: 'c2', toolName: 'billing', input: '{"id":7}' },
              finish('tool-calls'),
            ]
          : [{ type: 'stream-start', warnings: [] }, { type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: 'done' }, { type: 'text-end', id: 't' }, finish('stop')];
      return Promise.resolve({ stream: simulateReadableStream({ chunks }) });
    },
  });
}

const tools = {
  crm: tool({ inputSchema: jsonSchema<{ id: number }>({ type: 'object', properties: { id: { type: 'number' } } }), execute: () => ({ owner: 'bob@corp.example.org' }) }),
  billing: tool({
    inputSchema: jsonSchema<{ id: number }>({ type: 'object', properties: { id: { type: 'number' } } }),
    execute: (): { balance: number } => {
      throw new Error('no account for alice@corp.example.org');
    },
  }),
};

describe('sluiceMiddleware() with processInputPerCall: tool results in the prompt', () => {
  it('a multi-step streamText: the next call carries the tool result and the tool error redacted', async () => {
    const inner = twoStepModel();
    const model = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [new PIIDetector()], processInputPerCall: true }) });
    const result = streamText({ model, prompt: 'who owns account 7?', tools, stopWhen: stepCountIs(2) });
    expect(await result.text).toBe('done');
    expect(inner.doStreamCalls).toHaveLength(2);
    const second = JSON.stringify(inner.doStreamCalls[1]?.prompt);
    expect(second).toContain('c1');
    expect(second).toContain('c2');
    expect(second).not.toContain('bob@corp.example.org');
    expect(second).not.toContain('alice@corp.example.org');
    expect(second).toContain('no account for ');
  });

  it('caller-supplied messages: a tool result and an error-text output are redacted before the provider, and stay tool results', async () => {
    const inner = new MockLanguageModelV3({
      doStream: () => Promise.resolve({ stream: simulateReadableStream({ chunks: [{ type: 'stream-start', warnings: [] }, finish('stop')] }) }),
    });
    const messages: ModelMessage[] = [
      { role: 'user', content: 'who owns account 7?' },
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'c1', toolName: 'crm', input: { id: 7 } },
          { type: 'tool-call', toolCallId: 'c2', toolName: 'billing', input: { id: 7 } },
        ],
      },
      {
        role: 'tool',
        content: [
          { type: 'tool-result', toolCallId: 'c1', toolName: 'crm', output: { type: 'json', value: { owner: 'bob@corp.example.org' } } },
          { type: 'tool-result', toolCallId: 'c2', toolName: 'billing', output: { type: 'error-text', value: 'no account for alice@corp.example.org' } },
        ],
      },
    ];
    const model = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [new PIIDetector()], processInputPerCall: true }) });
    await streamText({ model, messages }).consumeStream();
    const prompt = inner.doStreamCalls[0]?.prompt ?? [];
    const text = JSON.stringify(prompt);
    expect(text).not.toContain('bob@corp.example.org');
    expect(text).not.toContain('alice@corp.example.org');
    const results = prompt.flatMap((m) => (m.role === 'tool' ? m.content : []));
    expect(results.map((r) => (r.type === 'tool-result' ? [r.toolCallId, r.output.type] : []))).toEqual([
      ['c1', 'json'],
      ['c2', 'error-text'],
    ]);
  });

  it('without processInputPerCall the prompt\'s tool results reach the provider as they are', async () => {
    const inner = twoStepModel();
    const model = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [new PIIDetector()] }) });
    await streamText({ model, prompt: 'who owns account 7?', tools, stopWhen: stepCountIs(2) }).consumeStream();
    expect(JSON.stringify(inner.doStreamCalls[1]?.prompt)).toContain('bob@corp.example.org');
  });
});
