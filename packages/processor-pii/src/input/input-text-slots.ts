import type { StoredMessage, SystemMessage } from '@sluice/core';
import { readFileText } from './file-text.js';

/** One piece of input text the detector scans, and how to write its redacted form back. */
export interface InputTextSlot {
  text: string;
  /** Where it is, for reports: a message id, or `system:<index>`. */
  location: string;
  /** The stored message it belongs to; undefined for a system message. */
  message: StoredMessage | undefined;
  write(text: string): void;
}

/**
 * Every text channel of a call's input: text and reasoning parts, the text of `file` parts (textual
 * media types, `data:` URLs, or data that is not base64) and their file names, the legacy `content`
 * string, and, when `system` is true, every system message (instructions and caller-supplied ones:
 * `processInput` cannot tell them apart). Remote file URLs and binary files are not read.
 */
export function inputTextSlots(messages: readonly StoredMessage[], systemMessages: readonly SystemMessage[], system: boolean): InputTextSlot[] {
  const slots: InputTextSlot[] = [];
  for (const message of messages) {
    const location = message.id;
    for (const part of message.content.parts) {
      if (part.type === 'text' || part.type === 'reasoning') {
        slots.push({ text: part.text, location, message, write: (text) => (part.text = text) });
      } else if (part.type === 'file') {
        const file = readFileText(part);
        if (file !== undefined) slots.push({ text: file.text, location, message, write: (text) => (part.data = file.encode(text)) });
        if (part.filename !== undefined) slots.push({ text: part.filename, location, message, write: (text) => (part.filename = text) });
      }
    }
    const content = message.content;
    if (content.content !== undefined) slots.push({ text: content.content, location, message, write: (text) => (content.content = text) });
  }
  if (system) {
    systemMessages.forEach((entry, index) => {
      slots.push({ text: entry.content, location: `system:${String(index)}`, message: undefined, write: (text) => (entry.content = text) });
    });
  }
  return slots;
}
