import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChunkType } from '../contract/chunk-type.js';
import { TextHoldBack, type TextHoldBackInput } from './text-hold-back.js';
import { TextHoldBackError } from './text-hold-back-error.js';

const RUN = 'run-1';
const start = (id: string): ChunkType => ({ type: 'text-start', runId: RUN, from: 'AGENT', payload: { id } });
const delta = (id: string, text: string): ChunkType => ({
  type: 'text-delta',
  runId: RUN,
  from: 'AGENT',
  payload: { id, text },
});
const end = (id: string): ChunkType => ({ type: 'text-end', runId: RUN, from: 'AGENT', payload: { id } });
const finish: ChunkType = {
  type: 'finish',
  runId: RUN,
  from: 'AGENT',
  payload: {
    stepResult: { reason: 'stop' },
    output: { usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } },
  },
};

/** Replaces every "secret" with "******"; holds back a trailing prefix of "secret". */
const WORD = 'secret';
function censorWhole(text: string): string {
  return text.replaceAll(WORD, '*'.repeat(WORD.length));
}
function censorDecide({ pending, final }: TextHoldBackInput) {
  let keep = 0;
  if (!final) {
    for (let k = Math.min(WORD.length - 1, pending.length); k > 0; k--) {
      if (WORD.startsWith(pending.slice(-k))) {
        keep = k;
        break;
      }
    }
  }
  const cut = pending.length - keep;
  return { consume: cut, text: censorWhole(pending.slice(0, cut)) };
}

/** Splits `text` at the given (sorted, deduplicated) offsets. */
function split(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let last = 0;
  for (const p of points) {
    pieces.push(text.slice(last, p));
    last = p;
  }
  pieces.push(text.slice(last));
  return pieces;
}

async function runAll(holdBack: TextHoldBack, chunks: ChunkType[]): Promise<ChunkType[]> {
  const state: Record<string, unknown> = {};
  const out: ChunkType[] = [];
  for (const chunk of chunks) out.push(...(await holdBack.process(chunk, state)));
  expect(holdBack.pendingLength(state)).toBe(0);
  return out;
}

function textOf(chunks: ChunkType[], id: string): string {
  return chunks
    .map((c) => (c.type === 'text-delta' && c.payload.id === id ? c.payload.text : ''))
    .join('');
}

const textArb = fc.string({ unit: fc.constantFrom('s', 'e', 'c', 'r', 't', ' ', 'x', 'é', '😀'), maxLength: 60 });

