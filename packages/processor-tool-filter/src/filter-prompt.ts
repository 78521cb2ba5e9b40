import type { ModelPrompt } from '@sluice/core';
import type { RemovedToolCall } from './options.js';

type Message = ModelPrompt[number];
type AssistantPart = Extract<Message, { role: 'assistant' }>['content'][number];
type ToolPart = Extract<Message, { role: 'tool' }>['content'][number];

/** What `filterPrompt` decides. */
export interface FilterSettings {
  /** Tool names to remove; undefined: every tool. */
  exclude: ReadonlySet<string> | undefined;
  /** Keep the last N tool steps; undefined: keep the steps after the last user message. */
  keepLastToolSteps: number | undefined;
  /** A one-line note per removed pair, or undefined for none. */
  summarize: ((removed: RemovedToolCall) => string) | undefined;
}

/** The filtered prompt and what was removed. */
export interface FilterResult {
  prompt: ModelPrompt;
  removed: RemovedToolCall[];
}

/**
 * Removes old tool call / result pairs from a model prompt, returning a new prompt (the given one
 * is not changed). A pair is always removed whole: the call from its assistant message and the
 * result from the tool message (or from the assistant message, for provider-executed tools); a
 * result whose call is not in the prompt is removed with the tool's other pairs. Messages this
 * filter empties are dropped; other messages are kept as they are (the same objects). Linear in the prompt size.
 */
export function filterPrompt(prompt: ModelPrompt, settings: FilterSettings): FilterResult {
  const stepIndexes: number[] = [];
  let lastUser = -1;
  prompt.forEach((message, index) => {
    if (message.role === 'user') lastUser = index;
    if (message.role === 'assistant' && message.content.some((p) => p.type === 'tool-call')) stepIndexes.push(index);
  });
  const keepFrom =
    settings.keepLastToolSteps === undefined
      ? lastUser
      : settings.keepLastToolSteps === 0
        ? Infinity
        : (stepIndexes[stepIndexes.length - settings.keepLastToolSteps] ?? -1);
  const matches = (toolName: string) => settings.exclude === undefined || settings.exclude.has(toolName);

  // calls to remove, with their inputs; results found for them
  const calls = new Map<string, RemovedToolCall>();
  for (const index of stepIndexes) {
    if (index >= keepFrom) break;
    const message = prompt[index];
    if (message?.role !== 'assistant') continue;
    for (const part of message.content) {
      if (part.type === 'tool-call' && matches(part.toolName)) {
        calls.set(part.toolCallId, { toolCallId: part.toolCallId, toolName: part.toolName, input: part.input, output: undefined });
      }
    }
  }
  const keptCallIds = new Set<string>();
  for (const message of prompt) {
    if (message.role !== 'assistant') continue;
    for (const part of message.content) if (part.type === 'tool-call' && !calls.has(part.toolCallId)) keptCallIds.add(part.toolCallId);
  }
  const removeResult = (toolCallId: string, toolName: string, index: number): boolean =>
    calls.has(toolCallId) || (!keptCallIds.has(toolCallId) && index < keepFrom && matches(toolName));

  // collect outputs first, so summaries can include them
  prompt.forEach((message, index) => {
    if (message.role !== 'tool' && message.role !== 'assistant') return;
    for (const part of message.content) {
      if (part.type !== 'tool-result') continue;
      const call = calls.get(part.toolCallId);
      if (call !== undefined) call.output = part.output;
      else if (removeResult(part.toolCallId, part.toolName, index)) calls.set(part.toolCallId, { toolCallId: part.toolCallId, toolName: part.toolName, input: undefined, output: part.output });
    }
  });
  if (calls.size === 0) return { prompt, removed: [] };

  const out: ModelPrompt = [];
  prompt.forEach((message, index) => {
    if (message.role === 'assistant') {
      const content: AssistantPart[] = [];
      let changed = false;
      for (const part of message.content) {
        if (part.type === 'tool-call' && calls.has(part.toolCallId)) {
          const removed = calls.get(part.toolCallId);
          if (settings.summarize !== undefined && removed !== undefined) content.push({ type: 'text', text: settings.summarize(removed) });
          changed = true;
          continue;
        }
        if (part.type === 'tool-result' && removeResult(part.toolCallId, part.toolName, index)) {
          changed = true;
          continue;
        }
        content.push(part);
      }
      if (!changed) out.push(message);
      else if (content.length > 0) out.push({ ...message, content });
      return;
    }
    if (message.role === 'tool') {
      const content: ToolPart[] = message.content.filter((part) => part.type !== 'tool-result' || !removeResult(part.toolCallId, part.toolName, index));
      if (content.length === message.content.length) out.push(message);
      else if (content.length > 0) out.push({ ...message, content });
      return;
    }
    out.push(message);
  });
  return { prompt: out, removed: [...calls.values()] };
}
