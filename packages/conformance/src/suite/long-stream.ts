import type { ChunkType } from '@sluice/core';
import { makeChunk } from '../chunks/make-chunk.js';

// Long deltas (~64 characters), so that a processor retaining them shows up clearly on the heap.
const WORDS = ['conformance ', 'lorem ', 'ipsum ', 'stream ', 'chunk ', 'bounded ', 'memory ', 'sluice '].map(
  (word) => word.repeat(Math.ceil(56 / word.length)),
);
const RUN_ID = 'run-conformance';

/**
 * A one-step stream of `total` chunks (framing included), generated lazily; every delta's text is
 * a distinct string (`<word><n> `) so retained deltas show up in heap measurements.
 */
export function* longStream(total: number): Generator<ChunkType> {
  const usage = { inputTokens: 1, outputTokens: total, totalTokens: total + 1 };
  yield makeChunk('start', {}, RUN_ID);
  yield makeChunk('step-start', { stepNumber: 0 }, RUN_ID);
  yield makeChunk('text-start', { id: 'text-0' }, RUN_ID);
  for (let i = 0; i < total - 7; i++) {
    yield makeChunk('text-delta', { id: 'text-0', text: `${WORDS[i % WORDS.length] ?? ''}${i} ` }, RUN_ID);
  }
  yield makeChunk('text-end', { id: 'text-0' }, RUN_ID);
  yield makeChunk('step-finish', { stepNumber: 0, stepResult: { reason: 'stop', isContinued: false }, output: { text: '', toolCalls: [], usage } }, RUN_ID);
  yield makeChunk('finish', { stepResult: { reason: 'stop' }, output: { usage } }, RUN_ID);
}
