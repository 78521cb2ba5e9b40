import { describe, expect, it } from 'vitest';
import { Agent } from '../../agent/agent.js';
import { scriptedModel, textStep } from '../../test-utils/scripted-model.js';
import type { ChunkType } from '../../contract/chunk-type.js';
import type { Processor } from '../processor.js';
import { ProcessorError } from '../processor-error.js';
import { ProcessorRunner } from '../runner/processor-runner.js';
import { TripWire } from '../trip-wire.js';
import type { ProcessorViolation } from '../violation.js';
import { parallel } from './parallel.js';
import { withTimeout } from './with-timeout.js';
import { ParallelGroupError } from './parallel-group-error.js';
import { deferred, flushMicrotasks, gatedGuard, listWith } from './test-helpers.js';

function runInput(group: Processor, runner = new ProcessorRunner()): Promise<void> {
  return runner.processInput([group], { messageList: listWith() });
}

describe('parallel() build', () => {
  it('parallel() derives its id from its members and exposes the union of their hooks', () => {
    const a: Processor = { id: 'a', readOnly: true, processInput: () => undefined };
    const b: Processor = { id: 'b', readOnly: true, processOutputStream: ({ part }) => part };
    const group = parallel(a, b);
    expect(group.id).toBe('parallel(a,b)');
    expect(group.readOnly).toBe(true);
    expect(group.members).toEqual([a, b]);
    expect('processInput' in group && 'processOutputStream' in group).toBe(true);
    expect('processOutputResult' in group).toBe(false);
  });

  it('parallel() refuses a member that does not declare readOnly, naming it and the group', () => {
    const transformer: Processor = { id: 'upper', processInput: ({ messages }) => messages.slice(1) };
    const guard: Processor = { id: 'guard', readOnly: true, processInput: () => undefined };
    let caught: unknown;
    try {
      parallel(guard, transformer);
    } catch (error) {
      caught = error;
    }
    expect(ParallelGroupError.isInstance(caught)).toBe(true);
    expect(caught).toMatchObject({ code: 'PARALLEL_MEMBER_NOT_READ_ONLY', processorId: 'upper', groupId: 'parallel(guard,upper)' });
    expect((caught as Error).message).toContain('upper');
    expect((caught as Error).message).toContain('parallel(guard,upper)');
  });

  it('parallel() refuses no members, non-processors and two members sharing an id', () => {
    const guard: Processor = { id: 'guard', readOnly: true, processInput: () => undefined };
    expect(() => parallel()).toThrow(expect.objectContaining({ code: 'PARALLEL_GROUP_INVALID' }) as Error);
    expect(() => parallel(guard, {} as Processor)).toThrow(expect.objectContaining({ code: 'PARALLEL_GROUP_INVALID' }) as Error);
    expect(() => parallel(guard, { ...guard })).toThrow(expect.objectContaining({ code: 'PARALLEL_GROUP_INVALID', processorId: 'guard' }) as Error);
  });

  it('new Agent() refuses a group whose member no longer declares readOnly', () => {
    const member = { id: 'flaky', readOnly: true as boolean, processInput: () => undefined };
    const group = parallel(member);
    member.readOnly = false;
    expect(() => new Agent({ id: 'a', model: scriptedModel([textStep('ok')]), inputProcessors: [group] })).toThrow(
      expect.objectContaining({ code: 'PARALLEL_MEMBER_NOT_READ_ONLY', processorId: 'flaky', groupId: 'parallel(flaky)' }) as Error,
    );
  });
  it('new Agent() checks groups nested in groups and wrapped by withTimeout()', () => {
    const member = { id: 'inner', readOnly: true as boolean, processOutputStream: ({ part }: { part: ChunkType }) => part };
    const nested = withTimeout(parallel(parallel(member)), { ms: 1000 });
    expect(() => new Agent({ id: 'a', model: scriptedModel([textStep('ok')]), outputProcessors: [nested] })).not.toThrow();
    member.readOnly = false;
    expect(() => new Agent({ id: 'a', model: scriptedModel([textStep('ok')]), outputProcessors: [nested] })).toThrow(
      expect.objectContaining({ code: 'PARALLEL_MEMBER_NOT_READ_ONLY', processorId: 'inner', groupId: 'parallel(inner)' }) as Error,
    );
  });
});

