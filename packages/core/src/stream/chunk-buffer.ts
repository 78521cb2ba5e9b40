import type { ChunkType, KnownChunk } from '../contract/chunk-type.js';

type TextDelta = KnownChunk<'text-delta'>;

/**
 * The chunks of one run, kept in order, readable by any number of streams. Each stream replays
 * from the first chunk, so a consumer that subscribes late loses nothing. A push appends to the
 * log and enqueues into each open stream directly: no promise or closure per chunk.
 *
 * The log is compact where a stream is long: a plain text delta (`{ type, runId, from, payload:
 * { id, text } }`, nothing else) that continues the previous delta's part is kept as its text
 * alone, and a late stream reads an equal new chunk in its place. Keeping every chunk object alive
 * made each one survive garbage collections, which cost more than everything else the loop does
 * per chunk. Open streams get the pushed objects themselves.
 */
export class ChunkBuffer {
  /** A chunk, or the text of a plain delta continuing the chunk entry before it (see `#template`). */
  readonly #log: (ChunkType | string)[] = [];
  /** The plain text delta kept whole that the entries since (all texts) continue. */
  #template: TextDelta | undefined;
  #done = false;
  #controllers: ReadableStreamDefaultController<ChunkType>[] = [];

  /** Chunks pushed so far. */
  get length(): number {
    return this.#log.length;
  }

  /** Whether `close()` was called. */
  get closed(): boolean {
    return this.#done;
  }

  /**
   * Appends a chunk (ignored once closed). `plain: true` vouches that it is a plain text delta
   * (made that way and touched by nobody since), which spares the check of its fields.
   */
  push(chunk: ChunkType, plain = false): void {
    if (this.#done) return;
    this.#record(chunk, plain);
    const controllers = this.#controllers;
    for (let i = 0; i < controllers.length; i++) (controllers[i] as ReadableStreamDefaultController<ChunkType>).enqueue(chunk);
  }

  #record(chunk: ChunkType, plain: boolean): void {
    if (chunk.type !== 'text-delta' || !(plain || isPlainDelta(chunk))) {
      this.#template = undefined;
      this.#log.push(chunk);
      return;
    }
    const template = this.#template;
    if (template !== undefined && template.payload.id === chunk.payload.id && template.runId === chunk.runId) {
      this.#log.push(chunk.payload.text);
      return;
    }
    this.#template = chunk;
    this.#log.push(chunk);
  }

  /** Ends every stream after the chunks already pushed. */
  close(): void {
    if (this.#done) return;
    this.#done = true;
    for (const controller of this.#controllers) controller.close();
    this.#controllers = [];
  }

  /** A new stream over every chunk, from the first. */
  stream(): ReadableStream<ChunkType> {
    let own: ReadableStreamDefaultController<ChunkType> | undefined;
    return new ReadableStream<ChunkType>(
      {
        start: (controller) => {
          let template: ChunkType | undefined;
          for (const entry of this.#log) {
            if (typeof entry !== 'string') {
              template = entry;
              controller.enqueue(entry);
            } else {
              const { runId, from, payload } = template as TextDelta;
              controller.enqueue({ type: 'text-delta', runId, from, payload: { id: payload.id, text: entry } });
            }
          }
          if (this.#done) controller.close();
          else {
            own = controller;
            this.#controllers.push(controller);
          }
        },
        cancel: () => {
          this.#controllers = this.#controllers.filter((c) => c !== own);
        },
      },
      { highWaterMark: Number.POSITIVE_INFINITY },
    );
  }
}

/** Whether a text delta has exactly the fields its compact form restores. */
function isPlainDelta(chunk: TextDelta): boolean {
  const payload = chunk.payload as unknown;
  if (typeof payload !== 'object' || payload === null || typeof chunk.payload.text !== 'string') return false;
  return (
    ownKeyCount(chunk) === 4 &&
    ownKeyCount(payload) === 2 &&
    Object.getPrototypeOf(chunk) === Object.prototype &&
    Object.getPrototypeOf(payload) === Object.prototype
  );
}

function ownKeyCount(value: object): number {
  let count = 0;
  for (const key in value) if (Object.hasOwn(value, key)) count++;
  return count;
}
