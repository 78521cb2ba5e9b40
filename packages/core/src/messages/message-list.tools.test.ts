import { describe, expect, it } from 'vitest';
import type { ToolInvocationPart } from './stored-message.js';
import { stepContent, testList, toolResults } from './test/fixtures.js';

function resultPart(toolCallId: string, result: unknown, extra: Partial<ToolInvocationPart['toolInvocation']> = {}): ToolInvocationPart {
  return {
    type: 'tool-invocation',
    toolInvocation: { state: 'result', toolCallId, toolName: 'weather', args: { ignored: true }, result, ...extra },
  };
}

describe('MessageList tool invocations', () => {
  it('updateToolInvocation() replaces the result and keeps the original args', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('', [{ id: 'c1', input: { city: 'Oslo' } }]), 'response');
    list.add(toolResults([{ id: 'c1', value: { secret: 'x' } }]), 'response');
    expect(list.updateToolInvocation(resultPart('c1', { secret: '[redacted]' }))).toBe(true);
    expect(list.getToolInvocation('c1')!.toolInvocation).toEqual({
      state: 'result',
      toolCallId: 'c1',
      toolName: 'weather',
      args: { city: 'Oslo' },
      result: { secret: '[redacted]' },
    });
    expect(list.get.all.core()[2]!.content).toEqual([
      { type: 'tool-result', toolCallId: 'c1', toolName: 'weather', output: { type: 'json', value: { secret: '[redacted]' } } },
    ]);
  });

  it('updateToolInvocation() sets a result on a call still waiting for one, and can set an error', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('', [{ id: 'c1' }]), 'response');
    expect(list.updateToolInvocation(resultPart('c1', 'failed', { isError: true }))).toBe(true);
    expect(list.getToolInvocation('c1')!.toolInvocation).toMatchObject({ state: 'result', result: 'failed', isError: true });
    // a later tool message with another result is refused rather than silently overwriting
    expect(() => list.add(toolResults([{ id: 'c1', value: 'raw' }]), 'response')).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_TOOL_RESULT' }),
    );
  });

  it('updateToolInvocation() clears isError and a kept provider output when the new result has none', () => {
    const list = testList().add('q', 'input');
    list.add({ id: 'a', role: 'assistant', parts: [{ type: 'tool-weather', toolCallId: 'c', state: 'output-denied', input: {}, approval: { id: 'x', approved: false } }] }, 'response');
    list.updateToolInvocation(resultPart('c', 'fine'));
    const invocation = list.getToolInvocation('c')!.toolInvocation;
    expect(invocation.isError).toBeUndefined();
    expect(invocation.output).toBeUndefined();
  });

  it('updateToolInvocation() returns false when no call has the id', () => {
    const list = testList().add('q', 'input');
    expect(list.updateToolInvocation(resultPart('missing', 1))).toBe(false);
  });

  it('updateToolInvocation() rejects a malformed part', () => {
    expect(() => testList().updateToolInvocation({ type: 'text' } as never)).toThrow(expect.objectContaining({ code: 'INVALID_MESSAGE' }));
  });

  it('updateToolInvocation() marks the message unsaved', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('', [{ id: 'c1' }]), 'response');
    list.drainUnsavedMessages();
    list.updateToolInvocation(resultPart('c1', 1));
    expect(list.drainUnsavedMessages()).toHaveLength(1);
  });

  it('tool results find calls moved or added by in-place edits', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('x', [{ id: 'c1' }]), 'response');
    const message = list.get.response.db()[0]!;
    // a processor rebuilds the parts array in place, and adds a call by hand
    const call = message.content.parts.find((p) => p.type === 'tool-invocation')!;
    message.content.parts = [{ ...call }, { type: 'tool-invocation', toolInvocation: { state: 'call', toolCallId: 'c2', toolName: 'weather', args: {} } }];
    list.add(toolResults([{ id: 'c1', value: 1 }, { id: 'c2', value: 2 }]), 'response');
    expect(message.content.parts.map((p) => p.type === 'tool-invocation' && p.toolInvocation.result)).toEqual([1, 2]);
  });

  it('a removed message takes its calls with it', () => {
    const list = testList().add('q', 'input');
    list.add({ id: 'a', role: 'assistant', createdAt: new Date(), content: { format: 2, parts: [{ type: 'tool-invocation', toolInvocation: { state: 'call', toolCallId: 'c', toolName: 't', args: {} } }] } }, 'response');
    list.removeByIds(['a']);
    expect(list.getToolInvocation('c')).toBeUndefined();
    expect(() => list.add(toolResults([{ id: 'c', name: 't', value: 1 }]), 'response')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_TOOL_CALL' }),
    );
  });

  it('a reused tool call id gets its result on the call still waiting for one', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('', [{ id: 'call_0' }]), 'response');
    list.add(toolResults([{ id: 'call_0', value: 'first' }]), 'response');
    list.add(stepContent('', [{ id: 'call_0' }]), 'response');
    list.add(toolResults([{ id: 'call_0', value: 'second' }]), 'response');
    const calls = list.get.response.db()[0]!.content.parts.filter((p) => p.type === 'tool-invocation');
    expect(calls.map((p) => p.toolInvocation.result)).toEqual(['first', 'second']);
  });

  it('tool-approval-response parts of a tool message are kept on the assistant message and come back in core()', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('', [{ id: 'c' }]), 'response');
    list.add({ role: 'tool', content: [{ type: 'tool-approval-response', approvalId: 'ap', approved: true }] }, 'response');
    expect(list.get.all.core().at(-1)).toEqual({ role: 'tool', content: [{ type: 'tool-approval-response', approvalId: 'ap', approved: true }] });
    expect(() => testList().add({ role: 'tool', content: [{ type: 'tool-approval-response', approvalId: 'x', approved: true }] }, 'input')).toThrow(
      expect.objectContaining({ code: 'INVALID_MESSAGE' }),
    );
  });

  it('content and execution-denied outputs survive db -> core', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('', [{ id: 'a' }, { id: 'b' }]), 'response');
    const content = { type: 'content' as const, value: [{ type: 'text' as const, text: 'hi' }, { type: 'image-data' as const, data: 'AAAA', mediaType: 'image/png' }] };
    const denied = { type: 'execution-denied' as const, reason: 'no' };
    list.add({ role: 'tool', content: [
      { type: 'tool-result', toolCallId: 'a', toolName: 'weather', output: content },
      { type: 'tool-result', toolCallId: 'b', toolName: 'weather', output: denied },
    ] }, 'response');
    expect(list.get.all.core().at(-1)!.content).toEqual([
      { type: 'tool-result', toolCallId: 'a', toolName: 'weather', output: content },
      { type: 'tool-result', toolCallId: 'b', toolName: 'weather', output: denied },
    ]);
    const v2 = list.get.all.promptV2().at(-1)!.content as { output: unknown }[];
    expect(v2[0]!.output).toEqual({ type: 'content', value: [{ type: 'text', text: 'hi' }, { type: 'media', data: 'AAAA', mediaType: 'image/png' }] });
  });
});
