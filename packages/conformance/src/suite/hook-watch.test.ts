import type { ChunkType, ProcessOutputStreamArgs, Processor } from '@sluice/core';
import { afterEach, describe, expect, it } from 'vitest';
import { HookTimeoutError } from './hook-timeout-error.js';
import { HookWatch } from './hook-watch.js';

class Private implements Processor {
  readonly id = 'private';
  readonly #prefix = '>';
  calls = 0;
  label(): string {
    return `${this.#prefix}${this.id}`;
  }
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType {
    this.calls++;
    if (this.#prefix !== '>') throw new Error('called on the wrong this');
    return part;
  }
  processInput(): Promise<undefined> {
    this.calls++;
    return new Promise(() => undefined);
  }
}

const part = { type: 'text-delta', runId: 'r', from: 'AGENT', payload: { id: 't', text: 'x' } } as ChunkType;
let watch: HookWatch | undefined;
afterEach(() => {
  watch?.dispose();
});

describe('HookWatch', () => {
  it('passes sync hooks, other methods (on the real instance, #private fields work) and properties through', () => {
    watch = new HookWatch(1_000);
    const target = new Private();
    const guarded = watch.guard(target);
    expect(guarded.id).toBe('private');
    expect(guarded.label()).toBe('>private');
    expect(guarded.processOutputStream({ part } as ProcessOutputStreamArgs)).toBe(part);
    expect(target.calls).toBe(1);
  });

  it('rejects a hook that does not settle within the limit, then fails later calls at once without calling them', async () => {
    watch = new HookWatch(20);
    const target = new Private();
    const guarded = watch.guard(target);
    const error: unknown = await guarded.processInput().then(() => undefined, (e: unknown) => e);
    expect(HookTimeoutError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'CONFORMANCE_HOOK_TIMEOUT', hook: 'processInput', processorId: 'private', timeLimitMs: 20 });
    expect(watch.timedOut).toBe(error);
    expect(() => guarded.processOutputStream({ part } as ProcessOutputStreamArgs)).toThrow(HookTimeoutError);
    expect(target.calls).toBe(1);
  });

  it('wraps a hook replaced on the processor anew', async () => {
    watch = new HookWatch(20);
    const guarded = watch.guard(new Private());
    (guarded as unknown as Record<string, unknown>).processOutputStream = () => new Promise(() => undefined);
    const error: unknown = await Promise.resolve(guarded.processOutputStream({ part } as ProcessOutputStreamArgs)).then(() => undefined, (e: unknown) => e);
    expect(error).toMatchObject({ hook: 'processOutputStream' });
  });

  it('passes a hook rejection through unchanged', async () => {
    watch = new HookWatch(1_000);
    const failure = new Error('boom');
    const guarded = watch.guard<Processor>({ id: 'p', processInput: () => Promise.reject(failure) });
    await expect(guarded.processInput?.({} as never)).rejects.toBe(failure);
    expect(watch.timedOut).toBeUndefined();
  });
});
