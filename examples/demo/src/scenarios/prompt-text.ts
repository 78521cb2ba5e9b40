import type { LanguageModelV3Prompt } from '@ai-sdk/provider';

/** The text of a provider prompt's last user message (what the model was asked). */
export function lastUserText(prompt: LanguageModelV3Prompt): string {
  const user = prompt.filter((message) => message.role === 'user').at(-1);
  if (user === undefined) return '';
  return user.content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('');
}

/** The role of a provider prompt's last message. */
export function lastRole(prompt: LanguageModelV3Prompt): string {
  return prompt.at(-1)?.role ?? 'none';
}
