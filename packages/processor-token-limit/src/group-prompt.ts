import type { ModelPrompt } from '@sluice/core';

/** Indices of the non-system prompt messages that form one unit. */
export type PromptUnit = number[];

function toolCallIds(message: ModelPrompt[number], type: 'tool-call' | 'tool-result'): string[] {
  if (typeof message.content === 'string') return [];
  const ids: string[] = [];
  for (const part of message.content) {
    if (part.type === type) ids.push(part.toolCallId);
  }
  return ids;
}

/**
 * Groups the non-system messages of a provider prompt into units that must stay together: a
 * message with tool calls joins every later message up to the one holding the last of their
 * results, and a tool message never starts a unit. System messages are not part of any unit.
 */
export function groupPrompt(prompt: ModelPrompt): PromptUnit[] {
  const units: PromptUnit[] = [];
  const callMessage = new Map<string, number>();
  for (const [index, message] of prompt.entries()) {
    if (message.role === 'system') continue;
    let merged: PromptUnit = [index];
    let oldestCall = message.role === 'tool' && units.length > 0 ? (units.at(-1)?.[0] ?? index) : index;
    for (const id of toolCallIds(message, 'tool-result')) {
      const at = callMessage.get(id);
      if (at !== undefined && at < oldestCall) oldestCall = at;
    }
    // Absorb every unit that reaches the oldest call this message answers (units are in order).
    for (let top = units.at(-1); top !== undefined && (top.at(-1) ?? -1) >= oldestCall; top = units.at(-1)) {
      units.pop();
      top.push(...merged);
      merged = top;
    }
    units.push(merged);
    for (const id of toolCallIds(message, 'tool-call')) callMessage.set(id, index);
  }
  return units;
}
