import { describe, expect, it } from 'vitest';
import type { MessagePart } from './stored-message.js';
import { testList, toolResults } from './test/fixtures.js';

/** Replaces the parts of message `id` with a proxy that counts reads of its items. */
function countPartReads(list: ReturnType<typeof testList>, id: string): { reads: number } {
  const counter = { reads: 0 };
  const message = list.getById(id)!;
  message.content.parts = new Proxy(message.content.parts, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) counter.reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return counter;
}

function longTurn(parts: number) {
  const list = testList().add('Write a long answer.', 'input');
  for (let i = 0; i < parts; i++) list.add({ role: 'assistant', content: [{ type: 'text', text: `w${i} ` }] }, 'response');
  const id = list.get.response.db()[0]!.id;
  return { list, id };
}

describe('MessageList long assistant turns', () => {
  it('add() of one part to a long turn reads only the new parts, whatever the turn length', () => {
    for (const length of [100, 2_000]) {
      const { list, id } = longTurn(length);
      const counter = countPartReads(list, id);
      list.add({ role: 'assistant', content: [{ type: 'text', text: 'first ' }] }, 'response');
      counter.reads = 0;
      for (let i = 0; i < 50; i++) {
        list.add({ role: 'assistant', content: [{ type: 'text', text: `more${i} ` }] }, 'response');
        list.add({ id, role: 'assistant', parts: [{ type: 'data-progress', data: { i } }] }, 'response');
      }
      list.add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'search', input: {} }] }, 'response');
      list.add(toolResults([{ id: 'c1', name: 'search', value: 'hit' }]), 'response');
      expect(counter.reads).toBeLessThan(50 * 2 * 6);
    }
  });

  it('add() appends the new parts\u2019 text to content.content', () => {
    const { list, id } = longTurn(3);
    list.add({ role: 'assistant', content: [{ type: 'reasoning', text: 'hmm' }, { type: 'text', text: 'end' }] }, 'response');
    expect(list.getById(id)!.content.content).toBe('w0 w1 w2 end');
  });

  it('add() after an unreported in-place edit keeps the edit out of content.content until the drain', () => {
    const { list, id } = longTurn(2);
    const first = list.getById(id)!.content.parts.find((part): part is Extract<MessagePart, { type: 'text' }> => part.type === 'text')!;
    first.text = 'W0 ';
    list.add({ role: 'assistant', content: [{ type: 'text', text: 'x' }] }, 'response');
    expect(list.getById(id)!.content.content).toBe('w0 w1 x');
    expect(list.drainUnsavedMessages().find((message) => message.id === id)!.content.content).toBe('W0 w1 x');
  });

  it('add() after markUnsaved() recomputes content.content from every part', () => {
    const { list, id } = longTurn(2);
    const first = list.getById(id)!.content.parts.find((part): part is Extract<MessagePart, { type: 'text' }> => part.type === 'text')!;
    first.text = 'W0 ';
    list.markUnsaved([id]);
    list.add({ role: 'assistant', content: [{ type: 'text', text: 'x' }] }, 'response');
    expect(list.getById(id)!.content.content).toBe('W0 w1 x');
  });

  it('add() of a tool result finds its call after parts were inserted before it in place', () => {
    const { list, id } = longTurn(2);
    list.add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'search', input: {} }] }, 'response');
    list.getById(id)!.content.parts.unshift({ type: 'text', text: 'inserted ' });
    list.add(toolResults([{ id: 'c1', name: 'search', value: 'hit' }]), 'response');
    expect(list.getToolInvocation('c1')!.toolInvocation).toMatchObject({ state: 'result', result: 'hit' });
  });
});
