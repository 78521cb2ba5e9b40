import { describe, expect, it } from 'vitest';
import { collected } from '../test-utils/collected.js';
import type { ChunkType, KnownChunk } from '../contract/chunk-type.js';
import { ChunkBuffer } from './chunk-buffer.js';

async function read(stream: ReadableStream<ChunkType>): Promise<ChunkType[]> {
  const chunks: ChunkType[] = [];
  for (const reader = stream.getReader(); ; ) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

const delta = (id: string, text: string, runId = 'run-1'): ChunkType => ({ type: 'text-delta', runId, from: 'AGENT', payload: { id, text } });

const payloadOf = (chunk: ChunkType): unknown => (chunk as KnownChunk).payload;

/** Pushes `chunk` and returns a weak reference to it: only the buffer holds it afterwards. */
function pushHeldWeakly(buffer: ChunkBuffer, chunk: ChunkType): WeakRef<object> {
  buffer.push(chunk);
  return new WeakRef(chunk);
}

class Payload {
  constructor(
    readonly id: string,
    readonly text: string,
  ) {}
}

/** Every kind of neighbour a plain delta can have: other parts, other ids, other runs, extra fields. */
function mixedChunks(): ChunkType[] {
  return [
    { type: 'text-start', runId: 'run-1', from: 'AGENT', payload: { id: 't1' } },
    delta('t1', 'a'),
    delta('t1', 'b'),
    { type: 'text-delta', runId: 'run-1', from: 'AGENT', payload: { id: 't1', text: 'c', providerMetadata: { p: { k: 1 } } } },
    delta('t1', 'd'),
    { type: 'data-progress', runId: 'run-1', from: 'AGENT', data: { n: 1 } },
    delta('t1', 'e'),
    delta('t2', 'f'),
    delta('t2', 'g', 'run-2'),
    { ...delta('t2', 'h', 'run-2'), extra: true } as unknown as ChunkType,
    delta('t2', 'i', 'run-2'),
    { type: 'text-delta', runId: 'run-2', from: 'AGENT', payload: new Payload('t2', 'j') },
    delta('t2', 'k', 'run-2'),
    { type: 'reasoning-delta', runId: 'run-2', from: 'AGENT', payload: { id: 'r1', text: 'l' } },
    delta('t2', 'm', 'run-2'),
  ];
}

describe('ChunkBuffer', () => {
  it('replays every chunk, equal and in order, to a stream opened at any point', async () => {
    const chunks = mixedChunks();
    const buffer = new ChunkBuffer();
    const live = buffer.stream();
    const streams: Promise<ChunkType[]>[] = [read(live)];
    for (const chunk of chunks) {
      buffer.push(chunk);
      streams.push(read(buffer.stream()));
    }
    buffer.close();
    const late = await read(buffer.stream());
    expect(late).toEqual(chunks);
    expect(late.map(payloadOf)).toEqual(chunks.map(payloadOf));
    const liveChunks = await (streams[0] as Promise<ChunkType[]>);
    // An open stream reads the pushed objects themselves.
    for (const [i, chunk] of liveChunks.entries()) expect(chunk).toBe(chunks[i]);
    for (const stream of streams) expect(await stream).toEqual(chunks);
    expect(buffer.length).toBe(chunks.length);
    // Chunks with anything a compact entry would lose are replayed as themselves.
    for (const i of [3, 5, 9, 11, 13]) expect(late[i]).toBe(chunks[i]);
  });

  it('keeps a plain delta that continues its part as text only, so the chunk object can be collected', async () => {
    const buffer = new ChunkBuffer();
    buffer.push(delta('t1', 'first'));
    const ref = pushHeldWeakly(buffer, delta('t1', 'middle'));
    buffer.push(delta('t1', 'last'));
    expect(await collected(ref)).toBe(true);
    buffer.close();
    expect((await read(buffer.stream())).map(payloadOf)).toEqual([
      { id: 't1', text: 'first' },
      { id: 't1', text: 'middle' },
      { id: 't1', text: 'last' },
    ]);
  });

  it('keeps a delta with more fields whole', async () => {
    const buffer = new ChunkBuffer();
    buffer.push(delta('t1', 'first'));
    const ref = pushHeldWeakly(buffer, {
      type: 'text-delta',
      runId: 'run-1',
      from: 'AGENT',
      payload: { id: 't1', text: 'x', providerMetadata: { p: {} } },
    });
    expect(await collected(ref)).toBe(false);
  });
});
