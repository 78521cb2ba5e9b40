import type { ChunkType, Processor, ProcessInputArgs, ProcessOutputStreamArgs, ProcessToolResultArgs, StoredMessage } from '@sluice/core';

// Deliberately broken processors: each violates one rule the suite must catch.

/** Keeps its hold-back buffer on the instance: concurrent requests mix their text. */
export class LeaksStateAcrossRequests implements Processor {
  readonly id = 'leaks-state';
  private held = '';
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType | null {
    if (part.type === 'text-delta') {
      const text = this.held + part.payload.text;
      const space = text.lastIndexOf(' ');
      this.held = text.slice(space + 1);
      return space < 0 ? null : { ...part, payload: { ...part.payload, text: text.slice(0, space + 1) } };
    }
    if (part.type === 'text-end' && this.held !== '') {
      const rest = this.held;
      this.held = '';
      return [{ ...part, type: 'text-delta', payload: { id: part.payload.id, text: rest } } as ChunkType, part] as unknown as ChunkType;
    }
    return part;
  }
}

/** Holds back the last word and never releases it. */
export class LosesHeldBackText implements Processor {
  readonly id = 'loses-held-back-text';
  processOutputStream({ part, state }: ProcessOutputStreamArgs): ChunkType | null {
    if (part.type !== 'text-delta') return part;
    const text = (typeof state.held === 'string' ? state.held : '') + part.payload.text;
    const space = text.lastIndexOf(' ');
    state.held = text.slice(space + 1);
    return space < 0 ? null : { ...part, payload: { ...part.payload, text: text.slice(0, space + 1) } };
  }
}

/** Emits each text delta one chunk late, after the next one. */
export class ReordersChunks implements Processor {
  readonly id = 'reorders-chunks';
  processOutputStream({ part, state }: ProcessOutputStreamArgs): ChunkType | ChunkType[] | null {
    if (part.type === 'text-delta') {
      const previous = state.previous as ChunkType | undefined;
      state.previous = part;
      return previous === undefined ? null : [part, previous];
    }
    if (part.type === 'text-end' && state.previous !== undefined) {
      const previous = state.previous as ChunkType;
      state.previous = undefined;
      return [previous, part];
    }
    return part;
  }
}

/** Upper-cases text by editing the chunk it receives in place. */
export class MutatesItsInput implements Processor {
  readonly id = 'mutates-input';
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType {
    if (part.type === 'text-delta') part.payload.text = part.payload.text.toUpperCase();
    return part;
  }
}

/** Returns the delta's text (a string) instead of a chunk. */
export class ReturnsWrongShape implements Processor {
  readonly id = 'returns-wrong-shape';
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType {
    return (part.type === 'text-delta' ? part.payload.text : part) as ChunkType;
  }
}

/** Replaces the first text delta with a forged `tripwire` chunk (only core may make one). */
export class ForgesTripwire implements Processor {
  readonly id = 'forges-tripwire';
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType {
    if (part.type !== 'text-delta') return part;
    return { type: 'tripwire', runId: part.runId, from: 'AGENT', payload: { reason: 'forged', processorId: 'guard' } };
  }
}

/** Returns text deltas whose text is a number. */
export class ReturnsNumericText implements Processor {
  readonly id = 'returns-numeric-text';
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType {
    if (part.type !== 'text-delta') return part;
    return { ...part, payload: { ...part.payload, text: part.payload.text.length as unknown as string } };
  }
}

/** Reads the first character of every delta without checking that there is one. */
export class ThrowsOnEmptyInput implements Processor {
  readonly id = 'throws-on-empty';
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType {
    if (part.type === 'text-delta') {
      const first = part.payload.text[0];
      if (first === undefined) throw new TypeError("Cannot read properties of undefined (reading 'toUpperCase')");
    }
    return part;
  }
}

/** Keeps every chunk it has seen in its state. */
export class GrowsMemoryWithoutBound implements Processor {
  readonly id = 'grows-memory';
  processOutputStream({ part, state }: ProcessOutputStreamArgs): ChunkType {
    const seen = (state.seen ??= []) as ChunkType[];
    seen.push(part);
    return part;
  }
}

