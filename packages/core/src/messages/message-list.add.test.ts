import type { UIMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { MessageList } from './message-list.js';
import { MessageListError } from './message-list-error.js';
import type { StoredMessage } from './stored-message.js';
import { testList } from './test/fixtures.js';

function stored(id: string, text: string, role: 'user' | 'assistant' = 'user'): StoredMessage {
  return { id, role, createdAt: new Date('2026-01-01T00:00:00Z'), content: { format: 2, parts: [{ type: 'text', text }] } };
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return MessageListError.isInstance(error) ? error.code : 'not a MessageListError';
  }
  return undefined;
}

describe('MessageList.add() normalisation', () => {
  it('add() turns a string into a user text message with structured content', () => {
    const [message] = testList({ threadId: 't', resourceId: 'r' }).add('hello', 'input').get.all.db();
    expect(message).toMatchObject({
      id: 'm1',
      role: 'user',
      threadId: 't',
      resourceId: 'r',
      content: { format: 2, parts: [{ type: 'text', text: 'hello' }], content: 'hello' },
    });
    expect(message!.createdAt).toBeInstanceOf(Date);
  });

  it('add() gives generated dates that strictly increase, so storage order matches list order', () => {
    const dates = testList().add(['a', 'b', 'c', 'd'], 'input').get.all.db().map((m) => m.createdAt.getTime());
    for (let i = 1; i < dates.length; i++) expect(dates[i]!).toBeGreaterThan(dates[i - 1]!);
  });

  it('add() copies a StoredMessage, keeps its fields and fills content.content', () => {
    const input = stored('s1', 'hi');
    const list = testList().add(input, 'input');
    const [message] = list.get.all.db();
    expect(message).not.toBe(input);
    expect(message!.content.parts[0]).not.toBe(input.content.parts[0]);
    expect(message).toMatchObject({ id: 's1', createdAt: input.createdAt, content: { content: 'hi' } });
    expect(input.content.content).toBeUndefined();
  });

  it('add() reads a string createdAt (from JSON) as a Date and rejects an invalid one', () => {
    const list = testList().add({ ...stored('s1', 'x'), createdAt: '2026-02-03T04:05:06.000Z' } as never, 'input');
    expect(list.getById('s1')!.createdAt.toISOString()).toBe('2026-02-03T04:05:06.000Z');
    expect(codeOf(() => testList().add({ ...stored('s2', 'x'), createdAt: 'not a date' } as never, 'input'))).toBe('INVALID_MESSAGE');
  });

  it('add() reads ModelMessages: user text, images and files', () => {
    const png = 'iVBORw0KGgoAAAANSUhEUg==';
    const list = testList().add(
      {
        role: 'user',
        content: [
          { type: 'text', text: 'look' },
          { type: 'image', image: png },
          { type: 'file', data: new Uint8Array([104, 105]), mediaType: 'text/plain', filename: 'a.txt' },
          { type: 'image', image: new URL('https://example.com/cat.jpg'), mediaType: 'image/jpeg' },
        ],
        providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
      },
      'input',
    );
    const [message] = list.get.all.db();
    expect(message!.content.parts).toEqual([
      { type: 'text', text: 'look' },
      { type: 'file', mediaType: 'image/png', data: png },
      { type: 'file', mediaType: 'text/plain', data: 'aGk=', filename: 'a.txt' },
      { type: 'file', mediaType: 'image/jpeg', data: 'https://example.com/cat.jpg' },
    ]);
    expect(message!.content.providerOptions).toEqual({ anthropic: { cacheControl: { type: 'ephemeral' } } });
  });

  it('add() reads an assistant ModelMessage with string content, reasoning and part provider options', () => {
    const list = testList();
    list.add({ role: 'assistant', content: 'plain' }, 'memory');
    list.add(
      { role: 'assistant', content: [{ type: 'reasoning', text: 'think', providerOptions: { a: { sig: 'x' } } }, { type: 'text', text: 'y' }] },
      'input',
    );
    const [first, second] = list.get.all.db();
    expect(first!.content.parts).toEqual([{ type: 'text', text: 'plain' }]);
    expect(second!.content.parts[0]).toEqual({ type: 'reasoning', text: 'think', providerMetadata: { a: { sig: 'x' } } });
  });

  it('add() sends system messages given as ModelMessage, UIMessage or StoredMessage to the system messages', () => {
    const list = testList();
    list.add([{ role: 'system', content: 'be brief' }, 'hi'], 'input');
    list.add({ id: 'u', role: 'system', parts: [{ type: 'text', text: 'ui system' }] }, 'input');
    list.add({ ...stored('s', 'stored system'), role: 'system' }, 'input');
    expect(list.getSystemMessages().map((m) => m.content)).toEqual(['be brief', 'ui system', 'stored system']);
    expect(list.get.all.db()).toHaveLength(1);
  });

  it('add() reads UIMessages with every part type', () => {
    const ui: UIMessage = {
      id: 'u1',
      role: 'assistant',
      metadata: { model: 'x' },
      parts: [
        { type: 'step-start' },
        { type: 'reasoning', text: 'hmm', state: 'done' },
        { type: 'text', text: 'see', state: 'done' },
        { type: 'file', mediaType: 'image/png', url: 'data:image/png;base64,AAAA' },
        { type: 'file', mediaType: 'image/png', url: 'https://x.test/a.png', filename: 'a.png' },
        { type: 'source-url', sourceId: 's', url: 'https://x.test', title: 'X' },
        { type: 'source-document', sourceId: 'd', mediaType: 'application/pdf', title: 'Doc' },
        { type: 'tool-weather', toolCallId: 't1', state: 'input-streaming', input: { ci: 'P' } },
        { type: 'tool-weather', toolCallId: 't2', state: 'input-available', input: { city: 'P' } },
        { type: 'tool-weather', toolCallId: 't3', state: 'output-available', input: { city: 'P' }, output: { t: 1 } },
        { type: 'tool-weather', toolCallId: 't4', state: 'output-error', input: { city: 'P' }, errorText: 'down' },
        { type: 'dynamic-tool', toolName: 'calc', toolCallId: 't5', state: 'output-available', input: 1, output: 2 },
        {
          type: 'tool-weather',
          toolCallId: 't6',
          state: 'approval-requested',
          input: { city: 'P' },
          approval: { id: 'ap1' },
        },
        {
          type: 'tool-weather',
          toolCallId: 't7',
          state: 'output-denied',
          input: { city: 'P' },
          approval: { id: 'ap2', approved: false, reason: 'no' },
        },
        { type: 'data-chart', id: 'd1', data: { points: [1, 2] } },
      ],
    };
    const [message] = testList().add(ui, 'memory').get.all.db();
    const parts = message!.content.parts;
    expect(message).toMatchObject({ id: 'u1', role: 'assistant', content: { metadata: { model: 'x' }, content: 'see' } });
    expect(parts[1]).toEqual({ type: 'reasoning', text: 'hmm' });
    expect(parts[3]).toEqual({ type: 'file', mediaType: 'image/png', data: 'AAAA' });
    expect(parts[4]).toEqual({ type: 'file', mediaType: 'image/png', data: 'https://x.test/a.png', filename: 'a.png' });
    expect(parts[6]).toEqual({ type: 'source-document', sourceId: 'd', mediaType: 'application/pdf', title: 'Doc' });
    const states = parts.filter((p) => p.type === 'tool-invocation').map((p) => [p.toolInvocation.state, p.toolInvocation.result, p.toolInvocation.isError]);
    expect(states).toEqual([
      ['partial-call', undefined, undefined],
      ['call', undefined, undefined],
      ['result', { t: 1 }, undefined],
      ['result', 'down', true],
      ['result', 2, undefined],
      ['call', undefined, undefined],
      ['result', 'no', true],
    ]);
    expect(parts.at(-1)).toEqual({ type: 'data-chart', id: 'd1', data: { points: [1, 2] } });
  });

  it('add() keeps non-object UI metadata and gives it back in ui()', () => {
    const list = testList().add({ id: 'u', role: 'user', metadata: 'tag', parts: [{ type: 'text', text: 'x' }] }, 'input');
    expect(list.get.all.ui()[0]!.metadata).toBe('tag');
  });

  it('add() preserves parts of unknown types', () => {
    const odd = { type: 'citation-card', payload: { n: 1 } };
    const list = testList().add({ ...stored('s', 'x'), content: { format: 2, parts: [odd as never] } }, 'input');
    expect(list.get.all.db()[0]!.content.parts).toEqual([odd]);
  });

  it('add() keeps insertion order and gives each message a unique id', () => {
    const list = new MessageList();
    list.add(['a', 'b'], 'input').add({ role: 'assistant', content: 'c' }, 'memory').add('d', 'context');
    const all = list.get.all.db();
    expect(all.map((m) => m.content.content)).toEqual(['a', 'b', 'c', 'd']);
    expect(new Set(all.map((m) => m.id)).size).toBe(4);
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['an object with no content', { role: 'user' }],
    ['an unknown role', { role: 'robot', content: 'x' }],
    ['a tool role StoredMessage', { id: 'x', role: 'tool', createdAt: new Date(), content: { format: 2, parts: [] } }],
    ['an unknown format', { id: 'x', role: 'user', createdAt: new Date(), content: { format: 1, parts: [] } }],
    ['a text part without text', { id: 'x', role: 'user', createdAt: new Date(), content: { format: 2, parts: [{ type: 'text' }] } }],
    ['a part without type', { id: 'x', role: 'user', createdAt: new Date(), content: { format: 2, parts: [{ text: 'x' }] } }],
    ['a bad tool state', { id: 'x', role: 'assistant', createdAt: new Date(), content: { format: 2, parts: [{ type: 'tool-invocation', toolInvocation: { state: 'done', toolCallId: 'a', toolName: 'b' } }] } }],
    ['a data part without data', { id: 'u', role: 'user', parts: [{ type: 'data-x' }] }],
    ['a UI file without url', { id: 'u', role: 'user', parts: [{ type: 'file', mediaType: 'a/b' }] }],
    ['a UI tool part in an unknown state', { id: 'u', role: 'assistant', parts: [{ type: 'tool-x', toolCallId: 'a', state: 'weird' }] }],
    ['a user ModelMessage with a tool call', { role: 'user', content: [{ type: 'tool-call', toolCallId: 'a', toolName: 'b', input: {} }] }],
    ['a ModelMessage file without mediaType', { role: 'user', content: [{ type: 'file', data: 'AAAA' }] }],
    ['a tool result with an unknown output', { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a', toolName: 'b', output: { type: 'magic' } }] }],
    ['a system ModelMessage with array content', { role: 'system', content: [{ type: 'text', text: 'x' }] }],
  ])('add() rejects %s with INVALID_MESSAGE', (_, input) => {
    expect(codeOf(() => testList().add(input as never, 'input'))).toBe('INVALID_MESSAGE');
  });

  it('add() rejects an unknown source with INVALID_SOURCE', () => {
    expect(codeOf(() => testList().add('x', 'history' as never))).toBe('INVALID_SOURCE');
  });

  it('add() is all or nothing: a bad message later in the array leaves the list unchanged', () => {
    const list = testList().add('first', 'input');
    list.addSystem('sys');
    const error = codeOf(() => list.add(['second', { role: 'system', content: 'new sys' }, { role: 'robot', content: 'x' } as never], 'input'));
    expect(error).toBe('INVALID_MESSAGE');
    expect(list.get.all.db().map((m) => m.content.content)).toEqual(['first']);
    expect(list.getAllSystemMessages().map((m) => m.content)).toEqual(['sys']);
    expect(list.drainUnsavedMessages().map((m) => m.content.content)).toEqual(['first']);
  });
});

describe('MessageList.add() duplicate ids', () => {
  it('add() of the same live object or of equal content is a no-op', () => {
    const list = testList().add(stored('s1', 'hi'), 'input');
    const live = list.get.all.db()[0]!;
    list.add(live, 'input').add(stored('s1', 'hi'), 'input');
    list.add({ id: 's1', role: 'user', parts: [{ type: 'text', text: 'hi', state: 'done' }] }, 'input');
    expect(list.size).toBe(1);
  });

  it('add() of a different message with a known id throws DUPLICATE_MESSAGE_ID and names the id', () => {
    const list = testList().add(stored('s1', 'hi'), 'input');
    let error: unknown;
    try {
      list.add(stored('s1', 'changed'), 'input');
    } catch (caught) {
      error = caught;
    }
    expect(MessageListError.isInstance(error) && error.code).toBe('DUPLICATE_MESSAGE_ID');
    expect((error as MessageListError).messageId).toBe('s1');
    expect(list.getById('s1')!.content.content).toBe('hi');
  });

  it("add() with duplicates: 'replace' replaces content in place, keeping position, source and object", () => {
    const list = testList().add([stored('a', 'one'), stored('b', 'two')], 'input');
    const live = list.getById('a')!;
    list.drainUnsavedMessages();
    list.add(stored('a', 'ONE'), 'response', { duplicates: 'replace' });
    expect(list.get.all.db().map((m) => m.content.content)).toEqual(['ONE', 'two']);
    expect(list.getById('a')).toBe(live);
    expect(list.getSource('a')).toBe('input');
    expect(list.drainUnsavedMessages().map((m) => m.id)).toEqual(['a']);
  });

  it("add() with duplicates: 'skip' keeps the stored message", () => {
    const list = testList().add(stored('a', 'one'), 'input');
    list.add(stored('a', 'other'), 'input', { duplicates: 'skip' });
    expect(list.getById('a')!.content.content).toBe('one');
  });

  it('add() of a UIMessage re-sent by a client after a round trip matches its stored copy', () => {
    const list = testList();
    list.add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {} }] }, 'response');
    list.add({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 't', output: { type: 'json', value: 1 } }] }, 'response');
    const ui = list.get.all.ui();
    expect(() => list.add(ui, 'input')).not.toThrow();
    expect(list.size).toBe(1);
  });
});

