import { describe, expect, it } from 'vitest';
import { MessageList } from '../messages/message-list.js';
import { RequestContext } from '../contract/request-context.js';
import { readRunIds } from './read-run-ids.js';

describe('readRunIds()', () => {
  it('prefers the message list memory ids over the request context', () => {
    const list = new MessageList({ resourceId: 'user-memory', threadId: 'thread-memory' });
    const context = new RequestContext([['resourceId', 'user-context'], ['threadId', 'thread-context']]);
    expect(readRunIds(context, list)).toEqual({ resourceId: 'user-memory', threadId: 'thread-memory' });
  });

  it('falls back to the request context keys', () => {
    const context = new RequestContext([['resourceId', 'user-1'], ['threadId', 't-1']]);
    expect(readRunIds(context, new MessageList())).toEqual({ resourceId: 'user-1', threadId: 't-1' });
  });

  it('treats empty strings and non-strings as absent', () => {
    const context = new RequestContext([['resourceId', ''], ['threadId', 42]]);
    expect(readRunIds(context, undefined)).toEqual({ resourceId: undefined, threadId: undefined });
  });
});
