import { splitText } from '@sluice/conformance';
import type { ChunkType } from '@sluice/core';
import type { PIIDetector } from '../pii-detector.js';
import type { PIIState } from '../pii-state.js';
import { hookContext } from './hook-context.js';

/** Text deltas of one text block, then text-end and finish. */
export function textChunks(pieces: readonly string[], id = 't1'): ChunkType[] {
  const base = { runId: 'run', from: 'AGENT' as const };
  return [
    { ...base, type: 'text-start', payload: { id } },
    ...pieces.map((text): ChunkType => ({ ...base, type: 'text-delta', payload: { id, text } })),
    { ...base, type: 'text-end', payload: { id } },
    {
      ...base,
      type: 'finish',
      payload: { stepResult: { reason: 'stop' }, output: { usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } } },
    },
  ];
}

/** Runs chunks through `processOutputStream` and returns what reaches the client. */
export async function runStream(detector: PIIDetector, chunks: readonly ChunkType[], state: PIIState = {}) {
  const ctx = hookContext(state);
  const out: ChunkType[] = [];
  const seen: ChunkType[] = [];
  for (const part of chunks) {
    seen.push(part);
    const result = await detector.processOutputStream({ ...ctx, part, streamParts: seen, messageList: undefined as never });
    out.push(...(Array.isArray(result) ? result : [result]));
  }
  const text = out.map((c) => (c.type === 'text-delta' ? c.payload.text : '')).join('');
  return { out, text, violations: ctx.violations };
}

/** Splits `text` at the given offsets (taken modulo its length, so any generated integers work). */
export function splitAt(text: string, cuts: readonly number[]): string[] {
  return splitText(text, cuts.map((c) => c % (text.length + 1)));
}

/**
 * The texts that reach the client when `text` is streamed split once at every offset in
 * `[from, to]`, then one character per chunk: each must equal the whole-text redaction.
 */
export async function streamedAtEverySplit(detector: PIIDetector, text: string, from: number, to: number): Promise<string[]> {
  const streamed: string[] = [];
  for (let cut = from; cut <= to; cut++) {
    streamed.push((await runStream(detector, textChunks([text.slice(0, cut), text.slice(cut)]))).text);
  }
  streamed.push((await runStream(detector, textChunks(Array.from(text)))).text);
  return streamed;
}
