import { describe, expect, it } from 'vitest';
import type { MessageInput } from './message-list-types.js';
import { testList } from './test/fixtures.js';

/** Adds one assistant UIMessage holding `part` and reads it back with `ui()`. */
function roundTrip(part: Record<string, unknown>): unknown {
  const list = testList().add({ id: 'a', role: 'assistant', parts: [part] } as unknown as MessageInput, 'memory');
  return list.get.all.ui()[0]!.parts[0];
}

describe('UI tool parts round trip through ui()', () => {
  it.each([
    ['input-streaming with raw input and encoding', { type: 'tool-t', toolCallId: 'c', state: 'input-streaming', input: { q: 1 }, rawInput: '{"q":1', inputEncoding: 'json' }],
    ['input-available', { type: 'tool-t', toolCallId: 'c', state: 'input-available', input: { q: 1 } }],
    ['approval-responded', { type: 'tool-t', toolCallId: 'c', state: 'approval-responded', input: {}, approval: { id: 'ap', approved: true } }],
    ['output-available, preliminary', { type: 'tool-t', toolCallId: 'c', state: 'output-available', input: {}, output: { v: 1 }, preliminary: true }],
    ['output-available, final', { type: 'tool-t', toolCallId: 'c', state: 'output-available', input: {}, output: 'done', preliminary: false }],
    ['output-error with raw input', { type: 'tool-t', toolCallId: 'c', state: 'output-error', input: undefined, rawInput: 'not json', errorText: 'bad input' }],
    ['output-denied', { type: 'tool-t', toolCallId: 'c', state: 'output-denied', input: {}, approval: { id: 'ap', approved: false } }],
    ['a dynamic tool marked dynamic: false', { type: 'dynamic-tool', toolName: 'calc', toolCallId: 'c', state: 'input-available', input: 1, dynamic: false }],
    ['tool metadata and a title', { type: 'tool-t', toolCallId: 'c', state: 'input-available', input: 1, title: 'T', toolMetadata: { owner: 'x' } }],
    [
      'provider execution and provider metadata of call and result',
      {
        type: 'tool-t',
        toolCallId: 'c',
        state: 'output-available',
        input: 1,
        output: 2,
        providerExecuted: true,
        callProviderMetadata: { p: { call: 1 } },
        resultProviderMetadata: { p: { result: 1 } },
      },
    ],
  ])('%s', (_, part) => {
    // Strict: no UI field comes back that the part did not have, not even as `undefined`.
    expect(roundTrip(part)).toStrictEqual(part);
  });

  it('a part in the call state gives back no result provider metadata', () => {
    const part = { type: 'tool-t', toolCallId: 'c', state: 'input-available', input: 1, resultProviderMetadata: { p: { r: 1 } } };
    expect(roundTrip(part)).not.toHaveProperty('resultProviderMetadata');
  });

  it('raw input and input encoding are given back only in the states that carry them', () => {
    const part = { type: 'tool-t', toolCallId: 'c', state: 'output-available', input: 1, output: 2, rawInput: 'x', inputEncoding: 'text' };
    expect(roundTrip(part)).toStrictEqual({ type: 'tool-t', toolCallId: 'c', state: 'output-available', input: 1, output: 2 });
  });

  it('preliminary is given back only on an available output', () => {
    const part = { type: 'tool-t', toolCallId: 'c', state: 'input-available', input: 1, preliminary: true };
    expect(roundTrip(part)).toStrictEqual({ type: 'tool-t', toolCallId: 'c', state: 'input-available', input: 1 });
  });

  it('an unknown input encoding, UI fields of the wrong type and null metadata are dropped', () => {
    const part = {
      type: 'tool-t',
      toolCallId: 'c',
      state: 'input-streaming',
      input: 1,
      inputEncoding: 'xml',
      toolMetadata: null,
      approval: 'a',
      title: 3,
      preliminary: 'yes',
      dynamic: true,
      rawInput: undefined,
      providerExecuted: false,
      callProviderMetadata: null,
      resultProviderMetadata: 'r',
    };
    expect(roundTrip(part)).toStrictEqual({ type: 'tool-t', toolCallId: 'c', state: 'input-streaming', input: 1 });
  });
});

describe('UI tool parts as stored results', () => {
  it('an output-denied part with a reason is an error result holding the reason, and a denied output for the model', () => {
    const list = testList().add(
      { id: 'a', role: 'assistant', parts: [{ type: 'tool-t', toolCallId: 'c', state: 'output-denied', input: {}, approval: { id: 'ap', approved: false, reason: 'too expensive' } }] } as never,
      'response',
    );
    expect(list.getToolInvocation('c')!.toolInvocation).toMatchObject({
      state: 'result',
      result: 'too expensive',
      isError: true,
      output: { type: 'execution-denied', reason: 'too expensive' },
    });
  });

  it('an output-denied part without a reason is an error result with the default reason', () => {
    const list = testList().add(
      { id: 'a', role: 'assistant', parts: [{ type: 'tool-t', toolCallId: 'c', state: 'output-denied', input: {}, approval: { id: 'ap', approved: false } }] } as never,
      'response',
    );
    expect(list.getToolInvocation('c')!.toolInvocation).toMatchObject({ result: 'Tool execution denied.', isError: true, output: { type: 'execution-denied' } });
    expect(list.getToolInvocation('c')!.toolInvocation.output).not.toHaveProperty('reason');
  });

  it('an input-streaming part is a partial call, and approval states are calls', () => {
    const list = testList().add(
      {
        id: 'a',
        role: 'assistant',
        parts: [
          { type: 'tool-t', toolCallId: 'p', state: 'input-streaming', input: { q: 'pa' } },
          { type: 'tool-t', toolCallId: 'r', state: 'approval-requested', input: {}, approval: { id: 'x' } },
        ],
      } as never,
      'response',
    );
    expect(list.getToolInvocation('p')!.toolInvocation.state).toBe('partial-call');
    expect(list.getToolInvocation('r')!.toolInvocation.state).toBe('call');
  });

  it.each([
    ['a tool part without toolCallId', { type: 'tool-t', state: 'input-available', input: {} }],
    ['a tool part with an empty tool name', { type: 'tool-', toolCallId: 'c', state: 'input-available', input: {} }],
    ['a dynamic tool without toolName', { type: 'dynamic-tool', toolCallId: 'c', state: 'input-available', input: {} }],
  ])('%s is rejected with INVALID_MESSAGE', (_, part) => {
    expect(() => testList().add({ id: 'a', role: 'assistant', parts: [part] } as never, 'response')).toThrow(expect.objectContaining({ code: 'INVALID_MESSAGE', index: 0 }));
  });
});
