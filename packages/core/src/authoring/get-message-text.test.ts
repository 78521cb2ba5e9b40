import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '../messages/stored-message.js';
import { getMessageText } from './get-message-text.js';

function message(content: StoredMessage['content']): StoredMessage {
  return { id: 'm1', role: 'user', createdAt: new Date(0), content };
}

describe('getMessageText()', () => {
  it('joins text parts in order and skips other parts', () => {
    const m = message({
      format: 2,
      parts: [
        { type: 'text', text: 'Hello ' },
        { type: 'step-start' },
        { type: 'reasoning', text: 'hidden' },
        { type: 'text', text: 'world' },
      ],
      content: 'legacy',
    });
    expect(getMessageText(m)).toBe('Hello world');
  });

  it('falls back to the legacy content string when there is no text', () => {
    expect(getMessageText(message({ format: 2, parts: [], content: 'old text' }))).toBe('old text');
    expect(getMessageText(message({ format: 2, parts: [{ type: 'text', text: '' }], content: 'x' }))).toBe('x');
  });

  it('returns an empty string when there is neither', () => {
    expect(getMessageText(message({ format: 2, parts: [{ type: 'step-start' }] }))).toBe('');
  });
});
