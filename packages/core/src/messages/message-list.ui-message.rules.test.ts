import { describe, expect, it } from 'vitest';
import type { MessageInput } from './message-list-types.js';
import { testList, messageListErrorOf } from './test/fixtures.js';

const ui = (message: Record<string, unknown>): MessageInput => message as unknown as MessageInput;

describe('UIMessage files', () => {
  it.each([
    ['https', 'HTTPS://x.test/a.png'],
    ['blob', 'blob:https://x.test/1234'],
    ['file', 'file:///tmp/a.png'],
  ])('a %s URL is stored and given back by ui() unchanged', (_, url) => {
    const list = testList().add(ui({ id: 'u', role: 'user', parts: [{ type: 'file', mediaType: 'image/png', url }] }), 'input');
    expect(list.getById('u')!.content.parts[0]).toEqual({ type: 'file', mediaType: 'image/png', data: url });
    expect(list.get.all.ui()[0]!.parts[0]).toEqual({ type: 'file', mediaType: 'image/png', url });
  });

  it('a base64 data URL is stored as bare base64 and given back by ui() as a data URL of the part media type', () => {
    const list = testList().add(ui({ id: 'u', role: 'user', parts: [{ type: 'file', mediaType: 'image/gif', url: 'data:image/gif;base64,R0lGOD', filename: 'a.gif' }] }), 'input');
    expect(list.getById('u')!.content.parts[0]).toEqual({ type: 'file', mediaType: 'image/gif', data: 'R0lGOD', filename: 'a.gif' });
    expect(list.get.all.ui()[0]!.parts[0]).toEqual({ type: 'file', mediaType: 'image/gif', url: 'data:image/gif;base64,R0lGOD', filename: 'a.gif' });
  });

  it('a data URL that is not base64 is stored as the URL', () => {
    const list = testList().add(ui({ id: 'u', role: 'user', parts: [{ type: 'file', mediaType: 'text/plain', url: 'data:text/plain,hi' }] }), 'input');
    expect(list.getById('u')!.content.parts[0]).toMatchObject({ data: 'data:text/plain,hi' });
  });

  it('text, reasoning and file parts keep their provider metadata in both directions', () => {
    const parts = [
      { type: 'text', text: 't', providerMetadata: { p: { a: 1 } } },
      { type: 'reasoning', text: 'r', providerMetadata: { p: { b: 2 } } },
      { type: 'file', mediaType: 'a/b', url: 'https://x.test/f', providerMetadata: { p: { c: 3 } } },
    ];
    const list = testList().add(ui({ id: 'a', role: 'assistant', parts }), 'memory');
    expect(list.get.all.ui()[0]!.parts).toEqual(parts);
  });
});

describe('UIMessage roles, metadata and errors', () => {
  it('a system UIMessage becomes a system message with its text', () => {
    const list = testList().add(ui({ id: 's', role: 'system', parts: [{ type: 'text', text: 'be ' }, { type: 'text', text: 'brief' }] }), 'input');
    expect(list.size).toBe(0);
    expect(list.getSystemMessages()).toEqual([{ role: 'system', content: 'be brief' }]);
  });

  it('object metadata is copied: editing the given object later does not change the list', () => {
    const metadata = { a: 1 };
    const list = testList().add(ui({ id: 'u', role: 'user', parts: [{ type: 'text', text: 'x' }], metadata }), 'input');
    metadata.a = 2;
    expect(list.get.all.ui()[0]!.metadata).toEqual({ a: 1 });
  });

  it('a message without metadata has none in ui()', () => {
    const list = testList().add(ui({ id: 'u', role: 'user', parts: [{ type: 'text', text: 'x' }] }), 'input');
    expect(list.get.all.ui()[0]).not.toHaveProperty('metadata');
  });

  it('an invalid UIMessage reports its id and its position in the added array', () => {
    const error = messageListErrorOf(() => testList().add(['a', ui({ id: 'bad', role: 'user', parts: [{ type: 'text' }] })], 'input'));
    expect(error).toMatchObject({ code: 'INVALID_MESSAGE', messageId: 'bad', index: 1 });
  });

  it.each([
    ['a part without a type', { id: 'u', role: 'user', parts: [{ text: 'x' }] }],
    ['a file part without mediaType', { id: 'u', role: 'user', parts: [{ type: 'file', url: 'https://x.test' }] }],
    ['an unknown role', { id: 'u', role: 'tool', parts: [] }],
    ['a reasoning part without text', { id: 'u', role: 'assistant', parts: [{ type: 'reasoning' }] }],
  ])('%s is rejected with INVALID_MESSAGE', (_, message) => {
    expect(messageListErrorOf(() => testList().add(ui(message), 'input'))?.code).toBe('INVALID_MESSAGE');
  });

  it('an empty id is not an id: the message gets a generated one', () => {
    const list = testList().add(ui({ id: '', role: 'user', parts: [{ type: 'text', text: 'x' }] }), 'input');
    expect(list.get.all.db()[0]!.id).toBe('m1');
  });
});
