import { describe, expect, it } from 'vitest';
import { MessageListError } from './message-list-error.js';
import { stepContent, testList, toolResults } from './test/fixtures.js';

describe('MessageList response (how the loop uses it)', () => {
  it('add() merges the steps of one response into one assistant message, each step starting with step-start', () => {
    const list = testList().add('What is the weather?', 'input');
    list.add(stepContent('Let me check.', [{ id: 'c1' }]), 'response');
    list.add(toolResults([{ id: 'c1', value: { temp: 21 } }]), 'response');
    list.add(stepContent('It is 21 degrees.'), 'response');

    const response = list.get.response.db();
    expect(response).toHaveLength(1);
    expect(response[0]!.content.parts.map((part) => part.type)).toEqual([
      'step-start',
      'text',
      'tool-invocation',
      'step-start',
      'text',
    ]);
    expect(response[0]!.content.parts[2]).toMatchObject({
      toolInvocation: { state: 'result', toolCallId: 'c1', args: { city: 'Paris' }, result: { temp: 21 } },
    });
    expect(response[0]!.content.content).toBe('Let me check.It is 21 degrees.');
  });

  it('add() starts a new response message when the incoming message has its own, different id', () => {
    const list = testList().add('hi', 'input');
    list.add({ id: 'a1', role: 'assistant', createdAt: new Date(), content: { format: 2, parts: [{ type: 'text', text: 'one' }] } }, 'response');
    list.add({ id: 'a2', role: 'assistant', createdAt: new Date(), content: { format: 2, parts: [{ type: 'text', text: 'two' }] } }, 'response');
    expect(list.get.response.db().map((m) => m.id)).toEqual(['a1', 'a2']);
  });

  it('add() merges a StoredMessage with the same id as the last response message', () => {
    const list = testList().add('hi', 'input');
    list.add({ id: 'a1', role: 'assistant', createdAt: new Date(), content: { format: 2, parts: [{ type: 'text', text: 'one' }] } }, 'response');
    list.add({ id: 'a1', role: 'assistant', createdAt: new Date(), content: { format: 2, parts: [{ type: 'text', text: 'two' }] } }, 'response');
    const [message] = list.get.response.db();
    expect(list.get.response.db()).toHaveLength(1);
    expect(message!.content.parts.map((p) => p.type)).toEqual(['text', 'step-start', 'text']);
  });

  it('add() appends data parts to the current step without a step-start', () => {
    const list = testList().add('hi', 'input');
    list.add(stepContent('', [{ id: 'c1' }]), 'response');
    list.add({ role: 'assistant', parts: [{ type: 'data-progress', data: { pct: 50 } }] } as never, 'response');
    const parts = list.get.response.db()[0]!.content.parts;
    expect(parts.map((p) => p.type)).toEqual(['step-start', 'tool-invocation', 'data-progress']);
  });

  it('add() does not merge into an assistant message of another source or across a user message', () => {
    const list = testList();
    list.add({ role: 'assistant', content: 'remembered' }, 'memory');
    list.add(stepContent('fresh'), 'response');
    list.add('interjection', 'input');
    list.add(stepContent('after'), 'response');
    expect(list.get.all.db().map((m) => [m.role, list.getSource(m.id)])).toEqual([
      ['assistant', 'memory'],
      ['assistant', 'response'],
      ['user', 'input'],
      ['assistant', 'response'],
    ]);
  });

  it('rollbackResponse() undoes exactly what a rejected step added', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('step one', [{ id: 'c1' }]), 'response');
    list.add(toolResults([{ id: 'c1', value: 'ok' }]), 'response');
    const before = structuredClone(list.get.all.db());
    const mark = list.markResponse();
    list.add(stepContent('bad step', [{ id: 'c2' }]), 'response');
    list.add(toolResults([{ id: 'c2', value: 'x' }]), 'response');
    list.add({ id: 'extra', role: 'assistant', createdAt: new Date(), content: { format: 2, parts: [{ type: 'text', text: 'more' }] } }, 'response');
    expect(list.get.response.db()).toHaveLength(2);

    list.rollbackResponse(mark);
    expect(list.get.all.db()).toEqual(before);
    expect(list.getToolInvocation('c2')).toBeUndefined();
    // the next step merges again where the rejected one did
    list.add(stepContent('good step'), 'response');
    expect(list.get.response.db()[0]!.content.content).toBe('step onegood step');
  });

  it('rollbackResponse() removes a first response message created after the mark', () => {
    const list = testList().add('q', 'input');
    const mark = list.markResponse();
    expect(mark).toMatchObject({ messageCount: 0, lastMessagePartCount: 0 });
    list.add(stepContent('rejected'), 'response');
    list.rollbackResponse(mark);
    expect(list.get.response.db()).toEqual([]);
    expect(list.get.all.db()).toHaveLength(1);
  });

  it('rollbackResponse() accepts a mark built by hand (counts only)', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('one'), 'response');
    const mark = { messageCount: 1, lastMessagePartCount: list.get.response.db()[0]!.content.parts.length };
    list.add(stepContent('two'), 'response');
    list.add({ id: 'x', role: 'assistant', createdAt: new Date(), content: { format: 2, parts: [] } }, 'response');
    list.rollbackResponse(mark);
    expect(list.get.response.db().map((m) => m.content.content)).toEqual(['one']);
  });

  it('add() of a tool result whose call is unknown throws UNKNOWN_TOOL_CALL and changes nothing', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('a', [{ id: 'c1' }]), 'response');
    const before = structuredClone(list.get.all.db());
    let error: unknown;
    try {
      list.add([toolResults([{ id: 'c1', value: 1 }]), toolResults([{ id: 'nope', value: 2 }])], 'response');
    } catch (caught) {
      error = caught;
    }
    expect(MessageListError.isInstance(error)).toBe(true);
    expect((error as MessageListError).code).toBe('UNKNOWN_TOOL_CALL');
    expect((error as MessageListError).toolCallId).toBe('nope');
    expect((error as MessageListError).index).toBe(1);
    expect(list.get.all.db()).toEqual(before);
  });

  it('add() of a second, different result for a call throws DUPLICATE_TOOL_RESULT; an equal one is a no-op', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('a', [{ id: 'c1' }]), 'response');
    list.add(toolResults([{ id: 'c1', value: { v: 1 } }]), 'response');
    expect(() => list.add(toolResults([{ id: 'c1', value: { v: 1 } }]), 'response')).not.toThrow();
    expect(() => list.add(toolResults([{ id: 'c1', value: { v: 2 } }]), 'response')).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_TOOL_RESULT' }),
    );
  });

  it('add() rejects a result that names another tool than its call', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('a', [{ id: 'c1', name: 'weather' }]), 'response');
    expect(() => list.add(toolResults([{ id: 'c1', name: 'search', value: 1 }]), 'response')).toThrow(
      expect.objectContaining({ code: 'INVALID_MESSAGE' }),
    );
  });

  it('add() folds a provider-executed result given inside the assistant content', () => {
    const list = testList().add('q', 'input');
    list.add(
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'ws', toolName: 'web_search', input: { q: 'x' }, providerExecuted: true },
          { type: 'tool-result', toolCallId: 'ws', toolName: 'web_search', output: { type: 'json', value: ['r'] } },
          { type: 'text', text: 'found' },
        ],
      },
      'response',
    );
    const part = list.getToolInvocation('ws')!;
    expect(part.providerExecuted).toBe(true);
    expect(part.toolInvocation).toMatchObject({ state: 'result', result: ['r'] });
  });
});
