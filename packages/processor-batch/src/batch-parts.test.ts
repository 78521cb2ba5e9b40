import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchParts } from './batch-parts.js';
import { BatchPartsOptionsError } from './batch-parts-options-error.js';
import { chunk, delta, hookRunner, textOf } from './test/run-hook.js';

describe('BatchParts by size', () => {
  it('merges batchSize deltas into one chunk that keeps the part id, runId and from', () => {
    const { push } = hookRunner(new BatchParts({ batchSize: 3 }));
    expect(push(delta('a'))).toEqual([]);
    expect(push(delta('b'))).toEqual([]);
    expect(push(delta('c'))).toEqual([{ type: 'text-delta', runId: 'run', from: 'AGENT', payload: { id: 't1', text: 'abc' } }]);
    expect(push(delta('d'))).toEqual([]);
  });

  it('text-end sends the pending batch first, then itself: nothing is lost', () => {
    const { push, state } = hookRunner(new BatchParts({ batchSize: 10 }));
    push(delta('Hel'));
    push(delta('lo'));
    const out = push(chunk('text-end', { id: 't1' }));
    expect(out.map((c) => c.type)).toEqual(['text-delta', 'text-end']);
    expect(textOf(out)).toBe('Hello');
    expect(state.batch).toBeUndefined();
  });

  it('any non-text chunk (reasoning, tool call, step-finish, data) sends the batch before it and is itself passed unchanged', () => {
    for (const other of [
      chunk('reasoning-delta', { id: 'r1', text: 'thinking' }),
      chunk('tool-call', { toolCallId: 'c1', toolName: 'weather', args: { city: 'Oslo' } }),
      chunk('tool-call-delta', { toolCallId: 'c1', argsTextDelta: '{"ci' }),
      chunk('step-finish', { stepResult: { reason: 'stop' }, output: {} }),
      chunk('data-progress', { any: 1 }),
    ]) {
      const { push } = hookRunner(new BatchParts({ batchSize: 10 }));
      push(delta('x'));
      push(delta('y'));
      const out = push(other);
      expect(out).toHaveLength(2);
      expect(textOf(out.slice(0, 1))).toBe('xy');
      expect(out[1]).toBe(other);
    }
  });

  it('a non-text chunk with nothing pending passes alone and unchanged', () => {
    const { push } = hookRunner(new BatchParts());
    const start = chunk('text-start', { id: 't1' });
    expect(push(start)).toEqual([start]);
  });

  it('a delta of another text part sends the previous part\'s batch first: ids are never mixed', () => {
    const { push } = hookRunner(new BatchParts({ batchSize: 2 }));
    push(delta('a', 't1'));
    const out = push(delta('b', 't2'));
    expect(out).toEqual([delta('a', 't1')]);
    expect(push(delta('c', 't2'))).toEqual([{ ...delta('bc', 't2') }]);
  });

  it('a delta with providerMetadata is never merged: the batch goes first, then that delta unchanged', () => {
    const { push } = hookRunner(new BatchParts({ batchSize: 10 }));
    push(delta('a'));
    const tagged = { ...delta('b'), payload: { id: 't1', text: 'b', providerMetadata: { p: { k: 1 } } } } as ReturnType<typeof delta>;
    expect(push(tagged)).toEqual([delta('a'), tagged]);
  });

  it('batchSize 1 passes every delta unchanged (the same object)', () => {
    const { push } = hookRunner(new BatchParts({ batchSize: 1 }));
    const d = delta('z');
    expect(push(d)).toEqual([d]);
    expect(push(d)[0]).toBe(d);
  });

  it('empty deltas are dropped and do not count towards batchSize', () => {
    const { push } = hookRunner(new BatchParts({ batchSize: 2 }));
    expect(push(delta(''))).toEqual([]);
    expect(push(delta('a'))).toEqual([]);
    expect(push(delta(''))).toEqual([]);
    expect(textOf(push(delta('b')))).toBe('ab');
  });

  it('step-start drops a batch left by a rolled-back step instead of replaying it', () => {
    const { push, state } = hookRunner(new BatchParts({ batchSize: 10 }));
    push(delta('stale'));
    const start = chunk('step-start', { stepNumber: 1 });
    expect(push(start)).toEqual([start]);
    expect(state.batch).toBeUndefined();
  });
});

describe('BatchParts by time', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks core for idle ticks at half of maxWaitTime, and for none without it', () => {
    expect(new BatchParts({ maxWaitTime: 100 }).streamIdleTickMs).toBe(50);
    expect(new BatchParts({ maxWaitTime: 1 }).streamIdleTickMs).toBe(1);
    expect(new BatchParts().streamIdleTickMs).toBeUndefined();
  });

  it('sends the batch with the first delta that arrives maxWaitTime after the batch began', () => {
    const { push } = hookRunner(new BatchParts({ batchSize: 100, maxWaitTime: 100 }));
    push(delta('a'));
    vi.advanceTimersByTime(99);
    expect(push(delta('b'))).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(textOf(push(delta('c')))).toBe('abc');
  });

  it('an idle tick (empty delta) sends the batch once maxWaitTime has passed, and is dropped before', () => {
    const { push } = hookRunner(new BatchParts({ batchSize: 100, maxWaitTime: 100 }));
    push(delta('a'));
    push(delta('b'));
    vi.advanceTimersByTime(50);
    expect(push(delta(''))).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(push(delta(''))).toEqual([delta('ab')]);
    expect(push(delta(''))).toEqual([]);
  });

  it('without maxWaitTime time never sends a batch', () => {
    const { push } = hookRunner(new BatchParts({ batchSize: 100 }));
    push(delta('a'));
    vi.advanceTimersByTime(3_600_000);
    expect(push(delta(''))).toEqual([]);
    expect(push(delta('b'))).toEqual([]);
  });
});

describe('BatchParts options', () => {
  it('uses Mastra\'s defaults: batchSize 5, no maxWaitTime, emitOnNonText true', () => {
    const { push } = hookRunner(new BatchParts());
    for (const t of ['1', '2', '3', '4']) expect(push(delta(t))).toEqual([]);
    expect(textOf(push(delta('5')))).toBe('12345');
    expect(() => new BatchParts({ emitOnNonText: true })).not.toThrow();
  });

  it('rejects a misspelt key with a BatchPartsOptionsError naming the nearest key', () => {
    const error = (() => {
      try {
        new BatchParts({ batchSise: 3 } as never);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(BatchPartsOptionsError.isInstance(error)).toBe(true);
    expect((error as BatchPartsOptionsError).code).toBe('BATCH_PARTS_INVALID_OPTIONS');
    expect((error as BatchPartsOptionsError).issues[0]).toMatchObject({ path: 'batchSise' });
    expect((error as Error).message).toContain('batchSize');
  });

  it('rejects emitOnNonText false (it would reorder the stream), batchSize 0 and a fractional maxWaitTime', () => {
    for (const bad of [{ emitOnNonText: false }, { batchSize: 0 }, { maxWaitTime: 2.5 }, { maxWaitTime: 0 }, { id: '' }]) {
      expect(() => new BatchParts(bad as never)).toThrow(BatchPartsOptionsError);
    }
  });
});
