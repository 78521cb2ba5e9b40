import { isRecord } from '../contract/is-record.js';
import { MessageListError } from './message-list-error.js';
import type { SystemMessage } from './system-message.js';

/** A copy of every system message, taken with `MessageList.snapshotSystemMessages()`. */
export interface SystemMessagesSnapshot {
  readonly untagged: readonly SystemMessage[];
  readonly tagged: readonly (readonly [tag: string, messages: readonly SystemMessage[]])[];
}

/** What `MessageList.restoreSystemMessages` puts back. */
export interface RestoreSystemMessagesOptions {
  /** `all` (default) restores untagged and tagged messages; `untagged` leaves tagged ones as they are. */
  only?: 'all' | 'untagged';
}

/** Checks and copies one system message input (a string is a system message with that text). */
export function toSystemMessage(input: unknown): SystemMessage {
  if (typeof input === 'string') return { role: 'system', content: input };
  if (!isRecord(input) || input.role !== 'system' || typeof input.content !== 'string') {
    throw new MessageListError('INVALID_MESSAGE', 'a system message must be a string or { role: "system", content: string }');
  }
  return { ...(input as unknown as SystemMessage) };
}

function sameSystem(a: SystemMessage, b: SystemMessage): boolean {
  return a.content === b.content && JSON.stringify(a.providerOptions) === JSON.stringify(b.providerOptions);
}

/**
 * The system messages of a list: an untagged group and named groups (tags), each in insertion
 * order. Adding a message equal to one already in its group (same text and provider options) is a
 * no-op, so re-adding instructions every step does not duplicate them.
 */
export class SystemMessageStore {
  private untagged: SystemMessage[] = [];
  private readonly tagged = new Map<string, SystemMessage[]>();

  /** Adds `message` to the untagged group or to `tag`; returns an undo function, or undefined for a no-op. */
  add(message: SystemMessage, tag?: string): (() => void) | undefined {
    let group = tag === undefined ? this.untagged : this.tagged.get(tag);
    if (group?.some((existing) => sameSystem(existing, message)) === true) return undefined;
    if (group === undefined) {
      group = [];
      this.tagged.set(tag as string, group);
    }
    group.push(message);
    const target = group;
    return () => {
      const at = target.lastIndexOf(message);
      if (at >= 0) target.splice(at, 1);
      if (tag !== undefined && target.length === 0 && this.tagged.get(tag) === target) this.tagged.delete(tag);
    };
  }

  get(tag?: string): SystemMessage[] {
    return [...(tag === undefined ? this.untagged : (this.tagged.get(tag) ?? []))];
  }

  all(): SystemMessage[] {
    const out = [...this.untagged];
    for (const group of this.tagged.values()) out.push(...group);
    return out;
  }

  /** Every tag with its messages, in insertion order. */
  tags(): [string, SystemMessage[]][] {
    return [...this.tagged].map(([tag, group]) => [tag, [...group]]);
  }

  replaceUntagged(messages: SystemMessage[]): void {
    this.untagged = [];
    for (const message of messages) this.add(message);
  }

  clear(tag?: string): void {
    if (tag === undefined) this.untagged = [];
    else this.tagged.delete(tag);
  }

  snapshot(): SystemMessagesSnapshot {
    return {
      untagged: this.untagged.map((message) => ({ ...message })),
      tagged: [...this.tagged].map(([tag, group]) => [tag, group.map((message) => ({ ...message }))] as const),
    };
  }

  restore(snapshot: SystemMessagesSnapshot, options: RestoreSystemMessagesOptions = {}): void {
    this.untagged = snapshot.untagged.map((message) => ({ ...message }));
    if (options.only === 'untagged') return;
    this.tagged.clear();
    for (const [tag, group] of snapshot.tagged) this.tagged.set(tag, group.map((message) => ({ ...message })));
  }
}
