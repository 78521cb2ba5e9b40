import type { StoredMessage, StorageThread } from '@sluice/core';

let counter = 0;

/** A text message; `at` is the createdAt in ms since an arbitrary epoch (default: increasing). */
export function textMessage(id: string, text: string, at?: number, role: StoredMessage['role'] = 'user'): StoredMessage {
  return {
    id,
    role,
    createdAt: new Date(1_780_000_000_000 + (at ?? ++counter) * 1000),
    content: { format: 2, parts: [{ type: 'text', text }] },
  };
}

/** A thread owned by `resourceId` (or by nobody). */
export function thread(id: string, resourceId?: string, at = 0): StorageThread {
  const date = new Date(1_780_000_000_000 + at * 1000);
  return { id, createdAt: date, updatedAt: date, ...(resourceId === undefined ? {} : { resourceId }) };
}

/** The texts of messages, in order. */
export function texts(messages: readonly StoredMessage[]): string[] {
  return messages.map((m) => m.content.parts.map((p) => ('text' in p && typeof p.text === 'string' ? p.text : `[${p.type}]`)).join(''));
}

/** Text that exercises encodings: NUL, a lone surrogate, emoji sequences, RTL, combining marks, CJK. */
export const hardText = 'NUL \u0000 lone \ud800 | 👩🏽‍💻 🇫🇷 | עברית | e\u0301 | 漢字 | \u202e reversed | "quotes" \\ backslash';

/** One message per part type core knows, with provider metadata and options. */
export function everyPartMessages(): StoredMessage[] {
  const providerMetadata = { openai: { itemId: 'it_1', score: 0.5, nested: { list: [1, 'two', null] } } };
  return [
    {
      id: 'parts-user',
      role: 'user',
      createdAt: new Date(1_780_000_100_000),
      content: {
        format: 2,
        parts: [
          { type: 'text', text: hardText, providerMetadata },
          { type: 'file', mediaType: 'application/octet-stream', data: 'AAECAwQF/w==', filename: 'bytes.bin' },
          { type: 'file', mediaType: 'image/png', data: 'https://example.com/cat.png' },
        ],
        metadata: { channel: 'web', tags: ['a', 'b'] },
        providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
      },
    },
    {
      id: 'parts-assistant',
      role: 'assistant',
      createdAt: new Date(1_780_000_101_000),
      content: {
        format: 2,
        parts: [
          { type: 'step-start' },
          { type: 'reasoning', text: 'thinking…', providerMetadata },
          {
            type: 'tool-invocation',
            toolInvocation: { state: 'result', toolCallId: 'call_1', toolName: 'lookup', args: { q: 'x', n: 2 }, result: { rows: [{ id: 1 }] } },
          },
          {
            type: 'tool-invocation',
            toolInvocation: { state: 'result', toolCallId: 'call_2', toolName: 'fail', args: {}, result: 'no such account', isError: true },
          },
          { type: 'source-url', sourceId: 'src_1', url: 'https://example.com/doc', title: 'Doc' },
          { type: 'data-weather', data: { city: 'Paris', temp: 21.5, ok: true, none: null } },
          { type: 'text', text: 'done' },
        ],
      },
    },
    {
      id: 'parts-system',
      role: 'system',
      createdAt: new Date(1_780_000_102_000),
      content: { format: 2, parts: [{ type: 'text', text: 'You are terse.' }], content: 'You are terse.' },
    },
  ];
}
