import { describe, expect, it } from 'vitest';
import type { ChunkType } from '../../contract/chunk-type.js';
import { MessageList } from '../../messages/message-list.js';
import type { Processor } from '../processor.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { REPROCESS_PART_KEY, type OutputStreamChain } from './output-stream-chain.js';
import { ProcessorRunner } from './processor-runner.js';

// The chain's rules for what a processOutputStream returns, sync and async, one rule per test.

const delta = (text: string): ChunkType => ({ runId: 'r', from: 'AGENT', type: 'text-delta', payload: { id: 't', text } });
/** What the chain's contract error says a processOutputStream may return. */
const STREAM_RETURNS = 'a chunk, an array of chunks, null or undefined';
const textOf = (chunk: ChunkType): string => (chunk.type === 'text-delta' ? chunk.payload.text : chunk.type);

function chainOf(processors: Processor[]): { chain: OutputStreamChain; out: ChunkType[] } {
  const runner = new ProcessorRunner();
  runner.register(processors);
  const out: ChunkType[] = [];
  return { chain: runner.createOutputStream(processors, { messageList: new MessageList(), sink: (chunk) => out.push(chunk) }), out };
}

/** A processor whose hook maps each part, synchronously or through a promise. */
function mapping(id: string, map: (part: ChunkType) => unknown, async = false): Processor {
  // The chain must check what comes back at run time, whatever the hook's declared type.
  return { id, processOutputStream: async ? ({ part }) => Promise.resolve(map(part) as ChunkType) : ({ part }) => map(part) as ChunkType };
}

async function contractErrorOf(run: () => Promise<void> | undefined): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return 'no error';
}

describe('OutputStreamChain: idle ticks and an empty chain', () => {
  it('ticks at the smallest positive streamIdleTickMs, ignoring zero, negative and non-numbers', () => {
    const ticking = (ms: unknown): Processor => ({ id: `tick-${String(ms)}`, streamIdleTickMs: ms as number, processOutputStream: ({ part }) => part });
    expect(chainOf([ticking(50), ticking(20), ticking(0), ticking(-5), ticking('10'), ticking(Number.NaN)]).chain.idleTickMs).toBe(20);
    expect(chainOf([ticking(0), ticking(-1)]).chain.idleTickMs).toBeUndefined();
    expect(chainOf([{ id: 'plain', processOutputStream: ({ part }) => part }]).chain.idleTickMs).toBeUndefined();
    // A processor without processOutputStream is not part of the chain: its tick does not count.
    expect(chainOf([{ id: 'no-stream', streamIdleTickMs: 5 }, ticking(30)]).chain.idleTickMs).toBe(30);
  });

  it('without processors, passes each chunk straight on and keeps none of them', () => {
    const { chain, out } = chainOf([{ id: 'input-only', processInput: () => undefined }]);
    expect(chain.isEmpty).toBe(true);
    expect(chain.push(delta('a'))).toBeUndefined();
    expect(out.map(textOf)).toEqual(['a']);
    expect(chain.streamParts).toEqual([]);
  });

  it('with a processor, keeps every chunk that entered for streamParts', async () => {
    const { chain } = chainOf([mapping('p', (part) => part)]);
    expect(chain.isEmpty).toBe(false);
    await chain.push(delta('a'));
    await chain.push(delta('b'));
    expect(chain.streamParts.map(textOf)).toEqual(['a', 'b']);
  });
});

