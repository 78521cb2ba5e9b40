import { describe, expect, it } from 'vitest';
import { testList } from './test/fixtures.js';

const contents = (messages: { content: string }[]) => messages.map((m) => m.content);

describe('MessageList system messages', () => {
  it('addSystem() adds untagged and tagged messages; getSystemMessages() reads one group', () => {
    const list = testList();
    list.addSystem('a').addSystem({ role: 'system', content: 'b' }).addSystem([{ role: 'system', content: 'm1' }, { role: 'system', content: 'm2' }], 'memory');
    expect(contents(list.getSystemMessages())).toEqual(['a', 'b']);
    expect(contents(list.getSystemMessages('memory'))).toEqual(['m1', 'm2']);
    expect(list.getSystemMessages('unknown')).toEqual([]);
  });

  it('getAllSystemMessages() lists untagged first, then tags in insertion order', () => {
    const list = testList();
    list.addSystem('fb', 'feedback').addSystem('u1').addSystem('mem', 'memory').addSystem('u2');
    expect(contents(list.getAllSystemMessages())).toEqual(['u1', 'u2', 'fb', 'mem']);
  });

  it('addSystem() keeps equal messages of one group once, but the same text in two groups twice', () => {
    const list = testList();
    list.addSystem('x').addSystem('x').addSystem('x', 't').addSystem({ role: 'system', content: 'x', providerOptions: { a: { b: 1 } } });
    expect(list.getSystemMessages()).toHaveLength(2);
    expect(list.getAllSystemMessages()).toHaveLength(3);
  });

  it('addSystem() rejects a malformed system message', () => {
    expect(() => testList().addSystem({ role: 'user', content: 'x' } as never)).toThrow(expect.objectContaining({ code: 'INVALID_MESSAGE' }));
    expect(() => testList().addSystem({ role: 'system', content: 3 } as never)).toThrow(expect.objectContaining({ code: 'INVALID_MESSAGE' }));
  });

  it('replaceAllSystemMessages() replaces only the untagged messages', () => {
    const list = testList().addSystem('old').addSystem('tagged', 't');
    list.replaceAllSystemMessages([{ role: 'system', content: 'new' }]);
    expect(contents(list.getAllSystemMessages())).toEqual(['new', 'tagged']);
  });

  it('clearSystemMessages() clears the untagged messages, or one tag', () => {
    const list = testList().addSystem('u').addSystem('a', 'A').addSystem('b', 'B');
    list.clearSystemMessages('A');
    expect(contents(list.getAllSystemMessages())).toEqual(['u', 'b']);
    list.clearSystemMessages();
    expect(contents(list.getAllSystemMessages())).toEqual(['b']);
  });

  it('returned arrays are copies: editing them does not change the list', () => {
    const list = testList().addSystem('u');
    list.getSystemMessages().push({ role: 'system', content: 'sneaky' });
    expect(list.getSystemMessages()).toHaveLength(1);
  });

  it('restoreSystemMessages() puts back a snapshot (per step reset), all or untagged only', () => {
    const list = testList().addSystem('instructions').addSystem('memory', 'memory');
    const snapshot = list.snapshotSystemMessages();
    list.replaceAllSystemMessages([{ role: 'system', content: 'step edit' }]);
    list.addSystem('feedback', 'retry');
    list.restoreSystemMessages(snapshot, { only: 'untagged' });
    expect(contents(list.getAllSystemMessages())).toEqual(['instructions', 'memory', 'feedback']);
    list.restoreSystemMessages(snapshot);
    expect(contents(list.getAllSystemMessages())).toEqual(['instructions', 'memory']);
  });

  it('a snapshot is not changed by later edits to the messages', () => {
    const list = testList().addSystem('a');
    const snapshot = list.snapshotSystemMessages();
    list.getSystemMessages()[0]!.content = 'mutated';
    list.restoreSystemMessages(snapshot);
    expect(contents(list.getSystemMessages())).toEqual(['a']);
  });
});
