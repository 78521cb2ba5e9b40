import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import { replaceToolResult } from '../authoring/replace-tool-result.js';
import { InMemoryStorage } from '../memory/in-memory-storage.js';
import type { ChunkType, Processor } from '../index.js';
import { createTool } from '../tools/create-tool.js';
import { collect, finish, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';

const SECRET = 'bob@corp.example.org';

interface Seen {
  result: unknown;
  isError: boolean | undefined;
  providerExecuted: boolean | undefined;
}

/** Replaces every occurrence of SECRET in a string result or error, recording what it saw. */
function redactor(seen: Seen[]): Processor {
  return {
    id: 'redact-secret',
    processToolResult: (args) => {
      seen.push({ result: args.result, isError: args.isError, providerExecuted: args.providerExecuted });
      if (typeof args.result !== 'string' || !args.result.includes(SECRET)) return undefined;
      replaceToolResult(args, args.result.replaceAll(SECRET, '[EMAIL]'));
      return args.messageList;
    },
  };
}

const lookup = createTool({
  id: 'lookup',
  inputSchema: z.object({ user: z.string() }),
  execute: ({ user }): string => {
    throw new Error(`no account for ${user}`);
  },
});

describe('processToolResult on tool errors', () => {
  it('runs for a throwing tool with isError and the message; the replacement reaches the provider, the tool-error chunk and memory', async () => {
    const seen: Seen[] = [];
    const storage = new InMemoryStorage();
    const model = scriptedModel([toolStep([{ toolCallId: 'c1', toolName: 'lookup', input: { user: SECRET } }]), textStep('sorry')]);
    const agent = new Agent({ id: 'a', model, tools: { lookup }, outputProcessors: [redactor(seen)], memory: { storage } });
    const stream = await agent.stream('find bob', { memory: { thread: 't1' } });
    const chunks: ChunkType[] = await collect(stream.fullStream);
    expect(seen).toEqual([{ result: `no account for ${SECRET}`, isError: true, providerExecuted: undefined }]);
    const toolError = chunks.find((c) => c.type === 'tool-error');
    expect(toolError?.type === 'tool-error' ? toolError.payload.error : undefined).toBe('no account for [EMAIL]');
    const nextPrompt = JSON.stringify(model.prompts[1]);
    expect(nextPrompt).toContain('no account for [EMAIL]');
    expect(nextPrompt).toContain('error-text');
    // the model's own tool call argument is not a tool error: only the error text is checked here
    expect(nextPrompt.replace(`{\\"user\\":\\"${SECRET}\\"}`, '')).not.toContain(`no account for ${SECRET}`);
    const stored = JSON.stringify(await storage.listMessages({ threadId: 't1' }));
    expect(stored).toContain('no account for [EMAIL]');
    expect(stored).not.toContain(`no account for ${SECRET}`);
    const result = await stream.result;
    expect(result.steps[0]?.toolResults[0]).toMatchObject({ isError: true, result: 'no account for [EMAIL]' });
  });

  it('keeps a replaced error an error even when the processor writes it without isError', async () => {
    const plain: Processor = {
      id: 'plain-update',
      processToolResult: ({ messageList, toolCallId, toolName, args }) => {
        messageList.updateToolInvocation({ type: 'tool-invocation', toolInvocation: { state: 'result', toolCallId, toolName, args, result: 'lookup failed' } });
      },
    };
    const model = scriptedModel([toolStep([{ toolCallId: 'c1', toolName: 'lookup', input: { user: SECRET } }]), textStep('sorry')]);
    const agent = new Agent({ id: 'a', model, tools: { lookup }, outputProcessors: [plain] });
    const result = await agent.generate('find bob');
    expect(result.steps[0]?.toolResults[0]).toMatchObject({ isError: true, result: 'lookup failed' });
    expect(JSON.stringify(model.prompts[1])).toContain('{"type":"error-text","value":"lookup failed"}');
  });

  it('passes isError: false for a successful result', async () => {
    const seen: Seen[] = [];
    const echo = createTool({ id: 'echo', inputSchema: z.object({ user: z.string() }), execute: ({ user }) => user });
    const model = scriptedModel([toolStep([{ toolCallId: 'c1', toolName: 'echo', input: { user: 'x' } }]), textStep('ok')]);
    await new Agent({ id: 'a', model, tools: { echo }, outputProcessors: [redactor(seen)] }).generate('go');
    expect(seen).toEqual([{ result: 'x', isError: false, providerExecuted: undefined }]);
  });

  it('runs for a provider-executed tool error; the client and the next prompt get the replacement', async () => {
    const seen: Seen[] = [];
    const providerStep: LanguageModelV3StreamPart[] = [
      { type: 'stream-start', warnings: [] },
      { type: 'tool-call', toolCallId: 'p1', toolName: 'web_search', input: '{"q":"bob"}', providerExecuted: true },
      { type: 'tool-result', toolCallId: 'p1', toolName: 'web_search', result: `no page for ${SECRET}`, isError: true },
      { type: 'text-start', id: 't1' },
      { type: 'text-delta', id: 't1', delta: 'nothing found' },
      { type: 'text-end', id: 't1' },
      finish('stop'),
    ];
    const model = scriptedModel([providerStep, textStep('again')]);
    const agent = new Agent({ id: 'a', model, outputProcessors: [redactor(seen)] });
    const stream = await agent.stream('search bob');
    const chunks: ChunkType[] = await collect(stream.fullStream);
    expect(seen).toEqual([{ result: `no page for ${SECRET}`, isError: true, providerExecuted: true }]);
    expect(JSON.stringify(chunks)).not.toContain(SECRET);
    const result = await stream.result;
    expect(result.steps[0]?.toolResults[0]).toMatchObject({ isError: true, providerExecuted: true, result: 'no page for [EMAIL]' });
    expect(JSON.stringify(result.response.messages)).not.toContain(SECRET);
  });
});
