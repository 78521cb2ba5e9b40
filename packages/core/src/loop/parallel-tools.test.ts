import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import { AgentOptionsError } from '../agent/agent-options-error.js';
import type { ChunkType, Processor } from '../index.js';
import { createTool } from '../tools/create-tool.js';
import { collect, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A tool whose calls wait until the test releases them by input `id`; `started` resolves once `expected` calls started. */
function gatedTool(expected: number) {
  const gates = new Map<string, Deferred<string>>();
  const signals = new Map<string, AbortSignal | undefined>();
  /** Whether the call's signal was aborted when its result was returned. */
  const abortedAtEnd = new Map<string, boolean>();
  const allStarted = deferred();
  const started: string[] = [];
  const tool = createTool({
    id: 'slow',
    inputSchema: z.object({ id: z.string() }),
    execute: async ({ id }, { abortSignal }) => {
      const gate = deferred<string>();
      gates.set(id, gate);
      signals.set(id, abortSignal);
      started.push(id);
      if (started.length === expected) allStarted.resolve();
      const value = await gate.promise;
      abortedAtEnd.set(id, abortSignal?.aborted === true);
      return value;
    },
  });
  const release = (id: string) => gates.get(id)?.resolve(`result ${id}`);
  return { tool, allStarted: allStarted.promise, started, release, signals, abortedAtEnd };
}

const threeCalls = () =>
  scriptedModel([
    toolStep(['a', 'b', 'c'].map((id) => ({ toolCallId: id, toolName: 'slow', input: { id } }))),
    textStep('done'),
  ]);

function toolResultIds(chunks: ChunkType[]): string[] {
  return chunks.flatMap((c) => (c.type === 'tool-result' || c.type === 'tool-error' ? [c.payload.toolCallId] : []));
}

describe('parallel tool execution', () => {
  it('starts every call of a step at once; chunks arrive in completion order, messages join in call order', async () => {
    const gated = gatedTool(3);
    const model = threeCalls();
    const stream = await new Agent({ id: 'p', model, tools: { slow: gated.tool } }).stream('go');
    const reading = collect(stream.fullStream);
    await gated.allStarted;
    expect(gated.started).toEqual(['a', 'b', 'c']);
    gated.release('c');
    gated.release('a');
    gated.release('b');
    const chunks = await reading;
    expect(toolResultIds(chunks)).toEqual(['c', 'a', 'b']);
    expect((await stream.result).toolResults.map((r) => r.toolCallId)).toEqual(['c', 'a', 'b']);
    const prompt = model.prompts[1]!.filter((m) => m.role === 'tool');
    expect(prompt.flatMap((m) => m.content.map((p) => (p as { toolCallId: string }).toolCallId))).toEqual(['a', 'b', 'c']);
  });

  it('runs processToolResult for a call as soon as its result arrives', async () => {
    const gated = gatedTool(3);
    const seen: string[] = [];
    const cSeen = deferred();
    const watcher: Processor = {
      id: 'watcher',
      processToolResult: ({ toolCallId }) => {
        seen.push(toolCallId);
        if (toolCallId === 'c') cSeen.resolve();
        return undefined;
      },
    };
    const stream = await new Agent({ id: 'p', model: threeCalls(), tools: { slow: gated.tool }, outputProcessors: [watcher] }).stream('go');
    const reading = collect(stream.fullStream);
    await gated.allStarted;
    gated.release('c');
    await cSeen.promise;
    // a and b are still running: c's hook did not wait for them.
    expect(seen).toEqual(['c']);
    gated.release('b');
    gated.release('a');
    await reading;
    expect(seen).toEqual(['c', 'b', 'a']);
    expect((await stream.result).text).toBe('done');
  });

  it('a violation reported by a processToolResult still running names that hook after a sibling’s hook ended', async () => {
    const gated = gatedTool(2);
    const entered = { a: deferred(), b: deferred() };
    const leave = { a: deferred(), b: deferred() };
    const aDone = deferred();
    const reporter: Processor = {
      id: 'reporter',
      processToolResult: async ({ toolCallId, reportViolation }) => {
        const id = toolCallId as 'a' | 'b';
        entered[id].resolve();
        await leave[id].promise;
        if (id === 'b') await reportViolation({ message: 'late finding', action: 'warn' });
        else aDone.resolve();
      },
    };
    const model = scriptedModel([toolStep(['a', 'b'].map((id) => ({ toolCallId: id, toolName: 'slow', input: { id } }))), textStep('done')]);
    const stream = await new Agent({ id: 'p', model, tools: { slow: gated.tool }, outputProcessors: [reporter] }).stream('go');
    const reading = collect(stream.fullStream);
    await gated.allStarted;
    // Both hooks run at once; a's ends first, then b reports.
    gated.release('a');
    await entered.a.promise;
    gated.release('b');
    await entered.b.promise;
    leave.a.resolve();
    await aDone.promise;
    await Promise.resolve();
    leave.b.resolve();
    await reading;
    expect((await stream.result).violations).toEqual([expect.objectContaining({ processorId: 'reporter', hook: 'processToolResult', message: 'late finding' })]);
  });

  it('toolConcurrency: 1 runs the calls one after another (agent or call option)', async () => {
    const events: string[] = [];
    const tick = createTool({
      id: 'tick',
      inputSchema: z.object({ id: z.string() }),
      execute: async ({ id }) => {
        events.push(`start ${id}`);
        await Promise.resolve();
        await Promise.resolve();
        events.push(`end ${id}`);
        return id;
      },
    });
    const model = () => scriptedModel([toolStep(['a', 'b'].map((id) => ({ toolCallId: id, toolName: 'tick', input: { id } }))), textStep('done')]);
    await new Agent({ id: 'p', model: model(), tools: { tick }, toolConcurrency: 1 }).generate('go');
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
    events.length = 0;
    await new Agent({ id: 'p', model: model(), tools: { tick } }).generate('go', { toolConcurrency: 1 });
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
    events.length = 0;
    await new Agent({ id: 'p', model: model(), tools: { tick }, toolConcurrency: 1 }).generate('go', { toolConcurrency: Infinity });
    expect(events.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('toolConcurrency: 2 keeps at most two calls running', async () => {
    const gated = gatedTool(2);
    const stream = await new Agent({ id: 'p', model: threeCalls(), tools: { slow: gated.tool }, toolConcurrency: 2 }).stream('go');
    const reading = collect(stream.fullStream);
    await gated.allStarted;
    expect(gated.started).toEqual(['a', 'b']);
    gated.release('b');
    await expect.poll(() => gated.started.length).toBe(3);
    gated.release('a');
    gated.release('c');
    expect(toolResultIds(await reading)).toEqual(['b', 'a', 'c']);
  });

  it('a throwing tool becomes a tool error and does not cancel its siblings', async () => {
    const gated = gatedTool(2);
    const boom = createTool({
      id: 'boom',
      inputSchema: z.object({}),
      execute: (): string => {
        throw new Error('kaput');
      },
    });
    const model = scriptedModel([
      toolStep([
        { toolCallId: 'a', toolName: 'slow', input: { id: 'a' } },
        { toolCallId: 'x', toolName: 'boom', input: {} },
        { toolCallId: 'c', toolName: 'slow', input: { id: 'c' } },
      ]),
      textStep('done'),
    ]);
    const stream = await new Agent({ id: 'p', model, tools: { slow: gated.tool, boom } }).stream('go');
    const reading = collect(stream.fullStream);
    await gated.allStarted;
    gated.release('a');
    gated.release('c');
    const chunks = await reading;
    expect(toolResultIds(chunks)).toEqual(['x', 'a', 'c']);
    expect(chunks.find((c) => c.type === 'tool-error')).toMatchObject({ payload: { toolCallId: 'x', error: 'kaput' } });
    expect(gated.abortedAtEnd.get('a')).toBe(false);
    expect(gated.abortedAtEnd.get('c')).toBe(false);
    const prompt = JSON.stringify(model.prompts[1]!);
    expect(prompt).toContain('kaput');
    expect(prompt).toContain('result a');
    expect(prompt).toContain('result c');
  });

  it('an abort cancels every pending call through its abort signal', async () => {
    const gated = gatedTool(3);
    const controller = new AbortController();
    const stream = await new Agent({ id: 'p', model: threeCalls(), tools: { slow: gated.tool } }).stream('go', { abortSignal: controller.signal });
    const reading = collect(stream.fullStream);
    await gated.allStarted;
    gated.release('b');
    controller.abort(new Error('user left'));
    const chunks = await reading;
    expect(chunks.at(-1)?.type).toBe('abort');
    expect(['a', 'b', 'c'].map((id) => gated.signals.get(id)?.aborted)).toEqual([true, true, true]);
    await expect(stream.result).rejects.toThrow('user left');
  });

  it('a processToolResult abort cancels the calls still running', async () => {
    const gated = gatedTool(3);
    const guard: Processor = { id: 'guard', processToolResult: ({ toolCallId, abort }) => (toolCallId === 'b' ? abort('bad result') : undefined) };
    const stream = await new Agent({ id: 'p', model: threeCalls(), tools: { slow: gated.tool }, outputProcessors: [guard] }).stream('go');
    const reading = collect(stream.fullStream);
    await gated.allStarted;
    gated.release('b');
    const chunks = await reading;
    expect(chunks.slice(-2).map((c) => c.type)).toEqual(['tripwire', 'finish']);
    expect(gated.signals.get('a')?.aborted).toBe(true);
    expect(gated.signals.get('c')?.aborted).toBe(true);
    expect((await stream.result).tripwire).toMatchObject({ reason: 'bad result', processorId: 'guard' });
  });

  it.each([0, -1, 1.5, Number.NaN, '2'])('rejects toolConcurrency %s with an AgentOptionsError', async (value) => {
    const model = scriptedModel([textStep('x')]);
    const build = () => new Agent({ id: 'p', model, toolConcurrency: value as number });
    expect(build).toThrow(expect.objectContaining({ code: 'AGENT_OPTIONS_INVALID', issues: [expect.objectContaining({ path: 'toolConcurrency' })] }));
    const error = await new Agent({ id: 'p', model }).generate('hi', { toolConcurrency: value as number }).catch((e: unknown) => e);
    expect(AgentOptionsError.isInstance(error)).toBe(true);
  });
});