describe('TextHoldBack', () => {
  it('process() releases exactly the processed whole text for any split (sync decide)', async () => {
    const holdBack = new TextHoldBack({ decide: censorDecide });
    await fc.assert(
      fc.asyncProperty(textArb, fc.array(fc.nat(), { maxLength: 20 }), fc.boolean(), async (text, cuts, withEnd) => {
        const chunks = [start('t'), ...split(text, cuts).map((p) => delta('t', p)), ...(withEnd ? [end('t')] : []), finish];
        const out = await runAll(holdBack, chunks);
        expect(textOf(out, 't')).toBe(censorWhole(text));
        expect(out.at(-1)).toBe(finish);
      }),
    );
  });

  it('process() releases exactly the processed whole text for any split (async decide, two ids)', async () => {
    const holdBack = new TextHoldBack({ decide: (input) => Promise.resolve(censorDecide(input)) });
    await fc.assert(
      fc.asyncProperty(textArb, textArb, fc.array(fc.nat(), { maxLength: 10 }), async (a, b, cuts) => {
        const pa = split(a, cuts);
        const pb = split(b, cuts.map((c) => c * 7));
        const chunks: ChunkType[] = [start('a'), start('b')];
        for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
          const x = pa[i];
          const y = pb[i];
          if (x !== undefined) chunks.push(delta('a', x));
          if (y !== undefined) chunks.push(delta('b', y));
        }
        chunks.push(end('a'), end('b'), finish);
        const out = await runAll(holdBack, chunks);
        expect(textOf(out, 'a')).toBe(censorWhole(a));
        expect(textOf(out, 'b')).toBe(censorWhole(b));
      }),
    );
  });

  it('process() keeps order: released deltas come before text-end and finish', async () => {
    const holdBack = new TextHoldBack({ decide: () => 0 });
    const out = await runAll(holdBack, [start('t'), delta('t', 'ab'), delta('t', 'cd'), end('t'), finish]);
    expect(out.map((c) => c.type)).toEqual(['text-start', 'text-delta', 'text-end', 'finish']);
    expect(textOf(out, 't')).toBe('abcd');
  });

  it('process() reuses id, runId and from of the incoming chunk', () => {
    const holdBack = new TextHoldBack({ decide: ({ pending }) => pending.length });
    const state = {};
    const out = holdBack.process(
      { type: 'text-delta', runId: 'other-run', from: 'AGENT', payload: { id: 'x9', text: 'hi' } },
      state,
    );
    expect(out).toEqual([{ type: 'text-delta', runId: 'other-run', from: 'AGENT', payload: { id: 'x9', text: 'hi' } }]);
  });

  it('held text released later takes runId and from of the block\'s latest delta', async () => {
    const holdBack = new TextHoldBack({ decide: ({ final, pending }) => (final ? pending.length : 0) });
    const state = {};
    const d = (runId: string, text: string): ChunkType => ({ type: 'text-delta', runId, from: 'AGENT', payload: { id: 'x', text } });
    expect(holdBack.process(d('first', 'a'), state)).toEqual([]);
    expect(holdBack.process(d('second', 'b'), state)).toEqual([]);
    const out = await holdBack.process({ type: 'finish', runId: 'third', from: 'AGENT', payload: {} } as ChunkType, state);
    expect(out[0]).toEqual({ type: 'text-delta', runId: 'second', from: 'AGENT', payload: { id: 'x', text: 'ab' } });
  });

  it('process() releases held text on finish without text-end', async () => {
    const holdBack = new TextHoldBack({ decide: () => 0 });
    const out = await runAll(holdBack, [delta('t', 'held'), finish]);
    expect(out.map((c) => c.type)).toEqual(['text-delta', 'finish']);
    expect(textOf(out, 't')).toBe('held');
  });

  it('process() passes through other chunks and unhandled channels untouched', () => {
    const holdBack = new TextHoldBack({ decide: () => 0 });
    const reasoning: ChunkType = { type: 'reasoning-delta', runId: RUN, from: 'AGENT', payload: { id: 'r', text: 'x' } };
    const data: ChunkType = { type: 'data-progress', data: { n: 1 } };
    const state = {};
    expect(holdBack.process(reasoning, state)).toEqual([reasoning]);
    expect(holdBack.process(data, state)).toEqual([data]);
    expect(holdBack.process(end('never-started'), state)).toEqual([end('never-started')]);
  });

  it('process() buffers reasoning when asked', async () => {
    const holdBack = new TextHoldBack({ decide: () => 0, channels: ['reasoning'] });
    const state = {};
    const r = (text: string): ChunkType => ({ type: 'reasoning-delta', runId: RUN, from: 'AGENT', payload: { id: 'r', text } });
    expect(await holdBack.process(r('a'), state)).toEqual([]);
    const out = await holdBack.process({ type: 'reasoning-end', runId: RUN, from: 'AGENT', payload: { id: 'r' } }, state);
    expect(out.map((c) => c.type)).toEqual(['reasoning-delta', 'reasoning-end']);
  });

  it('supports a token-limit style decide that drops text past a limit', async () => {
    const limit = 5;
    const holdBack = new TextHoldBack<{ sent?: number }>({
      decide: ({ pending }, state) => {
        const sent = state.sent ?? 0;
        const allowed = Math.max(0, limit - sent);
        state.sent = sent + Math.min(allowed, pending.length);
        return { consume: pending.length, text: pending.slice(0, allowed) };
      },
    });
    const state = {};
    const out: ChunkType[] = [];
    for (const c of [delta('t', 'abc'), delta('t', 'defg'), delta('t', 'hij'), end('t')]) {
      out.push(...(await holdBack.process(c, state)));
    }
    expect(textOf(out, 't')).toBe('abcde');
  });

  it('passes lookbehind context in before', async () => {
    const seen: string[] = [];
    const holdBack = new TextHoldBack({
      contextChars: 3,
      decide: ({ pending, before }) => {
        seen.push(before);
        return pending.length;
      },
    });
    await runAll(holdBack, [delta('t', 'abcd'), delta('t', 'ef'), delta('t', 'g'), finish]);
    expect(seen).toEqual(['', 'bcd', 'def', 'efg']);
  });

  it('process() keeps a text block and a reasoning block of the same id apart when their deltas alternate', async () => {
    const seen: string[] = [];
    const holdBack = new TextHoldBack({
      channels: ['text', 'reasoning'],
      decide: ({ pending, channel, final }) => {
        seen.push(`${channel}:${pending}`);
        return final ? pending.length : 0;
      },
    });
    const r = (text: string): ChunkType => ({ type: 'reasoning-delta', runId: RUN, from: 'AGENT', payload: { id: 't', text } });
    const out = await runAll(holdBack, [delta('t', 'ab'), delta('t', 'c'), r('xy'), delta('t', 'd'), r('z'), finish]);
    expect(seen).toEqual(['text:ab', 'text:abc', 'reasoning:xy', 'text:abcd', 'reasoning:xyz', 'text:abcd', 'reasoning:xyz']);
    expect(textOf(out, 't')).toBe('abcd');
    expect(out.filter((c) => c.type === 'reasoning-delta').map((c) => (c.type === 'reasoning-delta' ? c.payload.text : ''))).toEqual(['xyz']);
  });

  it('minPending: decide is not asked while fewer characters are pending, and still sees the end', async () => {
    const seen: string[] = [];
    const holdBack = new TextHoldBack({
      minPending: 4,
      decide: ({ pending, final }) => {
        seen.push(`${pending}${final ? '!' : ''}`);
        return final ? pending.length : pending.length - 1;
      },
    });
    const out = await runAll(holdBack, [delta('t', 'ab'), delta('t', 'c'), delta('t', 'de'), delta('t', 'f'), end('t'), finish]);
    expect(seen).toEqual(['abcde', 'ef!']);
    expect(textOf(out, 't')).toBe('abcdef');
  });

  it('minPending as a function of the released count, and joined blocks always asked', async () => {
    const asked: [number, string][] = [];
    const holdBack = new TextHoldBack({
      minPending: (released) => (released === 0 ? 3 : 100),
      decide: ({ pending, released, final }) => {
        asked.push([released, pending]);
        return final ? pending.length : pending.length;
      },
    });
    const out = await runAll(holdBack, [delta('a', 'x'), delta('a', 'yz'), delta('a', 'w'), end('a'), start('b'), delta('b', 'v'), finish]);
    // 'xyz' reaches 3; then nothing until the end ('w' held under 100); block b joins a, so its delta is asked
    expect(asked).toEqual([
      [0, 'xyz'],
      [3, 'wv'],
      [5, ''],
    ]);
    expect(textOf(out, 'a') + textOf(out, 'b')).toBe('xyzwv');
  });

  it('passes how many characters of the text were released before pending, across joined blocks', async () => {
    const seen: number[] = [];
    const holdBack = new TextHoldBack({
      // release all but the last character: the count lags what arrived by one
      decide: ({ pending, released, final }) => {
        seen.push(released);
        return final ? pending.length : pending.length - 1;
      },
    });
    await runAll(holdBack, [delta('t', 'abcd'), delta('t', 'ef'), end('t'), start('u'), delta('u', 'g'), finish]);
    expect(seen).toEqual([0, 3, 5, 6]);
  });

  it('keeps state per state object (concurrent requests do not mix)', () => {
    const holdBack = new TextHoldBack({ decide: () => 0 });
    const s1 = {};
    const s2 = {};
    void holdBack.process(delta('t', 'one'), s1);
    void holdBack.process(delta('t', 'two!'), s2);
    expect(holdBack.pendingLength(s1)).toBe(3);
    expect(holdBack.pendingLength(s2)).toBe(4);
    expect(textOf(holdBack.flush(s2) as ChunkType[], 't')).toBe('two!');
  });

  it('rejects impossible decisions with TEXT_HOLD_BACK_DECISION', () => {
    const holdBack = new TextHoldBack({ decide: () => -1 });
    let caught: unknown;
    try {
      void holdBack.process(delta('t', 'x'), {});
    } catch (error) {
      caught = error;
    }
    expect(TextHoldBackError.isInstance(caught)).toBe(true);
    expect((caught as TextHoldBackError).code).toBe('TEXT_HOLD_BACK_DECISION');
  });
});

