import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Agent } from '../../agent/agent.js';
import { ProcessorOptionsError } from '../../errors/processor-options-error.js';
import { scriptedModel, textStep } from '../../test-utils/scripted-model.js';
import type { ProcessInputArgs } from '../hooks/process-input.js';
import type { Processor } from '../processor.js';
import { ProcessorError } from '../processor-error.js';
import { ProcessorRunner } from '../runner/processor-runner.js';
import { parallel } from './parallel.js';
import { ProcessorTimeoutError } from './processor-timeout-error.js';
import { gatedGuard, listWith } from './test-helpers.js';
import { withTimeout } from './with-timeout.js';

/** A read-only guard whose processInput never settles; it records the abort signal it got. */
function hungGuard(id: string): Processor & { signal: AbortSignal | undefined } {
  return gatedGuard(id, new Promise<void>(() => undefined));
}

async function settle<T>(promise: Promise<T>, ms: number): Promise<unknown> {
  const outcome = promise.then((value) => value, (error: unknown) => error);
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe('withTimeout()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('processInput() fails closed with ProcessorTimeoutError and fires the hung hook\'s abort signal', async () => {
    const hung = hungGuard('judge');
    const runner = new ProcessorRunner();
    const error = await settle(runner.processInput([withTimeout(hung, { ms: 100 })], { messageList: listWith() }), 100);
    expect(ProcessorTimeoutError.isInstance(error)).toBe(true);
    expect(ProcessorError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'PROCESSOR_TIMEOUT', processorId: 'judge', hook: 'processInput', ms: 100 });
    expect(hung.signal?.aborted).toBe(true);
    expect(ProcessorTimeoutError.isInstance(hung.signal?.reason)).toBe(true);
  });

  it('processInput() fails closed even when the processor is failOpen', async () => {
    const hung = { ...hungGuard('judge'), failOpen: true };
    const error = await settle(new ProcessorRunner().processInput([withTimeout(hung, { ms: 50, onTimeout: 'fail-closed' })], { messageList: listWith() }), 50);
    expect(error).toMatchObject({ code: 'PROCESSOR_TIMEOUT' });
  });

  it('processInput() fails open with a warn violation naming the processor', async () => {
    const hung = hungGuard('judge');
    const heard: string[] = [];
    const runner = new ProcessorRunner();
    const wrapped = withTimeout({ ...hung, onViolation: (v) => { heard.push(v.processorId); } }, { ms: 100, onTimeout: 'fail-open' });
    const outcome = await settle(runner.processInput([wrapped], { messageList: listWith() }), 100);
    expect(outcome).toBeUndefined();
    expect(runner.violations).toMatchObject([{ processorId: 'judge', hook: 'processInput', action: 'warn', detail: { ms: 100 } }]);
    expect(heard).toEqual(['judge']);
  });

  it('processInput() passes a hook that settles in time through, with its own id, state and errors', async () => {
    const fast: Processor = {
      id: 'fast',
      processInput: async ({ messages, state }: ProcessInputArgs) => {
        state.ran = true;
        await Promise.resolve();
        return messages.slice(0, 0);
      },
    };
    const runner = new ProcessorRunner();
    const messageList = listWith('a');
    await settle(runner.processInput([withTimeout(fast, { ms: 100 })], { messageList }), 0);
    expect(messageList.get.input.db()).toEqual([]);
    expect(runner.stateOf('fast')).toEqual({ ran: true });
    expect(vi.getTimerCount()).toBe(0);
    const failing = withTimeout({ id: 'boom', processInput: () => Promise.reject(new Error('boom')) }, { ms: 100 });
    await expect(runner.processInput([failing], { messageList })).rejects.toMatchObject({ code: 'PROCESSOR_ERROR', processorId: 'boom' });
  });

  it('withTimeout() validates its options with the nearest valid key or value', () => {
    const guard = hungGuard('g');
    const issues = (options: unknown): unknown => {
      try {
        withTimeout(guard, options as { ms: number });
      } catch (error) {
        expect(ProcessorOptionsError.isInstance(error)).toBe(true);
        return (error as ProcessorOptionsError).issues;
      }
      return [];
    };
    expect(issues({ ms: 0 })).toMatchObject([{ path: 'ms' }]);
    expect(issues({ ms: Number.NaN })).toMatchObject([{ path: 'ms' }]);
    expect(issues({ ms: 10, onTimeout: 'fail-opne' })).toMatchObject([{ path: 'onTimeout', suggestion: 'fail-open' }]);
    expect(issues({ ms: 10, onTimout: 'fail-open' })).toMatchObject([{ path: 'onTimout', key: 'onTimout', suggestion: 'onTimeout' }]);
    expect(() => withTimeout(undefined as unknown as Processor, { ms: 1 })).toThrow(TypeError);
  });

  it('withTimeout() inside parallel() names the slow member; the group fails closed', async () => {
    const fast = gatedGuard('fast', Promise.resolve());
    const hung = hungGuard('slow');
    const group = parallel(fast, withTimeout(hung, { ms: 100 }));
    const error = await settle(new ProcessorRunner().processInput([group], { messageList: listWith() }), 100);
    expect(error).toMatchObject({ code: 'PROCESSOR_TIMEOUT', processorId: 'slow', hook: 'processInput' });
    expect(hung.signal?.aborted).toBe(true);
  });

  it('withTimeout() around parallel() fires every hung member\'s signal and fails open once', async () => {
    const a = hungGuard('a');
    const b = hungGuard('b');
    const group = withTimeout(parallel(a, b), { ms: 100, onTimeout: 'fail-open' });
    const runner = new ProcessorRunner();
    expect(await settle(runner.processInput([group], { messageList: listWith() }), 100)).toBeUndefined();
    expect([a.signal?.aborted, b.signal?.aborted]).toEqual([true, true]);
    expect(runner.violations).toMatchObject([{ processorId: 'parallel(a,b)', action: 'warn' }]);
  });

  it('Agent.generate() rejects with ProcessorTimeoutError when a fail-closed input guard hangs', async () => {
    const agent = new Agent({ id: 'x', model: scriptedModel([textStep('hello')]), inputProcessors: [withTimeout(hungGuard('judge'), { ms: 100 })] });
    const error = await settle(agent.generate('hi'), 100);
    expect(error).toMatchObject({ code: 'PROCESSOR_TIMEOUT', processorId: 'judge' });
  });
});
