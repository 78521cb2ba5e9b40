import type { ChunkType, ProcessOutputStreamArgs, Processor } from '@sluice/core';
import { resolveBatchPartsOptions, type BatchPartsOptions } from './options.js';

type TextDelta = Extract<ChunkType, { type: 'text-delta' }>;

/** The batch being gathered for one request (kept in the processor's request state). */
interface PendingBatch {
  /** The first delta: the merged chunk copies its fields (id, runId, from). */
  first: TextDelta;
  text: string;
  count: number;
  /** `Date.now()` when the first delta arrived. */
  startedAt: number;
}

/** This processor's request state. */
export interface BatchPartsState {
  [key: string]: unknown;
  batch?: PendingBatch | undefined;
}

/**
 * Merges adjacent streamed `text-delta` chunks of one text part into fewer, larger chunks, so slow
 * clients and UI re-renders get fewer updates. A batch is sent when it holds `batchSize` deltas,
 * when its first delta has waited `maxWaitTime` ms (also while the model is silent: it asks core for
 * idle ticks through `streamIdleTickMs`), or just before any other chunk (`text-end`, a tool call,
 * `step-finish`...). The merged chunk keeps the text part's id; no text is changed, lost or reordered.
 * Put it last in `outputProcessors` so guardrails before it judge the original deltas, or first so
 * that later processors see fewer chunks.
 *
 * @example
 * const agent = new Agent({ id: 'chat', model, outputProcessors: [new BatchParts({ batchSize: 8, maxWaitTime: 50 })] });
 */
export class BatchParts implements Processor<string, BatchPartsState> {
  readonly id: string;
  readonly name = 'Batch parts';
  readonly description = 'Merges adjacent streamed text deltas by count or by time, keeping ids and chunk order.';
  /** Half of `maxWaitTime` (at least 1 ms), or undefined without it: core's idle-tick period. */
  readonly streamIdleTickMs?: number;
  readonly #batchSize: number;
  readonly #maxWaitTime: number | undefined;
  readonly #now: () => number;

  /** @throws BatchPartsOptionsError when `options` do not match `batchPartsOptionsSchema`. */
  constructor(options: BatchPartsOptions = {}) {
    const resolved = resolveBatchPartsOptions(options);
    this.id = resolved.id;
    this.#batchSize = resolved.batchSize;
    this.#maxWaitTime = resolved.maxWaitTime;
    if (resolved.maxWaitTime !== undefined) this.streamIdleTickMs = Math.max(1, Math.ceil(resolved.maxWaitTime / 2));
    this.#now = () => Date.now();
  }

  /** Gathers text deltas; sends the batch when full, when it waited long enough, or before any other chunk. */
  processOutputStream({ part, state }: ProcessOutputStreamArgs<BatchPartsState>): ChunkType | ChunkType[] | null {
    if (part.type !== 'text-delta') {
      // A batch still pending at step-start belongs to a step that was rolled back (a normal step
      // ends with step-finish, which sends it): drop it rather than replay stale text.
      if (part.type === 'step-start') {
        state.batch = undefined;
        return part;
      }
      const batch = take(state);
      return batch === undefined ? part : [batch, part];
    }
    const text = part.payload.text;
    const pending = state.batch;
    if (text === '') {
      // An empty delta (core's idle tick, or a provider's): nothing to merge, but time may be up.
      return pending !== undefined && this.#expired(pending) ? take(state) ?? null : null;
    }
    const metadata = part.payload.providerMetadata !== undefined;
    if (pending === undefined) {
      // Metadata belongs to one delta: never merged away. batchSize 1: nothing to merge.
      if (metadata || this.#batchSize === 1) return part;
      state.batch = { first: part, text, count: 1, startedAt: this.#now() };
      return null;
    }
    if (metadata || pending.first.payload.id !== part.payload.id) return this.#switch(state, part);
    pending.text += text;
    pending.count++;
    return pending.count >= this.#batchSize || this.#expired(pending) ? take(state) ?? null : null;
  }

  /** A delta that cannot join the pending batch (another text part, or provider metadata): the batch goes first. */
  #switch(state: BatchPartsState, part: TextDelta): ChunkType[] {
    const sent = [take(state) as ChunkType];
    const metadata = part.payload.providerMetadata !== undefined;
    if (metadata || this.#batchSize === 1) sent.push(part);
    else state.batch = { first: part, text: part.payload.text, count: 1, startedAt: this.#now() };
    return sent;
  }

  #expired(batch: PendingBatch): boolean {
    return this.#maxWaitTime !== undefined && this.#now() - batch.startedAt >= this.#maxWaitTime;
  }
}

/** Removes the pending batch from `state` and returns it as one chunk (undefined when none). */
function take(state: BatchPartsState): ChunkType | undefined {
  const batch = state.batch;
  if (batch === undefined) return undefined;
  state.batch = undefined;
  if (batch.count === 1) return batch.first;
  return { ...batch.first, payload: { ...batch.first.payload, text: batch.text } };
}
