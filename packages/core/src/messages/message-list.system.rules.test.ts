import { describe, expect, it } from 'vitest';
import { MessageList, type SerializedMessageList } from './message-list.js';
import { testList } from './test/fixtures.js';

const contents = (messages: { content: string }[]) => messages.map((m) => m.content);

describe('MessageList system message rules', () => {
  it('a failed add() leaves a system message that was already there before it', () => {
    const list = testList().addSystem('sys');
    expect(() => list.add([{ role: 'system', content: 'sys' }, { role: 'robot', content: 'x' } as never], 'input')).toThrow();
    expect(contents(list.getAllSystemMessages())).toEqual(['sys']);
  });

  it('a failed add() removes the system message it added, and only that one', () => {
    const list = testList().addSystem('a');
    expect(() => list.add([{ role: 'system', content: 'b' }, { role: 'robot', content: 'x' } as never], 'input')).toThrow();
    list.addSystem('c');
    expect(contents(list.getAllSystemMessages())).toEqual(['a', 'c']);
  });

  it('replaceAllSystemMessages() keeps equal messages once', () => {
    const list = testList();
    list.replaceAllSystemMessages([
      { role: 'system', content: 'x' },
      { role: 'system', content: 'x' },
      { role: 'system', content: 'y' },
    ]);
    expect(contents(list.getSystemMessages())).toEqual(['x', 'y']);
  });

  it('replaceAllSystemMessages() rejects a malformed message', () => {
    expect(() => {
      testList().replaceAllSystemMessages([{ role: 'user', content: 'x' } as never]);
    }).toThrow(expect.objectContaining({ code: 'INVALID_MESSAGE' }));
  });

  it('addSystem() copies the message: editing the given object later does not change the list', () => {
    const message = { role: 'system' as const, content: 'a' };
    const list = testList().addSystem(message);
    message.content = 'edited';
    expect(contents(list.getSystemMessages())).toEqual(['a']);
  });

  it('restoreSystemMessages() brings back a tag cleared after the snapshot and drops a tag added after it', () => {
    const list = testList().addSystem('m', 'memory');
    const snapshot = list.snapshotSystemMessages();
    list.clearSystemMessages('memory');
    list.addSystem('late', 'late');
    list.restoreSystemMessages(snapshot);
    expect(list.getSystemMessages('memory').map((m) => m.content)).toEqual(['m']);
    expect(list.getSystemMessages('late')).toEqual([]);
  });

  it('restoring a snapshot twice gives the same messages: the list does not share objects with the snapshot', () => {
    const list = testList().addSystem('u').addSystem('t', 'tag');
    const snapshot = list.snapshotSystemMessages();
    list.restoreSystemMessages(snapshot);
    list.getAllSystemMessages().forEach((m) => (m.content = 'changed'));
    list.restoreSystemMessages(snapshot);
    expect(contents(list.getAllSystemMessages())).toEqual(['u', 't']);
  });

  it('serialize() and deserialize() keep the tags of system messages and their order', () => {
    const list = testList().addSystem('fb', 'feedback').addSystem('u').addSystem('mem', 'memory');
    const restored = MessageList.deserialize(JSON.parse(JSON.stringify(list.serialize())) as SerializedMessageList);
    expect(contents(restored.getSystemMessages())).toEqual(['u']);
    expect(contents(restored.getSystemMessages('feedback'))).toEqual(['fb']);
    expect(contents(restored.getAllSystemMessages())).toEqual(['u', 'fb', 'mem']);
  });
});
