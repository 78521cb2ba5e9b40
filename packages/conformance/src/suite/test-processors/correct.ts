import {
  parseProcessorOptions,
  type ChunkType,
  type Processor,
  type ProcessOutputStreamArgs,
  type ProcessInputArgs,
  type StoredMessage,
} from '@sluice/core';
import { z } from 'zod';

const shouterOptionsSchema = z.object({ id: z.string().min(1).default('secret-shouter') });

/**
 * A minimal correct processor: upper-cases the word "secret" in streamed text, holding back a
 * partial match across chunks (in `state`) and releasing it at text-end; trims input messages by
 * returning copies. Declares `{ holdsBackText: true, transformsText: true }`. Its options go
 * through core's `parseProcessorOptions`, which rejects unknown keys.
 */
export class SecretShouter implements Processor {
  readonly id: string;

  constructor(options: z.input<typeof shouterOptionsSchema> = {}) {
    this.id = parseProcessorOptions(shouterOptionsSchema, options, 'SecretShouter').id;
  }

  processInput({ messages }: ProcessInputArgs): StoredMessage[] {
    return messages.map((m) => ({
      ...m,
      content: { ...m.content, parts: m.content.parts.map((p) => (p.type === 'text' ? { ...p, text: p.text.trim() } : p)) },
    }));
  }

  processOutputStream({ part, state }: ProcessOutputStreamArgs): ChunkType | ChunkType[] | null {
    const held = typeof state.held === 'string' ? state.held : '';
    if (part.type === 'text-delta') {
      const text = held + part.payload.text;
      const cut = partialSuffix(text, 'secret');
      state.held = text.slice(text.length - cut);
      const ready = text.slice(0, text.length - cut).replaceAll('secret', 'SECRET');
      return ready === '' ? null : { ...part, payload: { ...part.payload, text: ready } };
    }
    if ((part.type === 'text-end' || part.type === 'finish') && held !== '') {
      state.held = '';
      const id = part.type === 'text-end' ? part.payload.id : 'text-0';
      return [{ type: 'text-delta', runId: part.runId, from: 'AGENT', payload: { id, text: held } }, part];
    }
    return part;
  }
}

/** Length of the longest suffix of `text` that is a proper prefix of `word`. */
function partialSuffix(text: string, word: string): number {
  for (let n = Math.min(word.length - 1, text.length); n > 0; n--) {
    if (text.endsWith(word.slice(0, n))) return n;
  }
  return 0;
}

/** A pass-through processor that declares nothing. */
export const passThrough: () => Processor = () => ({
  id: 'pass-through',
  processOutputStream: ({ part }) => part,
});

/**
 * A minimal correct read-only guard: blocks requests and streamed text containing "forbidden"
 * (after an await, like a judge model call) and otherwise passes everything unchanged. Declares
 * `readOnly: true`, so it may run inside `parallel()`.
 */
export class ForbiddenWordGuard implements Processor {
  readonly id = 'forbidden-word-guard';
  readonly readOnly = true;

  async processInput({ messages, abort }: ProcessInputArgs): Promise<StoredMessage[]> {
    await Promise.resolve();
    const text = messages.flatMap((m) => m.content.parts).map((p) => (p.type === 'text' ? p.text : '')).join(' ');
    if (text.includes('forbidden')) abort('forbidden word in the request');
    return messages;
  }

  processOutputStream({ part, abort, state }: ProcessOutputStreamArgs): ChunkType {
    if (part.type !== 'text-delta') return part;
    // The text so far (in `state`), so a word split across chunks is still seen.
    const seen = `${typeof state.seen === 'string' ? state.seen : ''}${part.payload.text}`;
    state.seen = seen.slice(-'forbidden'.length);
    if (seen.includes('forbidden')) abort('forbidden word in the answer');
    return part;
  }
}
