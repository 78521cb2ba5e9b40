import type { KnownChunk } from '@sluice/core';
import { makeChunk } from './make-chunk.js';

/** Options of `textChunks` and `textStreamChunks`. */
export interface TextChunksOptions {
  /** The text part id. @default `text-0` */
  id?: string;
  /** @default `run-test` */
  runId?: string;
}

/** How to split a text: cut positions (code-unit offsets, ascending), or a piece length. */
export type TextSplits = readonly number[] | number;

/** Splits `text` at `splits` into pieces; joining them gives `text` back. Empty pieces are dropped. */
export function splitText(text: string, splits: TextSplits): string[] {
  const cuts: number[] = [];
  if (typeof splits === 'number') {
    if (!Number.isInteger(splits) || splits < 1) {
      throw new TypeError(`a piece length must be a positive integer, received ${String(splits)}`);
    }
    for (let i = splits; i < text.length; i += splits) cuts.push(i);
  } else {
    cuts.push(...[...splits].filter((cut) => cut > 0 && cut < text.length).sort((a, b) => a - b));
  }
  const pieces: string[] = [];
  let start = 0;
  for (const cut of [...cuts, text.length]) {
    if (cut > start) pieces.push(text.slice(start, cut));
    start = Math.max(start, cut);
  }
  return pieces;
}

/**
 * The `text-delta` chunks of `text` cut at `splits` (offsets, or a piece length).
 *
 * @example
 * textChunks('Call 555-0100 now', [7, 10]) // deltas 'Call 55', '5-0', '100 now'
 */
export function textChunks(
  text: string,
  splits: TextSplits,
  options: TextChunksOptions = {},
): KnownChunk<'text-delta'>[] {
  const id = options.id ?? 'text-0';
  return splitText(text, splits).map((piece) => makeChunk('text-delta', { id, text: piece }, options.runId));
}

/**
 * A whole one-step output stream for `text` as the agent emits it: `start`, `step-start`,
 * `text-start`, the deltas of `textChunks(text, splits)`, `text-end`, `step-finish`, `finish`.
 */
export function textStreamChunks(
  text: string,
  splits: TextSplits,
  options: TextChunksOptions = {},
): KnownChunk[] {
  const id = options.id ?? 'text-0';
  const runId = options.runId;
  const usage = { inputTokens: 10, outputTokens: 10, totalTokens: 20 };
  return [
    makeChunk('start', {}, runId),
    makeChunk('step-start', { stepNumber: 0 }, runId),
    makeChunk('text-start', { id }, runId),
    ...textChunks(text, splits, options),
    makeChunk('text-end', { id }, runId),
    makeChunk(
      'step-finish',
      {
        stepNumber: 0,
        stepResult: { reason: 'stop', isContinued: false },
        output: { text, toolCalls: [], usage },
      },
      runId,
    ),
    makeChunk('finish', { stepResult: { reason: 'stop' }, output: { usage } }, runId),
  ];
}

/**
 * Joins the text of every `text-delta` chunk (or, with `type: 'reasoning-delta'`, of every reasoning
 * delta), in order: what a client shows of that channel.
 */
export function collectText(
  chunks: readonly { type: string; payload?: unknown }[],
  type: 'text-delta' | 'reasoning-delta' = 'text-delta',
): string {
  let text = '';
  for (const chunk of chunks) {
    if (chunk.type === type) text += (chunk.payload as { text: string }).text;
  }
  return text;
}

/** A reasoning block made of `pieces`: `reasoning-start`, one `reasoning-delta` per piece, `reasoning-end`. */
export function reasoningChunks(pieces: readonly string[], options: TextChunksOptions = {}): KnownChunk[] {
  const id = options.id ?? 'reasoning-0';
  return [
    makeChunk('reasoning-start', { id }, options.runId),
    ...pieces.map((text) => makeChunk('reasoning-delta', { id, text }, options.runId)),
    makeChunk('reasoning-end', { id }, options.runId),
  ];
}
