import type { ModelPrompt } from '@sluice/core';
import { MessageCounter } from '../message-counter.js';
import { approximateCounter } from '../token-counter.js';

/** One token per character, no overhead: budgets in tests read as character counts. */
export function charCounter(perMessage = 0): MessageCounter {
  return new MessageCounter(approximateCounter(1), { perMessage, perRequest: 0 }, { imageTokens: 100, fileTokens: 200 });
}

export const user = (text: string): ModelPrompt[number] => ({ role: 'user', content: [{ type: 'text', text }] });
export const assistant = (text: string): ModelPrompt[number] => ({ role: 'assistant', content: [{ type: 'text', text }] });
export const system = (text: string): ModelPrompt[number] => ({ role: 'system', content: text });
export const call = (id: string, input = '{}'): ModelPrompt[number] => ({
  role: 'assistant',
  content: [{ type: 'tool-call', toolCallId: id, toolName: 't', input }],
});
export const result = (...ids: string[]): ModelPrompt[number] => ({
  role: 'tool',
  content: ids.map((id) => ({ type: 'tool-result' as const, toolCallId: id, toolName: 't', output: { type: 'text' as const, value: 'ok' } })),
});
