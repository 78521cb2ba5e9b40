import { describe, expect, it } from 'vitest';
import { MessageList } from './message-list.js';
import { MessageListError } from './message-list-error.js';
import type { SerializedMessageList } from './message-list-types.js';
import { stepContent, testList, toolResults } from './test/fixtures.js';

describe('MessageList change tracking', () => {
  it('drainUnsavedMessages() returns added input and response messages in list order, once', () => {
    const list = testList();
    list.add({ role: 'user', content: 'old' }, 'memory');
    list.add('question', 'input');
    list.add('rag snippet', 'context');
    list.add(stepContent('answer'), 'response');
    expect(list.drainUnsavedMessages().map((m) => m.content.content)).toEqual(['question', 'answer']);
    expect(list.drainUnsavedMessages()).toEqual([]);
  });

  it('drainUnsavedMessages() reports merged and changed messages, including changed memory messages', () => {
    const list = testList();
    list.add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'm', toolName: 't', input: {} }] }, 'memory');
    list.add('q', 'input');
    list.add(stepContent('a', [{ id: 'c' }]), 'response');
    list.drainUnsavedMessages();
    list.add(toolResults([{ id: 'c', value: 1 }]), 'response');
    list.add({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'm', toolName: 't', output: { type: 'text', value: 'late' } }] }, 'input');
    expect(list.drainUnsavedMessages().map((m) => m.id)).toEqual(['m1', 'm3']);
  });

  it('drainUnsavedMessages() refreshes content.content after in-place edits', () => {
    const list = testList().add('before', 'input');
    const part = list.get.all.db()[0]!.content.parts[0]!;
    if (part.type === 'text') part.text = 'after';
    expect(list.drainUnsavedMessages()[0]!.content.content).toBe('after');
  });

  it('markUnsaved() reports in-place edits of already drained messages', () => {
    const list = testList().add('x', 'input');
    list.drainUnsavedMessages();
    list.markUnsaved(['m1', 'unknown']);
    expect(list.drainUnsavedMessages().map((m) => m.id)).toEqual(['m1']);
  });

  it('drainRemovedIds() reports removed messages storage may hold, not ones never drained', () => {
    const list = testList();
    list.add({ role: 'user', content: 'old' }, 'memory');
    list.add(['saved', 'unsaved'], 'input');
    list.drainUnsavedMessages();
    list.add('fresh', 'input');
    const removed = list.removeByIds(['m1', 'm2', 'm4', 'nope']);
    expect(removed.map((m) => m.id)).toEqual(['m1', 'm2', 'm4']);
    expect(list.drainRemovedIds().sort()).toEqual(['m1', 'm2']);
    expect(list.drainRemovedIds()).toEqual([]);
    expect(list.drainUnsavedMessages()).toEqual([]);
  });

  it('removeByIds() removes messages from every view', () => {
    const list = testList().add(['a', 'b'], 'input');
    list.removeByIds(['m1']);
    expect(list.get.all.db().map((m) => m.id)).toEqual(['m2']);
    expect(list.get.input.core()).toHaveLength(1);
    expect(list.get.all.prompt()).toHaveLength(1);
    expect(list.getSource('m1')).toBeUndefined();
    expect(list.size).toBe(1);
  });

  it('re-adding a removed id cancels its removal report', () => {
    const list = testList().add('a', 'input');
    list.drainUnsavedMessages();
    const [removed] = list.removeByIds(['m1']);
    list.add(removed!, 'input');
    expect(list.drainRemovedIds()).toEqual([]);
    expect(list.drainUnsavedMessages().map((m) => m.id)).toEqual(['m1']);
  });
});

describe('MessageList serialization', () => {
  function sample(): MessageList {
    const list = testList({ threadId: 't1', resourceId: 'r1' });
    list.addSystem('sys').addSystem('mem', 'memory');
    list.add({ role: 'user', content: 'old' }, 'memory');
    list.add('q', 'input');
    list.add(stepContent('a', [{ id: 'c' }]), 'response');
    list.add(toolResults([{ id: 'c', value: { n: 1 } }]), 'response');
    list.add('ctx', 'context');
    return list;
  }

  it('serialize() / deserialize() round-trip through JSON: messages, sources, dates, system messages', () => {
    const list = sample();
    const copy = MessageList.deserialize(JSON.parse(JSON.stringify(list.serialize())) as SerializedMessageList);
    expect(copy.get.all.db()).toEqual(list.get.all.db());
    expect(copy.get.all.db()[0]!.createdAt).toBeInstanceOf(Date);
    expect(copy.get.all.prompt()).toEqual(list.get.all.prompt());
    expect(copy.get.response.db()).toEqual(list.get.response.db());
    expect(copy.get.all.db().map((m) => copy.getSource(m.id))).toEqual(['memory', 'input', 'response', 'context']);
    expect(copy.threadId).toBe('t1');
    expect(copy.getSystemMessages('memory')).toEqual([{ role: 'system', content: 'mem' }]);
  });

  it('serialize() takes a deep copy', () => {
    const list = sample();
    const data = list.serialize();
    data.messages[0]!.message.content.parts = [];
    expect(list.get.all.db()[0]!.content.parts).toHaveLength(1);
  });

  it('deserialize() keeps change tracking', () => {
    const list = sample();
    list.drainUnsavedMessages();
    list.add('new', 'input');
    list.removeByIds(['m2']);
    const copy = MessageList.deserialize(JSON.parse(JSON.stringify(list.serialize())) as SerializedMessageList);
    expect(copy.drainUnsavedMessages().map((m) => m.content.content)).toEqual(['new']);
    expect(copy.drainRemovedIds()).toEqual(['m2']);
    // a drained message removed after deserialize is reported too
    copy.removeByIds(['m3']);
    expect(copy.drainRemovedIds()).toEqual(['m3']);
  });

  it('deserialize() without tracking treats input and response messages as unsaved', () => {
    const data = sample().serialize();
    delete data.tracking;
    expect(MessageList.deserialize(data).drainUnsavedMessages()).toHaveLength(2);
  });

  it('deserialize() rejects data it cannot read with INVALID_SERIALIZED_LIST', () => {
    for (const bad of [null, { version: 2, messages: [], systemMessages: [] }, { version: 1, messages: [{ source: 'x' }], systemMessages: [] }, { version: 1, messages: [], systemMessages: [], tracking: { unsaved: 1 } }]) {
      let error: unknown;
      try {
        MessageList.deserialize(bad as never);
      } catch (caught) {
        error = caught;
      }
      expect(MessageListError.isInstance(error) && error.code).toBe('INVALID_SERIALIZED_LIST');
    }
  });
});
