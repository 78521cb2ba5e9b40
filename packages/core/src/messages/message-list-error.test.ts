import { describe, expect, it } from 'vitest';
import { SluiceError } from '../errors/sluice-error.js';
import { MessageListError } from './message-list-error.js';

describe('MessageListError', () => {
  it('carries a stable code and the message, tool call and index concerned', () => {
    const error = new MessageListError('UNKNOWN_TOOL_CALL', 'no call', { toolCallId: 'c1', messageId: 'm', index: 2 });
    expect(error.code).toBe('UNKNOWN_TOOL_CALL');
    expect(error).toMatchObject({ toolCallId: 'c1', messageId: 'm', index: 2, name: 'MessageListError' });
    expect(error).toBeInstanceOf(Error);
  });

  it('isInstance() recognises it across copies and is a SluiceError', () => {
    const error = new MessageListError('INVALID_MESSAGE', 'bad');
    expect(MessageListError.isInstance(error)).toBe(true);
    expect(SluiceError.isInstance(error)).toBe(true);
    expect(MessageListError.isInstance(new SluiceError('X', 'y'))).toBe(false);
    expect(MessageListError.isInstance({ [Symbol.for('sluice.error.MessageListError')]: true })).toBe(true);
  });
});
