import type { Agent } from '@sluice/core';
import type { ModelMessage } from 'ai';

/**
 * The conversation the time-to-first-chunk benchmarks send: 20 messages, about 4 KB of text, with
 * one email and one phone number in the last-but-one user message. With `variant`, every message
 * carries that number, so that no text of it was seen before (a cache of judged texts misses).
 */
export function firstChunkConversation(variant?: number): ModelMessage[] {
  const filler = 'We discussed the garden, the weather in spring and which seeds to order next. ';
  const messages: ModelMessage[] = [];
  for (let turn = 0; turn < 9; turn++) {
    const tag = variant === undefined ? `${turn}` : `${turn}.${variant}`;
    messages.push({ role: 'user', content: `Question ${tag}: ${filler.repeat(2)}` });
    messages.push({ role: 'assistant', content: `Answer ${tag}: ${filler.repeat(3)}` });
  }
  const last = variant === undefined ? '' : ` (${variant})`;
  messages.push({ role: 'user', content: `${filler}Mail me at jane.doe@example.com or call +1 415 555 0132.${last}` });
  messages.push({ role: 'user', content: `Thanks!${last}` });
  return messages;
}

/** Starts `agent.stream(input)`, reads up to its first `text-delta`, cancels; returns the chunks read. */
export async function timeToFirstChunk(agent: Agent, input: ModelMessage[]): Promise<number> {
  const stream = await agent.stream(input);
  const reader = stream.fullStream.getReader();
  for (let seen = 1; ; seen++) {
    const { done, value } = await reader.read();
    if (done) throw new Error('the stream ended before its first text-delta');
    if (value.type === 'text-delta') {
      await reader.cancel();
      return seen;
    }
  }
}
