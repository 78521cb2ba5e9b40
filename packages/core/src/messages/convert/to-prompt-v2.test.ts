import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { toPromptV2, toV2Output } from './to-prompt-v2.js';

describe('toPromptV2()', () => {
  it('keeps system, user and assistant messages and converts tool outputs', () => {
    const prompt: LanguageModelV3Prompt = [
      { role: 'system', content: 's', providerOptions: { a: { b: 1 } } },
      { role: 'user', content: [{ type: 'text', text: 'u' }] },
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'c', toolName: 't', input: {}, providerExecuted: true },
          { type: 'tool-result', toolCallId: 'c', toolName: 't', output: { type: 'execution-denied' } },
        ],
      },
      {
        role: 'tool',
        content: [
          { type: 'tool-result', toolCallId: 'd', toolName: 't', output: { type: 'json', value: 1 } },
          { type: 'tool-approval-response', approvalId: 'ap', approved: true },
        ],
      },
      { role: 'tool', content: [{ type: 'tool-approval-response', approvalId: 'x', approved: false }] },
    ];
    expect(toPromptV2(prompt)).toEqual([
      { role: 'system', content: 's', providerOptions: { a: { b: 1 } } },
      { role: 'user', content: [{ type: 'text', text: 'u' }] },
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'c', toolName: 't', input: {}, providerExecuted: true },
          { type: 'tool-result', toolCallId: 'c', toolName: 't', output: { type: 'error-text', value: 'Tool execution denied.' } },
        ],
      },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'd', toolName: 't', output: { type: 'json', value: 1 } }] },
    ]);
  });

  it('toV2Output() maps content items V2 lacks to media or text', () => {
    expect(
      toV2Output({
        type: 'content',
        value: [
          { type: 'text', text: 'a' },
          { type: 'file-data', data: 'AAAA', mediaType: 'application/pdf' },
          { type: 'image-url', url: 'https://x.test/i.png' },
        ],
      }),
    ).toEqual({
      type: 'content',
      value: [
        { type: 'text', text: 'a' },
        { type: 'media', data: 'AAAA', mediaType: 'application/pdf' },
        { type: 'text', text: '{"type":"image-url","url":"https://x.test/i.png"}' },
      ],
    });
  });
});