describe('parallel() run', () => {
  it('processInput() starts every member before any has finished', async () => {
    const gate = deferred();
    const log: string[] = [];
    const group = parallel(gatedGuard('a', gate.promise, undefined, log), gatedGuard('b', gate.promise, undefined, log));
    const done = runInput(group);
    await flushMicrotasks();
    expect(log).toEqual(['start a', 'start b']);
    gate.resolve();
    await done;
    expect(log).toEqual(['start a', 'start b', 'end a', 'end b']);
  });

  it('processInput() lets the first tripwire in declared order win, whatever order they trip in', async () => {
    const gateA = deferred();
    const gateB = deferred();
    const a = gatedGuard('a', gateA.promise, ({ abort }) => abort('a says no'));
    const b = gatedGuard('b', gateB.promise, ({ abort }) => abort('b says no'));
    const runner = new ProcessorRunner();
    const done = runInput(parallel(a, b), runner);
    done.catch(() => undefined);
    gateB.resolve();
    await flushMicrotasks();
    gateA.resolve();
    const error = await done.catch((e: unknown) => e);
    expect(TripWire.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ reason: 'a says no', processorId: 'a' });
  });

  it('processInput() waits for earlier members when a later one trips', async () => {
    const gateA = deferred();
    const a = gatedGuard('a', gateA.promise);
    const b = gatedGuard('b', Promise.resolve(), ({ abort }) => abort('b says no'));
    let settled = false;
    const done = runInput(parallel(a, b)).finally(() => {
      settled = true;
    });
    done.catch(() => undefined);
    await flushMicrotasks();
    expect(settled).toBe(false);
    gateA.resolve();
    await expect(done).rejects.toMatchObject({ processorId: 'b', reason: 'b says no' });
  });

  it('processInput() cancels later members through their abort signal once an earlier one tripped, without waiting for them', async () => {
    const never = new Promise<void>(() => undefined);
    const a = gatedGuard('a', Promise.resolve(), ({ abort }) => abort('a says no'));
    const b = gatedGuard('b', never);
    await expect(runInput(parallel(a, b))).rejects.toMatchObject({ processorId: 'a' });
    expect(b.signal?.aborted).toBe(true);
    expect(a.signal?.aborted).toBe(false);
  });

  it('processInput() reports violations in declared order, and each member hears its own', async () => {
    const gateA = deferred();
    const heard: ProcessorViolation[] = [];
    const a = {
      ...gatedGuard('a', gateA.promise, async ({ reportViolation }) => {
        await reportViolation({ message: 'from a', action: 'warn' });
      }),
      onViolation: (v: ProcessorViolation) => { heard.push(v); },
    };
    const b = gatedGuard('b', Promise.resolve(), async ({ reportViolation }) => {
      await reportViolation({ message: 'from b', action: 'warn' });
    });
    const runner = new ProcessorRunner();
    const done = runInput(parallel(a, b), runner);
    await flushMicrotasks();
    gateA.resolve();
    await done;
    expect(runner.violations.map((v) => v.message)).toEqual(['from a', 'from b']);
    expect(runner.violations.map((v) => v.processorId)).toEqual(['a', 'b']);
    expect(heard).toEqual([{ processorId: 'a', hook: 'processInput', message: 'from a', action: 'warn' }]);
  });

  it('Agent.generate() records members\' violations and aborts under the member, through nested groups and withTimeout()', async () => {
    const heard: ProcessorViolation[] = [];
    const warns = gatedGuard('warns', Promise.resolve(), async ({ reportViolation }) => {
      await reportViolation({ message: 'looks odd', action: 'warn' });
    });
    const blocks = { ...gatedGuard('blocks', Promise.resolve(), ({ abort }) => abort('not allowed')), onViolation: (v: ProcessorViolation) => { heard.push(v); } };
    const group = parallel(parallel(withTimeout(warns, { ms: 1_000 }), gatedGuard('quiet', Promise.resolve())), withTimeout(blocks, { ms: 1_000 }));
    const agent = new Agent({ id: 'x', model: scriptedModel([textStep('hello')]), inputProcessors: [group] });
    const result = await agent.generate('hi');
    expect(result.tripwire).toMatchObject({ reason: 'not allowed', processorId: 'blocks' });
    expect(result.violations.map((v) => [v.processorId, v.action])).toEqual([['warns', 'warn'], ['blocks', 'block']]);
    expect(heard).toEqual([{ processorId: 'blocks', hook: 'processInput', message: 'not allowed', action: 'block' }]);
  });

  it('processInput() emits members\' data chunks in declared order', async () => {
    const gateA = deferred();
    const emitted: string[] = [];
    const a = gatedGuard('a', gateA.promise, ({ writer }) => writer.custom({ type: 'data-check', data: 'a' }));
    const b = gatedGuard('b', Promise.resolve(), ({ writer }) => writer.custom({ type: 'data-check', data: 'b' }));
    const runner = new ProcessorRunner({ onData: (chunk) => { emitted.push(String(chunk.data)); } });
    const done = runInput(parallel(a, b), runner);
    await flushMicrotasks();
    gateA.resolve();
    await done;
    expect(emitted).toEqual(['a', 'b']);
  });

  it('processInput() names the member and the hook when a member throws', async () => {
    const a = gatedGuard('a', Promise.resolve());
    const b = gatedGuard('b', Promise.resolve(), () => {
      throw new Error('classifier down');
    });
    const error = await runInput(parallel(a, b)).catch((e: unknown) => e);
    expect(ProcessorError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ processorId: 'b', hook: 'processInput' });
    expect((error as Error).message).toContain('classifier down');
  });

  it('processInput() passes a failOpen member that throws, with a warn violation', async () => {
    const b = { ...gatedGuard('b', Promise.resolve(), () => { throw new Error('down'); }), failOpen: true };
    const runner = new ProcessorRunner();
    await runInput(parallel(gatedGuard('a', Promise.resolve()), b), runner);
    expect(runner.violations).toMatchObject([{ action: 'warn' }]);
    expect(runner.violations[0]?.message).toContain('[processor b] processInput: down');
  });

  it('processInput() rejects a member that declares readOnly but returns changed messages', async () => {
    const liar: Processor = { id: 'liar', readOnly: true, processInput: ({ messages }) => [...messages.slice(1)] };
    const error = await runInput(parallel(gatedGuard('a', Promise.resolve()), liar)).catch((e: unknown) => e);
    expect(ParallelGroupError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'PARALLEL_MEMBER_TRANSFORMED', processorId: 'liar', hook: 'processInput', groupId: 'parallel(a,liar)' });
  });

  it('processInput() accepts members that return what they received (the Mastra way)', async () => {
    const echo: Processor = { id: 'echo', readOnly: true, processInput: ({ messages }) => messages };
    const list: Processor = { id: 'list', readOnly: true, processInput: ({ messageList }) => messageList };
    await expect(runInput(parallel(echo, list))).resolves.toBeUndefined();
  });

  it('processOutputStream() stays synchronous when every member is, keeps each member\'s state, and passes the chunk', () => {
    const counts: string[] = [];
    const counter = (id: string, step: number): Processor => ({
      id,
      readOnly: true,
      processOutputStream: ({ part, state }) => {
        state.count = ((state.count as number | undefined) ?? 0) + step;
        counts.push(`${id}=${String(state.count)}`);
        return part;
      },
    });
    const group = parallel(counter('a', 1), counter('b', 10));
    const out: ChunkType[] = [];
    const chain = new ProcessorRunner().createOutputStream([group], { messageList: listWith(), sink: (c) => out.push(c) });
    const chunk: ChunkType = { type: 'text-delta', runId: 'r', from: 'AGENT', payload: { id: 't', text: 'x' } };
    expect(chain.push(chunk)).toBeUndefined();
    expect(chain.push(chunk)).toBeUndefined();
    expect(out).toEqual([chunk, chunk]);
    expect(counts).toEqual(['a=1', 'b=10', 'a=2', 'b=20']);
  });

  it('processOutputStream() gives data chunks only to members with processDataParts', async () => {
    const seen: string[] = [];
    const member = (id: string, processDataParts: boolean): Processor => ({
      id,
      readOnly: true,
      processDataParts,
      processOutputStream: ({ part }) => {
        seen.push(`${id}:${part.type}`);
        return part;
      },
    });
    const group = parallel(member('a', false), member('b', true));
    expect(group.processDataParts).toBe(true);
    const chain = new ProcessorRunner().createOutputStream([group], { messageList: listWith(), sink: () => undefined });
    await chain.pushData({ type: 'data-progress', runId: 'r', from: 'AGENT', data: 1 }, undefined);
    expect(seen).toEqual(['b:data-progress']);
  });

  it('processOutputStream() names the member of a synchronous abort, tells its onViolation and starts no later member', async () => {
    const heard: ProcessorViolation[] = [];
    const blocker: Processor = {
      id: 'blocker',
      readOnly: true,
      onViolation: (v) => { heard.push(v); },
      processOutputStream: ({ abort }) => abort('no'),
    };
    const earlier: Processor = { id: 'earlier', readOnly: true, processOutputStream: ({ part }) => part };
    const started: string[] = [];
    const later: Processor = { id: 'later', readOnly: true, processOutputStream: ({ part }) => { started.push('later'); return part; } };
    const chain = new ProcessorRunner().createOutputStream([parallel(earlier, blocker, later)], { messageList: listWith(), sink: () => undefined });
    const chunk: ChunkType = { type: 'text-delta', runId: 'r', from: 'AGENT', payload: { id: 't', text: 'x' } };
    await expect(chain.push(chunk)).rejects.toMatchObject({ processorId: 'blocker', reason: 'no' });
    expect(heard).toEqual([{ processorId: 'blocker', hook: 'processOutputStream', message: 'no', action: 'block' }]);
    expect(started).toEqual([]);
  });

  it('processOutputStream() rejects a member that drops the chunk', async () => {
    const dropper: Processor = { id: 'dropper', readOnly: true, processOutputStream: () => null };
    const chain = new ProcessorRunner().createOutputStream([parallel(dropper)], { messageList: listWith(), sink: () => undefined });
    const chunk: ChunkType = { type: 'text-delta', runId: 'r', from: 'AGENT', payload: { id: 't', text: 'x' } };
    await expect(chain.push(chunk)).rejects.toMatchObject({ code: 'PARALLEL_MEMBER_TRANSFORMED', hook: 'processOutputStream' });
  });

  it('Agent.generate() ends with the tripwire of the first guard in declared order', async () => {
    const gateA = deferred();
    const a = gatedGuard('a', gateA.promise, ({ abort }) => abort('a says no'));
    const b = gatedGuard('b', Promise.resolve(), ({ abort }) => abort('b says no'));
    const agent = new Agent({ id: 'x', model: scriptedModel([textStep('hello')]), inputProcessors: [parallel(a, b)] });
    const pending = agent.generate('hi');
    await flushMicrotasks(50);
    gateA.resolve();
    const result = await pending;
    expect(result.tripwire).toMatchObject({ reason: 'a says no', processorId: 'a' });
  });
});
