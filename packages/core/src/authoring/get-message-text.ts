import type { StoredMessage } from '../messages/stored-message.js';

/**
 * The text of a stored message: its `text` parts concatenated in order, or, when it has no text
 * part with content, the legacy flattened `content.content` string. Non-text parts (tool calls,
 * files, reasoning) are ignored. This is the spec's `getText`.
 *
 * @example
 * const last = messages.at(-1);
 * if (last && /password/i.test(getMessageText(last))) abort('no passwords');
 */
export function getMessageText(message: StoredMessage): string {
  let text = '';
  for (const part of message.content.parts) {
    if (part.type === 'text') text += part.text;
  }
  if (text === '' && typeof message.content.content === 'string') return message.content.content;
  return text;
}
