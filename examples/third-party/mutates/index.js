// Declares `mutatesMessages: false` in its manifest, then edits the caller's messages in place:
// the kit's input-mutation check must fail it.
import { parseProcessorOptions } from '@sluice/core';
import { z } from 'zod';

export class Mutates {
  id = 'mutates';
  constructor(options = {}) {
    parseProcessorOptions(z.object({}).strict(), options, 'Mutates');
  }
  processInput({ messages }) {
    for (const message of messages) {
      if (Array.isArray(message.content?.parts)) message.content.parts.push({ type: 'text', text: ' (edited)' });
    }
    return messages;
  }
}
