import { describe, expect, it } from 'vitest';
import { MessageList } from '../messages/message-list.js';
import { replaceToolResult } from './replace-tool-result.js';

describe('replaceToolResult()', () => {
  it('replaces the result of the call in place and keeps the pair valid; false for an unknown call', () => {
    const list = new MessageList().add(
      [
        { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'crm', input: { q: 'bob' } }] },
        { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'crm', output: { type: 'json', value: { email: 'bob@corp.example' } } }] },
      ],
      'response',
    );
    expect(replaceToolResult({ messageList: list, toolCallId: 'c1', toolName: 'crm', args: { q: 'bob' } }, '[removed]')).toBe(true);
    const prompt = JSON.stringify(list.get.all.prompt());
    expect(prompt).toContain('[removed]');
    expect(prompt).not.toContain('bob@corp.example');
    expect(replaceToolResult({ messageList: list, toolCallId: 'nope', toolName: 'crm', args: {} }, 'x')).toBe(false);
  });

  it('keeps a failed call an error when args.isError is true', () => {
    const list = new MessageList().add(
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'crm', input: {} }] },
      'response',
    );
    expect(replaceToolResult({ messageList: list, toolCallId: 'c1', toolName: 'crm', args: {}, isError: true }, 'lookup failed')).toBe(true);
    expect(list.getToolInvocation('c1')?.toolInvocation).toMatchObject({ state: 'result', result: 'lookup failed', isError: true });
  });
});
