import { APICallError, type LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import { InMemoryStorage } from '../memory/in-memory-storage.js';
import { PROCESSOR_HOOKS, type ProcessorHookName } from '../processors/hook-name.js';
import type { Processor } from '../processors/index.js';
import { createTool } from '../tools/create-tool.js';
import { collect, finish, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';

/** Deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);
beforeAll(() => process.on('unhandledRejection', onUnhandled));
afterAll(() => process.off('unhandledRejection', onUnhandled));

type Fault = { hook: ProcessorHookName; kind: 'throw' | 'abort' | 'retry' | 'failOpen' } | undefined;

function faulty(fault: Fault, random: () => number): Processor {
  const p: Record<string, unknown> = { id: 'chaos', failOpen: fault?.kind === 'failOpen' };
  for (const hook of PROCESSOR_HOOKS) {
    p[hook] = (args: { part?: unknown; abort: (r: string, o?: { retry?: boolean }) => never }) => {
      if (fault?.hook === hook && random() < 0.5) {
        if (fault.kind === 'abort') args.abort(`blocked in ${hook}`);
        if (fault.kind === 'retry') args.abort(`retry in ${hook}`, { retry: true });
        throw new Error(`chaos in ${hook}`);
      }
      return hook === 'processOutputStream' ? args.part : undefined;
    };
  }
  return p as unknown as Processor;
}

function chaosModel(random: () => number, run: number) {
  const roll = () => random();
  const step = (): LanguageModelV3StreamPart[] | { throws: Error } => {
    const r = roll();
    if (r < 0.08) return { throws: new APICallError({ message: 'overloaded', url: 'http://127.0.0.1/', requestBodyValues: {}, statusCode: 529, isRetryable: true }) };
    if (r < 0.14) return { throws: new APICallError({ message: 'bad request', url: 'http://127.0.0.1/', requestBodyValues: {}, statusCode: 400, isRetryable: false }) };
    if (r < 0.2) return [{ type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: 'cut' }, { type: 'error', error: new Error('reset') }];
    if (r < 0.45) return toolStep([{ toolCallId: `c${run}-${Math.floor(roll() * 1000)}`, toolName: roll() < 0.8 ? 'echo' : 'explode', input: { n: 1 } }]);
    return [...textStep(`answer ${run}`).slice(0, -1), finish('stop')];
  };
  return scriptedModel([step, step, step, step, step, step].map((f) => () => f()));
}

describe('reliability', () => {
  it('500 seeded random runs: every stream closes, nothing hangs, no unhandled rejection, memory follows the rules', async () => {
    const random = prng(20261202);
    const storage = new InMemoryStorage();
    const echo = createTool({ id: 'echo', inputSchema: z.object({ n: z.number() }), execute: ({ n }) => n });
    const explode = createTool({ id: 'explode', inputSchema: z.object({ n: z.number() }), execute: (): number => { throw new Error('tool down'); } });
    const tally = { success: 0, tripwire: 0, error: 0, aborted: 0 };
    for (let run = 0; run < 500; run++) {
      const hooks = PROCESSOR_HOOKS;
      const kinds = ['throw', 'abort', 'retry', 'failOpen'] as const;
      const fault: Fault = random() < 0.7 ? { hook: hooks[Math.floor(random() * hooks.length)]!, kind: kinds[Math.floor(random() * kinds.length)]! } : undefined;
      const chaos = faulty(fault, random);
      const controller = new AbortController();
      const abortAt = random() < 0.1 ? Math.floor(random() * 6) : -1;
      const agent = new Agent({
        id: 'chaos',
        model: chaosModel(random, run),
        tools: { echo, explode },
        inputProcessors: [chaos],
        outputProcessors: [chaos],
        errorProcessors: random() < 0.5 ? [chaos] : [],
        maxProcessorRetries: Math.floor(random() * 3),
        retryDelayMs: 0,
        memory: { storage, lastMessages: 0 },
      });
      const thread = `t${run}`;
      const stream = await agent.stream(`question ${run}`, { memory: { thread }, abortSignal: controller.signal });
      let seen = 0;
      const chunks = [];
      for await (const chunk of stream.fullStream as unknown as AsyncIterable<{ type: string }>) {
        chunks.push(chunk);
        if (++seen === abortAt) controller.abort(new Error('client gone'));
      }
      const last = chunks.at(-1)?.type;
      const outcome = await stream.result.then(
        (r) => (r.tripwire === undefined ? 'success' : 'tripwire'),
        () => (controller.signal.aborted ? 'aborted' : 'error'),
      );
      tally[outcome]++;
      expect(['finish', 'error', 'abort']).toContain(last);
      const stored = await storage.listMessages({ threadId: thread });
      const text = JSON.stringify(stored);
      if (outcome === 'success') {
        expect(stored[0]?.role).toBe('user');
        expect(text).toContain(`question ${run}`);
      } else if (outcome === 'error' || outcome === 'aborted') {
        expect(text).toContain(`question ${run}`);
      } else if (stored.length > 0) {
        expect(stored[0]?.role).toBe('user');
      }
      expect(text).not.toContain('"cut"');
    }
    expect(unhandled).toEqual([]);
    expect(tally.success).toBeGreaterThan(50);
    expect(tally.tripwire).toBeGreaterThan(10);
    expect(tally.error).toBeGreaterThan(10);
  }, 180_000);

  it('1,000 concurrent runs on one agent share no state', async () => {
    const counter: Processor = {
      id: 'counter',
      processOutputStream: ({ part, state }) => {
        state.deltas = ((state.deltas as number | undefined) ?? 0) + (part.type === 'text-delta' ? 1 : 0);
        return part;
      },
      processOutputResult: ({ state, requestContext, result }) => {
        requestContext.set('deltas', state.deltas);
        requestContext.set('text', result.text);
      },
    };
    const model = scriptedModel([
      (options) => {
        const prompt = JSON.stringify(options.prompt);
        const n = Number(/run-(\d+)/.exec(prompt)?.[1]);
        return textStep(`reply-${n}`, Array.from({ length: (n % 7) + 1 }, (_, i) => (i === 0 ? `reply-${n}` : '')));
      },
    ]);
    const agent = new Agent({ id: 'shared', model, outputProcessors: [counter] });
    const { RequestContext } = await import('../contract/request-context.js');
    const runs = Array.from({ length: 1000 }, async (_, n) => {
      const requestContext = new RequestContext();
      const stream = await agent.stream(`run-${n}`, { requestContext });
      const chunks = await collect(stream.fullStream);
      return { n, text: await stream.text, deltas: requestContext.get('deltas'), count: chunks.filter((c) => c.type === 'text-delta').length };
    });
    for (const { n, text, deltas, count } of await Promise.all(runs)) {
      expect(text).toBe(`reply-${n}`);
      expect(deltas).toBe((n % 7) + 1);
      expect(count).toBe((n % 7) + 1);
    }
  }, 180_000);
});