describe('OutputStreamChain: what a processor returns', () => {
  for (const async of [false, true]) {
    const kind = async ? 'async' : 'sync';

    it(`(${kind}) a returned chunk replaces the part for the processors after it`, async () => {
      const { chain, out } = chainOf([mapping('upper', (part) => delta(textOf(part).toUpperCase()), async), mapping('bang', (part) => delta(`${textOf(part)}!`), async)]);
      await chain.push(delta('hi'));
      expect(out.map(textOf)).toEqual(['HI!']);
    });

    it(`(${kind}) null and undefined drop the part`, async () => {
      const { chain, out } = chainOf([mapping('drop', (part) => (textOf(part) === 'x' ? null : textOf(part) === 'y' ? undefined : part), async)]);
      for (const text of ['x', 'y', 'z']) await chain.push(delta(text));
      expect(out.map(textOf)).toEqual(['z']);
    });

    it(`(${kind}) a fail-open processor that throws leaves the part as it was for the next one`, async () => {
      const flaky: Processor = {
        id: 'flaky',
        failOpen: true,
        processOutputStream: async ? () => Promise.reject(new Error('down')) : () => {
          throw new Error('down');
        },
      };
      const { chain, out } = chainOf([flaky, mapping('bang', (part) => delta(`${textOf(part)}!`))]);
      await chain.push(delta('hi'));
      expect(out.map(textOf)).toEqual(['hi!']);
    });

    it.each([
      ['a string', 'text', STREAM_RETURNS],
      ['a number', 42, STREAM_RETURNS],
      ['a chunk whose payload does not match its type', { runId: 'r', from: 'AGENT', type: 'text-delta', payload: 42 }, 'text-delta'],
      ['an array holding a string', ['text'], STREAM_RETURNS],
      ['an array holding null', [null], STREAM_RETURNS],
      ['an array holding an array', [[]], STREAM_RETURNS],
    ])(`(${kind}) returning %s is a ProcessorContractError naming the processor and what it may return`, async (_title, value, expected) => {
      const { chain, out } = chainOf([mapping('bad', () => value, async)]);
      const error = await contractErrorOf(() => chain.push(delta('hi')));
      expect(ProcessorContractError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ processorId: 'bad', hook: 'processOutputStream' });
      expect((error as Error).message).toContain(expected);
      expect(out).toEqual([]);
    });
  }

  it('an array is emitted in order even when a later processor is slower on the first element', async () => {
    const split: Processor = { id: 'split', processOutputStream: ({ part }) => [delta(`${textOf(part)}1`), delta(`${textOf(part)}2`)] };
    let calls = 0;
    const slowFirst: Processor = {
      id: 'slow-first',
      processOutputStream: ({ part }) =>
        calls++ === 0
          ? new Promise<ChunkType>((resolve) => {
              setTimeout(() => {
                resolve(part);
              }, 10);
            })
          : part,
    };
    const { chain, out } = chainOf([split, slowFirst]);
    await chain.push(delta('a'));
    expect(out.map(textOf)).toEqual(['a1', 'a2']);
  });
});

describe('OutputStreamChain: data chunks and parked parts', () => {
  it('sends a data chunk only to processors that opted in, never back to its emitter', async () => {
    const seen: string[] = [];
    const watching = (id: string, processDataParts: boolean): Processor => ({
      id,
      processDataParts,
      processOutputStream: ({ part }) => {
        seen.push(`${id}:${part.type}`);
        return part;
      },
    });
    const emitter = watching('emitter', true);
    const { chain, out } = chainOf([emitter, watching('opted-in', true), watching('not-opted-in', false)]);
    await chain.pushData({ type: 'data-note', data: 1, runId: 'r', from: 'AGENT' }, emitter);
    expect(seen).toEqual(['opted-in:data-note']);
    expect(out.map((chunk) => chunk.type)).toEqual(['data-note']);
  });

  it('ignores a parked null or undefined (nothing parked)', async () => {
    const parkingNothing: Processor = {
      id: 'parks-null',
      processOutputStream: ({ part, state }) => {
        state[REPROCESS_PART_KEY] = textOf(part) === 'a' ? null : undefined;
        return part;
      },
    };
    const { chain, out } = chainOf([parkingNothing]);
    await chain.push(delta('a'));
    await chain.push(delta('b'));
    expect(out.map(textOf)).toEqual(['a', 'b']);
  });

  it('re-sends up to 1,000 parked parts for one chunk; the next one is a contract error', async () => {
    const parking = (limit: number): Processor => {
      let parked = 0;
      return {
        id: 'parker',
        processOutputStream: ({ part, state }) => {
          if (parked < limit) {
            parked++;
            state[REPROCESS_PART_KEY] = delta(`p${String(parked)}`);
          }
          return part;
        },
      };
    };
    const within = chainOf([parking(1000)]);
    await within.chain.push(delta('start'));
    expect(within.out).toHaveLength(1001);
    expect(textOf(within.out[1000]!)).toBe('p1000');

    const over = chainOf([parking(1001)]);
    const error = await contractErrorOf(() => over.chain.push(delta('start')));
    expect(ProcessorContractError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain(`at most 1000 parts parked in state.${REPROCESS_PART_KEY} per chunk`);
    expect(error).toMatchObject({ processorId: 'parker', hook: 'processOutputStream' });
  });
});
