import type { ChunkType, MessageList, StoredMessage, ToolInvocationPart } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { PIIDetector } from './pii-detector.js';
import type { PIIState } from './pii-state.js';
import { hookContext } from './test/hook-context.js';
import { runStream, textChunks } from './test/stream.js';

function userMessage(text: string): StoredMessage {
  return { id: 'u1', role: 'user', createdAt: new Date(0), content: { format: 2, parts: [{ type: 'text', text }] } };
}

/** Records updateToolInvocation calls (MessageList is not implemented yet in core). */
function fakeList(): { list: MessageList; updates: ToolInvocationPart[] } {
  const updates: ToolInvocationPart[] = [];
  const list = { updateToolInvocation: (part: ToolInvocationPart) => (updates.push(part), true) } as unknown as MessageList;
  return { list, updates };
}

describe('reversible placeholders (hook level, one shared state)', () => {
  it('input -> placeholders; model output -> restored; tool args restored; tool result redacted; stored text redacted', async () => {
    const inputSide = new PIIDetector({ method: 'placeholder', reversible: true });
    const outputSide = new PIIDetector({ method: 'placeholder', reversible: true });
    const state: PIIState = {};

    // 1. input: the model will only see placeholders
    const message = userMessage('Email jane@example.com and call +44 20 7946 0958.');
    await inputSide.processInput({ ...hookContext(state), messages: [message], systemMessages: [], messageList: undefined as never });
    const sent = message.content.parts[0]?.type === 'text' ? message.content.parts[0].text : '';
    expect(sent).toBe('Email <EMAIL_1> and call <PHONE_1>.');

    // 2. the model calls a tool with a placeholder: args are restored before the tool runs
    const call: ChunkType = {
      type: 'tool-call',
      runId: 'run',
      from: 'AGENT',
      payload: { toolCallId: 'c1', toolName: 'sendMail', args: { to: '<EMAIL_1>', cc: ['<EMAIL_1>'], n: 1 } },
    };
    const { out } = await runStream(outputSide, [call], state);
    expect(out[0]).toMatchObject({ type: 'tool-call', payload: { args: { to: 'jane@example.com', cc: ['jane@example.com'], n: 1 } } });

    // 3. the tool result holds PII: redacted again before the model sees it (same map, new number for new values)
    const { list, updates } = fakeList();
    await outputSide.processToolResult({
      ...hookContext(state),
      messages: [],
      messageList: list,
      stepNumber: 0,
      toolName: 'sendMail',
      toolCallId: 'c1',
      args: { to: '<EMAIL_1>' },
      result: { sentTo: 'jane@example.com', bounce: 'postmaster@example.org' },
      providerExecuted: undefined,
      systemMessages: [],
      steps: [],
    });
    expect(updates[0]?.toolInvocation.result).toEqual({ sentTo: '<EMAIL_1>', bounce: '<EMAIL_2>' });

    // 4. the model's streamed answer, with placeholders split across chunks, is restored for the client
    const { text } = await runStream(outputSide, textChunks(['Sent to <EMA', 'IL_1>, bounce <EMAIL_2', '>; phone <PHONE_1> <UNKNOWN_9>']), state);
    expect(text).toBe('Sent to jane@example.com, bounce postmaster@example.org; phone +44 20 7946 0958 <UNKNOWN_9>');

    // 5. the stored response keeps placeholders (memory stores the redacted text)
    const response: StoredMessage = {
      id: 'a1',
      role: 'assistant',
      createdAt: new Date(0),
      content: { format: 2, parts: [{ type: 'text', text: 'Sent to jane@example.com; new: other@example.net' }] },
    };
    await outputSide.processOutputResult({
      ...hookContext(state),
      messages: [response],
      messageList: undefined as never,
      result: { text: '', usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 }, finishReason: 'stop', steps: [] },
    });
    expect(response.content.parts[0]).toEqual({ type: 'text', text: 'Sent to <EMAIL_1>; new: other@example.net' });
  });

  it('states of two requests never share values', async () => {
    const detector = new PIIDetector({ method: 'placeholder', reversible: true });
    const s1: PIIState = {};
    const s2: PIIState = {};
    await detector.processInput({ ...hookContext(s1), messages: [userMessage('a@example.com')], systemMessages: [], messageList: undefined as never });
    const { text } = await runStream(detector, textChunks(['<EMAIL_1>']), s2);
    expect(text).toBe('<EMAIL_1>');
  });

  it('non-reversible tool results are masked in the list', async () => {
    const { list, updates } = fakeList();
    await new PIIDetector().processToolResult({
      ...hookContext(),
      messages: [],
      messageList: list,
      stepNumber: 0,
      toolName: 't',
      toolCallId: 'c',
      args: {},
      result: ['card 4111111111111111'],
      providerExecuted: undefined,
      systemMessages: [],
      steps: [],
    });
    expect(updates[0]?.toolInvocation.result).toEqual(['card ************1111']);
  });
});