/** Edits the input messages in place instead of returning copies. */
export class MutatesMessages implements Processor {
  readonly id = 'mutates-messages';
  processInput({ messages }: { messages: StoredMessage[] }): StoredMessage[] {
    for (const message of messages) {
      for (const part of message.content.parts) if (part.type === 'text') part.text = part.text.toUpperCase();
    }
    return messages;
  }
}

/** processInput returns a string. */
export class ReturnsStringFromInput implements Processor {
  readonly id = 'input-returns-string';
  processInput(): StoredMessage[] {
    return 'not messages' as unknown as StoredMessage[];
  }
}

/** Drops chunk types it does not know. */
export class DropsUnknownChunks implements Processor {
  readonly id = 'drops-unknown';
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType | null {
    return part.type.startsWith('x-') ? null : part;
  }
}

/** Keeps every delta's text in a `#private` field, invisible to a reachability walk. */
export class LeaksIntoPrivateField implements Processor {
  readonly id = 'leaks-private';
  readonly #seen: string[] = [];
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType {
    if (part.type === 'text-delta') this.#seen.push(part.payload.text);
    return part;
  }
}

/** Numbers input messages with a counter kept on the instance, so it keeps counting across requests. */
export class CountsAcrossRequests implements Processor {
  readonly id = 'counts-across-requests';
  #count = 0;
  processInput({ messages }: { messages: StoredMessage[] }): StoredMessage[] {
    return messages.map((m) => {
      this.#count += 1;
      return { ...m, content: { ...m.content, parts: [...m.content.parts, { type: 'text', text: `#${this.#count}` }] } };
    });
  }
}

/** Reads the last input message without checking that there is one. */
export class ThrowsOnEmptyMessageList implements Processor {
  readonly id = 'throws-on-empty-list';
  processInput({ messages }: { messages: StoredMessage[] }): StoredMessage[] {
    const last = messages[messages.length - 1];
    if (last === undefined) throw new TypeError("Cannot read properties of undefined (reading 'content')");
    return messages;
  }
}

/** Its processToolResult reads `result` as an object, so it throws on a failed call's error text. */
export class ThrowsOnToolError implements Processor {
  readonly id = 'throws-on-tool-error';
  processToolResult({ result }: ProcessToolResultArgs): undefined {
    if (typeof result === 'string') throw new TypeError("Cannot use 'in' operator to search for 'ssn' in a string");
    return undefined;
  }
}

/** Its stream hook never settles on a text delta; its processInput never settles at all. */
export class NeverSettles implements Processor {
  readonly id = 'never-settles';
  processInput(): Promise<undefined> {
    return new Promise(() => undefined);
  }
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType | Promise<ChunkType> {
    return part.type === 'text-delta' ? new Promise(() => undefined) : part;
  }
}

/** Takes options and ignores the keys it does not know: a misspelt option goes unnoticed. */
export class AcceptsUnknownOptions implements Processor {
  readonly id: string;
  constructor(options: { id?: string } = {}) {
    this.id = options.id ?? 'accepts-unknown-options';
  }
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType {
    return part;
  }
}

/** Rejects unknown option keys, but with a plain TypeError that has no `code`. */
export class RejectsOptionsUntyped implements Processor {
  readonly id = 'rejects-options-untyped';
  constructor(options: Record<string, unknown> = {}) {
    const unknown = Object.keys(options).filter((key) => key !== 'id');
    if (unknown.length > 0) throw new TypeError(`unknown options: ${unknown.join(', ')}`);
  }
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType {
    return part;
  }
}

/** Declares `readOnly: true` but trims its input messages and upper-cases streamed text. */
export class ClaimsReadOnlyButTransforms implements Processor {
  readonly id = 'claims-read-only';
  readonly readOnly = true;
  processInput({ messages }: ProcessInputArgs): StoredMessage[] {
    return messages.map((m) => ({ ...m, content: { ...m.content, parts: m.content.parts.map((p) => (p.type === 'text' ? { ...p, text: `${p.text}!` } : p)) } }));
  }
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType {
    return part.type === 'text-delta' ? { ...part, payload: { ...part.payload, text: part.payload.text.toUpperCase() } } : part;
  }
}
