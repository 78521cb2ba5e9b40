import type { MessageList, MessageSource, StoredMessage, SystemMessage } from '@sluice/core';

/** The few MessageList members these processors use, over a plain array (until core's MessageList lands). */
export class FakeMessageList {
  readonly messages: { message: StoredMessage; source: MessageSource }[] = [];
  readonly systemMessages: SystemMessage[] = [];

  constructor(messages: StoredMessage[] = [], systemMessages: SystemMessage[] = []) {
    for (const message of messages) this.messages.push({ message, source: 'input' });
    this.systemMessages.push(...systemMessages);
  }

  add(message: StoredMessage, source: MessageSource): this {
    this.messages.push({ message, source });
    return this;
  }

  removeByIds(ids: string[]): StoredMessage[] {
    const removed: StoredMessage[] = [];
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const entry = this.messages[i];
      if (entry !== undefined && ids.includes(entry.message.id)) {
        removed.unshift(entry.message);
        this.messages.splice(i, 1);
      }
    }
    return removed;
  }

  getAllSystemMessages(): SystemMessage[] {
    return [...this.systemMessages];
  }

  get get() {
    const db = () => this.messages.map((entry) => entry.message);
    return { all: { db } };
  }

  /** This fake, typed as the real class for hook arguments. */
  asMessageList(): MessageList {
    return this as unknown as MessageList;
  }
}

/** A stored message with one text part. */
export function textMessage(id: string, role: StoredMessage['role'], text: string): StoredMessage {
  return { id, role, createdAt: new Date(0), content: { format: 2, parts: [{ type: 'text', text }] } };
}