describe('MessageList.add() ids and metadata of merged input', () => {
  it('add() keeps the id of a ModelMessage-shaped input that carries one', () => {
    const list = testList().add({ id: 'own', role: 'user', content: 'x' } as never, 'input');
    expect(list.get.all.db()[0]!.id).toBe('own');
  });

  it('add() merges the metadata of merged response content into the message', () => {
    const list = testList().add('q', 'input');
    list.add({ role: 'assistant', parts: [{ type: 'text', text: 'a' }], metadata: { model: 'x' } } as never, 'response');
    list.add({ role: 'assistant', parts: [{ type: 'text', text: 'b' }], metadata: { usage: 3 } } as never, 'response');
    const [message] = list.get.response.db();
    expect(message!.content.metadata).toEqual({ model: 'x', usage: 3 });
    expect(message!.content.content).toBe('ab');
  });

  it('add() rejects a source-url part without url', () => {
    expect(() => testList().add({ id: 'u', role: 'assistant', parts: [{ type: 'source-url', sourceId: 's' }] } as never, 'input')).toThrow(
      expect.objectContaining({ code: 'INVALID_MESSAGE' }),
    );
  });
});

describe('MessageList.add() duplicate ids and metadata', () => {
  it('add() treats a change of metadata under a known id as different content', () => {
    const list = testList().add({ id: 'u', role: 'user', parts: [{ type: 'text', text: 'x' }], metadata: { a: 1 } }, 'input');
    expect(() => list.add({ id: 'u', role: 'user', parts: [{ type: 'text', text: 'x' }], metadata: { a: 1 } }, 'input')).not.toThrow();
    expect(() => list.add({ id: 'u', role: 'user', parts: [{ type: 'text', text: 'x' }], metadata: { a: 2 } }, 'input')).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_MESSAGE_ID' }),
    );
  });
});
