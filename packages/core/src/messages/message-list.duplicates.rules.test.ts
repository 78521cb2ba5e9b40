import { describe, expect, it } from 'vitest';
import type { MessageInput } from './message-list-types.js';
import type { MessagePart, StoredMessage } from './stored-message.js';
import { testList } from './test/fixtures.js';

const DATE = new Date('2026-01-01T00:00:00Z');

function stored(parts: MessagePart[], extra: Partial<StoredMessage> = {}): StoredMessage {
  return { id: 's', role: 'assistant', createdAt: DATE, content: { format: 2, parts }, ...extra };
}

const call = (extra: Record<string, unknown> = {}): MessagePart =>
  ({ type: 'tool-invocation', toolInvocation: { state: 'call', toolCallId: 'c', toolName: 't', args: { q: 1 }, ...extra } });

/** Adds `first` then `second` (same id) under `input`; the code of the error, or 'same' when the second add was a no-op. */
function secondAdd(first: MessageInput, second: MessageInput): string {
  const list = testList().add(first, 'input');
  try {
    list.add(second, 'input');
  } catch (error) {
    return (error as { code: string }).code;
  }
  expect(list.size).toBe(1);
  return 'same';
}

describe('re-adding a known id: what counts as the same content', () => {
  it('step-start parts anywhere do not count', () => {
    const text: MessagePart = { type: 'text', text: 'a' };
    expect(secondAdd(stored([text, call()]), stored([{ type: 'step-start' }, text, { type: 'step-start' }, call(), { type: 'step-start' }]))).toBe('same');
  });

  it("a tool call's step number does not count", () => {
    expect(secondAdd(stored([call({ step: 0 })]), stored([call({ step: 2 })]))).toBe('same');
  });

  it('provider metadata and UI state of a text part do not count', () => {
    expect(secondAdd(stored([{ type: 'text', text: 'a', providerMetadata: { p: { x: 1 } } }]), stored([{ type: 'text', text: 'a' }]))).toBe('same');
  });

  it('an undefined property counts as absent, and a missing metadata as empty metadata', () => {
    expect(secondAdd(stored([call()]), stored([call({ result: undefined })]))).toBe('same');
    expect(secondAdd(stored([call()]), stored([call()], { content: { format: 2, parts: [call()], metadata: {} } }))).toBe('same');
  });

  it('dates inside parts compare by time', () => {
    const at = (iso: string) => call({ args: { when: new Date(iso) } });
    expect(secondAdd(stored([at('2026-01-01T00:00:00Z')]), stored([at('2026-01-01T00:00:00Z')]))).toBe('same');
    expect(secondAdd(stored([at('2026-01-01T00:00:00Z')]), stored([at('2026-01-02T00:00:00Z')]))).toBe('DUPLICATE_MESSAGE_ID');
  });

  it.each([
    ['another role', stored([{ type: 'text', text: 'a' }], { role: 'user' })],
    ['another text', stored([{ type: 'text', text: 'b' }])],
    ['one part more', stored([{ type: 'text', text: 'a' }, { type: 'text', text: 'a' }])],
    ['one part less', stored([])],
    ['other message provider options', stored([{ type: 'text', text: 'a' }], { content: { format: 2, parts: [{ type: 'text', text: 'a' }], providerOptions: { p: { x: 1 } } } })],
  ])('%s is different content', (_, second) => {
    expect(secondAdd(stored([{ type: 'text', text: 'a' }]), second)).toBe('DUPLICATE_MESSAGE_ID');
  });

  it('an array and an object with the same entries differ, as do null and an empty object', () => {
    expect(secondAdd(stored([call({ args: [1] })]), stored([call({ args: { 0: 1 } })]))).toBe('DUPLICATE_MESSAGE_ID');
    expect(secondAdd(stored([call({ args: null })]), stored([call({ args: {} })]))).toBe('DUPLICATE_MESSAGE_ID');
    expect(secondAdd(stored([call({ args: [1, 2] })]), stored([call({ args: [1, 3] })]))).toBe('DUPLICATE_MESSAGE_ID');
  });
});

describe('StoredMessage input', () => {
  it('a numeric createdAt is read as a time in milliseconds', () => {
    const list = testList().add({ ...stored([]), createdAt: 86_400_000 } as unknown as MessageInput, 'input');
    expect(list.getById('s')!.createdAt.toISOString()).toBe('1970-01-02T00:00:00.000Z');
  });

  it('a missing createdAt is the time of the add', () => {
    const before = Date.now();
    const list = testList().add({ id: 's', role: 'user', content: { format: 2, parts: [] } } as unknown as MessageInput, 'input');
    expect(list.getById('s')!.createdAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it("a message's own thread and resource ids win over the list's", () => {
    const list = testList({ threadId: 'list-thread', resourceId: 'list-resource' });
    list.add(stored([], { threadId: 'own-thread', resourceId: 'own-resource' }), 'input');
    expect(list.getById('s')).toMatchObject({ threadId: 'own-thread', resourceId: 'own-resource' });
  });

  it('a message without an id or format gets a generated id and format 2', () => {
    const list = testList().add({ role: 'user', content: { parts: [{ type: 'text', text: 'x' }] } } as unknown as MessageInput, 'input');
    expect(list.get.all.db()[0]).toMatchObject({ id: 'm1', content: { format: 2, content: 'x' } });
  });

  it('a content text given with the message is kept', () => {
    const list = testList().add(stored([{ type: 'text', text: 'a' }], { content: { format: 2, parts: [{ type: 'text', text: 'a' }], content: 'legacy' } }), 'input');
    expect(list.getById('s')!.content.content).toBe('legacy');
  });

  it('a system StoredMessage becomes a system message with its text', () => {
    const list = testList().add({ id: 'x', role: 'system', createdAt: DATE, content: { format: 2, parts: [{ type: 'text', text: 'rules' }] } } as unknown as MessageInput, 'input');
    expect(list.size).toBe(0);
    expect(list.getSystemMessages()).toEqual([{ role: 'system', content: 'rules' }]);
  });

  it('a malformed part names its message and position', () => {
    let caught: unknown;
    try {
      testList().add(['a', stored([{ type: 'file', mediaType: 'a/b' } as unknown as MessagePart])], 'input');
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: 'INVALID_MESSAGE', messageId: 's', index: 1 });
  });

  it.each([
    ['a file part without data', { type: 'file', mediaType: 'a/b' }],
    ['a file part without mediaType', { type: 'file', data: 'AAAA' }],
    ['a source-url part without sourceId', { type: 'source-url', url: 'https://x.test' }],
    ['a tool invocation that is not an object', { type: 'tool-invocation', toolInvocation: 'call' }],
    ['a tool invocation without toolName', { type: 'tool-invocation', toolInvocation: { state: 'call', toolCallId: 'c' } }],
    ['a tool invocation without toolCallId', { type: 'tool-invocation', toolInvocation: { state: 'call', toolName: 't' } }],
    ['a reasoning part without text', { type: 'reasoning' }],
  ])('%s is rejected with INVALID_MESSAGE', (_, part) => {
    expect(() => testList().add(stored([part as unknown as MessagePart]), 'input')).toThrow(expect.objectContaining({ code: 'INVALID_MESSAGE' }));
  });

  it('a stored tool invocation is copied: a later result does not change the given object', () => {
    const given = call();
    const list = testList().add(stored([given]), 'response');
    list.add({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 't', output: { type: 'text', value: 'r' } }] }, 'response');
    expect(list.getToolInvocation('c')!.toolInvocation.state).toBe('result');
    expect((given as { toolInvocation: { state: string } }).toolInvocation.state).toBe('call');
  });
});