const responseEnd: ChunkType = { type: 'model-response-end', runId: RUN, from: 'AGENT', payload: { stepNumber: 0 } };

/** The chunks of consecutive blocks `a`, `b` of the text channel, each split at `cuts`. */
function twoBlocks(a: string, b: string, cuts: number[]): ChunkType[] {
  return [
    start('a'),
    ...split(a, cuts).map((p) => delta('a', p)),
    end('a'),
    start('b'),
    ...split(b, cuts.map((c) => c * 3)).map((p) => delta('b', p)),
    end('b'),
  ];
}

describe('TextHoldBack across text blocks (joinBlocks)', () => {
  it('process() judges consecutive text blocks as one text for any split: a word cut between two blocks is seen whole', async () => {
    const holdBack = new TextHoldBack({ decide: censorDecide });
    await fc.assert(
      fc.asyncProperty(textArb, textArb, fc.array(fc.nat(), { maxLength: 10 }), fc.boolean(), async (a, b, cuts, sync) => {
        const hb = sync ? holdBack : new TextHoldBack({ decide: (input) => Promise.resolve(censorDecide(input)) });
        const out = await runAll(hb, [...twoBlocks(a, b, cuts), responseEnd]);
        expect(textOf(out, 'a') + textOf(out, 'b')).toBe(censorWhole(a + b));
        // every chunk keeps its block and order: a's chunks, a's end, b's start, b's chunks, b's end
        const frame = out.filter((c) => c.type !== 'text-delta').map((c) => `${c.type}:${(c as { payload: { id?: string } }).payload.id ?? ''}`);
        expect(frame).toEqual(['text-start:a', 'text-end:a', 'text-start:b', 'text-end:b', 'model-response-end:']);
        const lastOfA = out.findIndex((c) => c.type === 'text-end');
        expect(out.slice(lastOfA).some((c) => c.type === 'text-delta' && c.payload.id === 'a')).toBe(false);
      }),
    );
  });

  it('a term split across two blocks is caught (it passed when each block was judged alone)', async () => {
    const chunks = [...twoBlocks('my sec', 'ret is safe', []), responseEnd];
    const joined = await runAll(new TextHoldBack({ decide: censorDecide }), chunks);
    expect(textOf(joined, 'a') + textOf(joined, 'b')).toBe('my ****** is safe');
    const alone = await runAll(new TextHoldBack({ decide: censorDecide, joinBlocks: [] }), chunks);
    expect(textOf(alone, 'a') + textOf(alone, 'b')).toBe('my secret is safe');
  });

  it('releases map back to the original blocks: unchanged text to its own block, a replacement to the block where it starts', async () => {
    const email = /[a-z]+@[a-z.]+\.[a-z]+/g;
    const holdBack = new TextHoldBack({
      decide: ({ pending, final }) => {
        if (!final) return 0;
        return { consume: pending.length, text: pending.replace(email, '<EMAIL>') };
      },
    });
    const out = await runAll(holdBack, [...twoBlocks('mail bob@corp.exa', 'mple.org today', []), responseEnd]);
    expect(textOf(out, 'a')).toBe('mail <EMAIL>');
    expect(textOf(out, 'b')).toBe(' today');
  });

  it('decide sees the first block\'s id for the whole joined text, and nothing before it judged it', async () => {
    const seen: { id: string; pending: string; final: boolean }[] = [];
    const holdBack = new TextHoldBack({
      decide: ({ id, pending, final }) => {
        seen.push({ id, pending, final });
        return final ? pending.length : 0;
      },
    });
    const state = {};
    const out: ChunkType[] = [];
    for (const chunk of [...twoBlocks('ab', 'cd', []), responseEnd]) out.push(...(await holdBack.process(chunk, state)));
    expect(seen).toEqual([
      { id: 'a', pending: 'ab', final: false },
      { id: 'a', pending: 'abcd', final: false },
      { id: 'a', pending: 'abcd', final: true },
    ]);
    expect(out.map((c) => c.type)).toEqual(['text-start', 'text-delta', 'text-end', 'text-start', 'text-delta', 'text-end', 'model-response-end']);
  });

  it('another chunk between the blocks ends the join (the blocks are not consecutive)', async () => {
    const holdBack = new TextHoldBack({ decide: censorDecide });
    const call: ChunkType = { type: 'tool-call', runId: RUN, from: 'AGENT', payload: { toolCallId: 'c', toolName: 't', args: {} } };
    const out = await runAll(holdBack, [start('a'), delta('a', 'my sec'), end('a'), call, start('b'), delta('b', 'ret'), end('b'), responseEnd]);
    expect(textOf(out, 'a') + textOf(out, 'b')).toBe('my secret');
    expect(out.filter((c) => c.type !== 'text-delta').map((c) => c.type)).toEqual(['text-start', 'text-end', 'tool-call', 'text-start', 'text-end', 'model-response-end']);
  });

  it('model-response-end releases a joined text whose last block ended', async () => {
    const holdBack = new TextHoldBack({ decide: ({ final, pending }) => (final ? pending.length : 0) });
    const state = {};
    expect(await holdBack.process(start('a'), state)).toEqual([start('a')]);
    expect(await holdBack.process(delta('a', 'held'), state)).toEqual([]);
    expect(await holdBack.process(end('a'), state)).toEqual([]);
    const out = await holdBack.process(responseEnd, state);
    expect(out.map((c) => c.type)).toEqual(['text-delta', 'text-end', 'model-response-end']);
    expect(holdBack.pendingLength(state)).toBe(0);
  });

  it('a whole-text replacement released after the block ended is one delta, even when it shares a prefix or suffix with the original', async () => {
    const holdBack = new TextHoldBack({ decide: ({ final, pending }) => (final ? { consume: pending.length, text: 'The train was late.' } : 0) });
    const state = {};
    await holdBack.process(start('a'), state);
    await holdBack.process(delta('a', 'El tren llegó tarde.'), state);
    expect(await holdBack.process(end('a'), state)).toEqual([]);
    const out = await holdBack.process(responseEnd, state);
    expect(out.filter((c) => c.type === 'text-delta').map((c) => (c.payload as { text: string }).text)).toEqual(['The train was late.']);
  });

  it('reasoning blocks are joined only when asked', async () => {
    const r = (type: 'reasoning-start' | 'reasoning-end', id: string): ChunkType => ({ type, runId: RUN, from: 'AGENT', payload: { id } });
    const rd = (id: string, text: string): ChunkType => ({ type: 'reasoning-delta', runId: RUN, from: 'AGENT', payload: { id, text } });
    const chunks = [r('reasoning-start', 'a'), rd('a', 'my sec'), r('reasoning-end', 'a'), r('reasoning-start', 'b'), rd('b', 'ret'), r('reasoning-end', 'b'), responseEnd];
    const reasoningText = (out: ChunkType[]) => out.map((c) => (c.type === 'reasoning-delta' ? c.payload.text : '')).join('');
    expect(reasoningText(await runAll(new TextHoldBack({ decide: censorDecide, channels: ['reasoning'] }), chunks))).toBe('my secret');
    const joined = new TextHoldBack({ decide: censorDecide, channels: ['reasoning'], joinBlocks: ['reasoning'] });
    expect(reasoningText(await runAll(joined, chunks))).toBe('my ******');
  });
});
