import { describe, expect, it } from 'vitest';
import { SystemMessageStore } from './system-message-store.js';

const system = (content: string) => ({ role: 'system' as const, content });

describe('SystemMessageStore undo of add()', () => {
  it("undoing the add of a tag's only message removes the tag", () => {
    const store = new SystemMessageStore();
    const undo = store.add(system('a'), 'memory');
    undo?.();
    expect(store.tags()).toEqual([]);
    expect(store.all()).toEqual([]);
  });

  it('undoing one add of a tag keeps the tag and its other messages', () => {
    const store = new SystemMessageStore();
    store.add(system('a'), 'memory');
    const undo = store.add(system('b'), 'memory');
    undo?.();
    expect(store.tags()).toEqual([['memory', [system('a')]]]);
  });

  it('undoing an untagged add removes that message only', () => {
    const store = new SystemMessageStore();
    store.add(system('a'));
    const undo = store.add(system('b'));
    store.add(system('c'));
    undo?.();
    expect(store.get()).toEqual([system('a'), system('c')]);
  });

  it('an undo that runs after its tag was cleared and added again leaves the new group alone', () => {
    const store = new SystemMessageStore();
    const undo = store.add(system('a'), 't');
    store.clear('t');
    store.add(system('b'), 't');
    undo?.();
    expect(store.get('t')).toEqual([system('b')]);
  });

  it('an add equal to a message of the group is a no-op with nothing to undo', () => {
    const store = new SystemMessageStore();
    store.add(system('a'), 't');
    expect(store.add(system('a'), 't')).toBeUndefined();
    expect(store.add(system('a'))).toBeTypeOf('function');
  });
});
