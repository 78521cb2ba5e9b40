import type { StoredMessage } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { MessageCounter } from './message-counter.js';
import { approximateCounter, type TokenCounter } from './token-counter.js';

function counting(): { counter: MessageCounter; calls: string[] } {
  const calls: string[] = [];
  const inner: TokenCounter = { name: 'chars', load: () => Promise.resolve(), count: (text) => (calls.push(text), text.length) };
  return { counter: new MessageCounter(inner, { perMessage: 3, perRequest: 3 }, { imageTokens: 100, fileTokens: 200 }), calls };
}

describe('MessageCounter', () => {
  it('adds per-message overhead and estimates images and files; inline text files are counted', () => {
    const { counter } = counting();
    const textFile = btoa('hello');
    expect(
      counter.promptMessage({
        role: 'user',
        content: [
          { type: 'text', text: 'abc' },
          { type: 'file', mediaType: 'image/png', data: 'iVBORw0KGgo=' },
          { type: 'file', mediaType: 'application/pdf', data: new URL('https://example.com/a.pdf') },
          { type: 'file', mediaType: 'text/plain', data: textFile },
        ],
      }),
    ).toBe(3 + 3 + 100 + 200 + 5);
  });

  it('counts tool calls and results in both forms', () => {
    const { counter } = counting();
    expect(
      counter.promptMessage({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 'ab', output: { type: 'json', value: { a: 1 } } }] }),
    ).toBe(3 + 2 + '{"a":1}'.length);
    const stored: StoredMessage = {
      id: 'm',
      role: 'assistant',
      createdAt: new Date(0),
      content: {
        format: 2,
        parts: [
          { type: 'step-start' },
          { type: 'tool-invocation', toolInvocation: { state: 'result', toolCallId: 'c', toolName: 'ab', args: { q: 1 }, result: 'ok' } },
        ],
      },
    };
    // message 3 + name 2 + args 7, then the result as its own tool message: 3 + name 2 + 'ok' 2
    expect(counter.storedMessage(stored)).toBe(3 + 2 + 7 + 3 + 2 + 2);
  });

  it('counts each distinct text once', () => {
    const { counter, calls } = counting();
    const message = { role: 'user' as const, content: [{ type: 'text' as const, text: 'same text' }] };
    counter.promptMessage(message);
    counter.promptMessage(message);
    counter.promptMessage({ role: 'user', content: [{ type: 'text', text: 'same text' }] });
    expect(calls).toEqual(['same text']);
  });

  it('approximateCounter rounds up', () => {
    expect(approximateCounter().count('12345')).toBe(2);
  });
});
