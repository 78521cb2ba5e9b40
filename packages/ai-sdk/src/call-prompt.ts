import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { MessageList, type MessageInput } from '@sluice/core';

/**
 * A `MessageList` holding one call's prompt: system messages as system messages, the rest as
 * `input` (the V3 prompt's messages have the AI SDK `ModelMessage` shapes).
 */
export function promptToMessageList(prompt: LanguageModelV3Prompt): MessageList {
  const list = new MessageList();
  const rest: MessageInput[] = [];
  for (const message of prompt) {
    if (message.role === 'system') list.addSystem(message.content);
    else rest.push(message);
  }
  if (rest.length > 0) list.add(rest, 'input');
  return list;
}

/** The prompt with retry feedback as system messages after its leading system messages. */
export function withFeedback(prompt: LanguageModelV3Prompt, feedback: readonly string[]): LanguageModelV3Prompt {
  if (feedback.length === 0) return prompt;
  let at = 0;
  while (at < prompt.length && prompt[at]?.role === 'system') at++;
  const notes = feedback.map((content) => ({ role: 'system' as const, content }));
  return [...prompt.slice(0, at), ...notes, ...prompt.slice(at)];
}
