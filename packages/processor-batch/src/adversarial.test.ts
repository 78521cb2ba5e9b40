import type { ChunkType } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { BatchParts } from './batch-parts.js';
import { chunk, delta, hookRunner, textOf } from './test/run-hook.js';

function pushAll(processor: BatchParts, parts: readonly ChunkType[]): ChunkType[] {
  const { push } = hookRunner(processor);
  const out: ChunkType[] = [];
  for (const part of parts) for (const c of push(part)) out.push(c);
  return out;
}

describe('BatchParts on hostile input', () => {
  it('1,000,000 one-character deltas: every character arrives once, in order, in ceil(n / batchSize) chunks', () => {
    const n = 1_000_000;
    const parts: ChunkType[] = [chunk('text-start', { id: 't1' })];
    let expected = '';
    for (let i = 0; i < n; i++) {
      const c = String.fromCharCode(97 + (i % 26));
      expected += c;
      parts.push(delta(c));
    }
    parts.push(chunk('text-end', { id: 't1' }));
    const out = pushAll(new BatchParts({ batchSize: 64 }), parts);
    expect(textOf(out)).toBe(expected);
    expect(out.filter((c) => c.type === 'text-delta')).toHaveLength(Math.ceil(n / 64));
    expect(out.at(-1)?.type).toBe('text-end');
    expect(out.every((c) => c.type !== 'text-delta' || c.payload.id === 't1')).toBe(true);
  });

  it('a 10 MB delta passes through as the same object; 10 MB in 1 MB deltas is merged whole', () => {
    const big = delta('x'.repeat(10 * 1024 * 1024));
    const [single] = pushAll(new BatchParts({ batchSize: 1 }), [big]);
    expect(single).toBe(big);
    const mb = 'y'.repeat(1024 * 1024);
    const out = pushAll(new BatchParts({ batchSize: 10 }), Array.from({ length: 10 }, () => delta(mb)));
    expect(out).toHaveLength(1);
    expect(textOf(out).length).toBe(10 * 1024 * 1024);
  });

  it('deltas that split surrogate pairs, combining marks and bidi controls are joined back exactly', () => {
    const text = '🙂👍🏽 e\u0301 \u202Eevil\u202C \u0000 \u200B日本語 العربية'.repeat(2000);
    const units = Array.from({ length: text.length }, (_, i) => delta(text.charAt(i)));
    const out = pushAll(new BatchParts({ batchSize: 7 }), [...units, chunk('text-end', { id: 't1' })]);
    expect(textOf(out)).toBe(text);
  });

  it('deeply nested providerMetadata (100,000 levels) passes untouched, without recursion', () => {
    let nested: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++) nested = { n: nested };
    const tagged = { ...delta('a'), payload: { id: 't1', text: 'a', providerMetadata: { p: nested } } } as ChunkType;
    const out = pushAll(new BatchParts({ batchSize: 4 }), [delta('b'), tagged]);
    expect(out).toHaveLength(2);
    expect(out[1]).toBe(tagged);
  });

  it('an empty text part (text-start, text-end) and a stream of only empty deltas produce no text and lose nothing', () => {
    const parts = [chunk('text-start', { id: 't1' }), delta(''), delta(''), chunk('text-end', { id: 't1' })];
    const out = pushAll(new BatchParts({ batchSize: 2, maxWaitTime: 10 }), parts);
    expect(out.map((c) => c.type)).toEqual(['text-start', 'text-end']);
  });

  it('interleaved text parts and tool input deltas keep their relative order', () => {
    const parts: ChunkType[] = [];
    for (let i = 0; i < 1000; i++) {
      parts.push(delta(`a${i}`, 'A'), delta(`b${i}`, 'B'), chunk('tool-call-delta', { toolCallId: 'c', argsTextDelta: `${i}` }));
    }
    const out = pushAll(new BatchParts({ batchSize: 3 }), parts);
    const label = (c: ChunkType) =>
      c.type === 'text-delta' ? `${c.payload.id}:${c.payload.text}` : c.type === 'tool-call-delta' ? `tool:${c.payload.argsTextDelta}` : c.type;
    const sequence = out.map(label);
    const expected = parts.map(label);
    expect(sequence).toEqual(expected);
  });
});
