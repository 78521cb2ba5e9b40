import { describe, expect, it } from 'vitest';
import { MessageList } from './message-list.js';
import type { AddMessageSource } from './message-source.js';
import { stepContent, testList, messageListErrorOf } from './test/fixtures.js';

describe('MessageList sources (Mastra names)', () => {
  it("add() under 'user' stores the message under input, as Mastra does", () => {
    const list = testList().add('hello', 'user');
    const [message] = list.get.input.db();
    expect(message?.content.parts).toEqual([{ type: 'text', text: 'hello' }]);
    expect(list.getSource(message!.id)).toBe('input');
    expect(list.drainUnsavedMessages().map((m) => m.id)).toEqual([message!.id]);
  });

  it("add() under 'user' of an assistant message does not merge it into the response", () => {
    const list = testList().add(stepContent('answer'), 'response');
    list.add(stepContent('client-side tool answer'), 'user');
    expect(list.get.response.db()).toHaveLength(1);
    expect(list.get.input.db()).toHaveLength(1);
  });

  it("add() under 'system' adds system messages to the untagged system messages", () => {
    const list = testList().add([{ role: 'system', content: 'Be brief.' }, { role: 'system', content: 'Be kind.' }], 'system');
    expect(list.getSystemMessages().map((m) => m.content)).toEqual(['Be brief.', 'Be kind.']);
    expect(list.size).toBe(0);
  });

  it("add() under 'system' of a non-system message throws INVALID_SOURCE and changes nothing", () => {
    const list = testList();
    const error = messageListErrorOf(() => list.add([{ role: 'system', content: 'Be brief.' }, 'hello'], 'system'));
    expect(error?.code).toBe('INVALID_SOURCE');
    expect(error?.index).toBe(1);
    expect(list.getAllSystemMessages()).toEqual([]);
    expect(list.size).toBe(0);
  });

  it('add() of an unknown source throws INVALID_SOURCE listing the valid sources and the nearest one', () => {
    const error = messageListErrorOf(() => testList().add('x', 'inptu' as AddMessageSource));
    expect(error?.code).toBe('INVALID_SOURCE');
    for (const name of ['input', 'response', 'memory', 'context', 'user', 'system']) expect(error?.message).toContain(`'${name}'`);
    expect(error?.message).toContain("did you mean 'input'?");
  });

  it('add() of a non-string source throws INVALID_SOURCE', () => {
    expect(messageListErrorOf(() => testList().add('x', 7 as unknown as AddMessageSource))?.code).toBe('INVALID_SOURCE');
    expect(messageListErrorOf(() => testList().add('x', 'toString' as AddMessageSource))?.code).toBe('INVALID_SOURCE');
  });

  it('deserialize() still accepts the stored sources only', () => {
    const data = { version: 1 as const, messages: [{ message: { id: 'a', role: 'user', content: { format: 2, parts: [] } }, source: 'user' }], systemMessages: [] };
    expect(messageListErrorOf(() => MessageList.deserialize(data as never))?.code).toBe('INVALID_SERIALIZED_LIST');
  });
});
