import type { ModelPrompt } from '@sluice/core';

/** One tool step of a prompt: the assistant's calls and the tool message with their results. */
export function toolStep(step: number, calls: { name: string; input?: unknown; result?: unknown }[]): ModelPrompt {
  return [
    {
      role: 'assistant',
      content: calls.map((c, i) => ({ type: 'tool-call' as const, toolCallId: `s${String(step)}c${String(i)}`, toolName: c.name, input: c.input ?? { step } })),
    },
    {
      role: 'tool',
      content: calls.map((c, i) => ({
        type: 'tool-result' as const,
        toolCallId: `s${String(step)}c${String(i)}`,
        toolName: c.name,
        output: { type: 'json' as const, value: (c.result ?? { ok: true, step }) as never },
      })),
    },
  ];
}

/** A user message. */
export function user(text: string): ModelPrompt {
  return [{ role: 'user', content: [{ type: 'text', text }] }];
}

/** An assistant text message. */
export function assistant(text: string): ModelPrompt {
  return [{ role: 'assistant', content: [{ type: 'text', text }] }];
}

/** The tool call ids left in a prompt, calls and results separately. */
export function idsIn(prompt: ModelPrompt): { calls: string[]; results: string[] } {
  const calls: string[] = [];
  const results: string[] = [];
  for (const message of prompt) {
    if (message.role !== 'assistant' && message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type === 'tool-call') calls.push(part.toolCallId);
      if (part.type === 'tool-result') results.push(part.toolCallId);
    }
  }
  return { calls, results };
}
