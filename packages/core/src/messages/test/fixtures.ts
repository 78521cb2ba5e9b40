import type { ModelMessage } from '@ai-sdk/provider-utils';
import { MessageList } from '../message-list.js';
import { MessageListError } from '../message-list-error.js';
import type { MessageListOptions } from '../message-list-types.js';

/** A list with predictable ids: `m1`, `m2`... */
export function testList(options: MessageListOptions = {}): MessageList {
  let n = 0;
  return new MessageList({ generateId: () => `m${++n}`, ...options });
}

/** One model step: text and tool calls, as the loop adds it. */
export function stepContent(text: string, calls: { id: string; name?: string; input?: unknown }[] = []): ModelMessage {
  return {
    role: 'assistant',
    content: [
      ...(text === '' ? [] : [{ type: 'text' as const, text }]),
      ...calls.map((call) => ({ type: 'tool-call' as const, toolCallId: call.id, toolName: call.name ?? 'weather', input: call.input ?? { city: 'Paris' } })),
    ],
  };
}

/** A tool message with JSON results. */
export function toolResults(results: { id: string; name?: string; value: unknown; error?: boolean }[]): ModelMessage {
  return {
    role: 'tool',
    content: results.map((result) => ({
      type: 'tool-result' as const,
      toolCallId: result.id,
      toolName: result.name ?? 'weather',
      output:
        typeof result.value === 'string'
          ? { type: result.error === true ? ('error-text' as const) : ('text' as const), value: result.value }
          : { type: result.error === true ? ('error-json' as const) : ('json' as const), value: result.value as null },
    })),
  };
}

/** The `MessageListError` that `run` throws, or `undefined` when it returns; any other error is rethrown. */
export function messageListErrorOf(run: () => unknown): MessageListError | undefined {
  try {
    run();
  } catch (error) {
    if (MessageListError.isInstance(error)) return error;
    throw error;
  }
  return undefined;
}
