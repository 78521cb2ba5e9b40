import fc from 'fast-check';
import { TripWire, type ChunkType, type Processor } from '@sluice/core';
import { makeChunk } from '../chunks/make-chunk.js';
import { preview } from '../compare/find-difference.js';
import { buildMessageList, hookInputArbitrary, MESSAGE_HOOKS, runMessageHook, type HookInput, type MessageHookName } from './hook-input.js';
import { dataChunk, unknownChunk } from './pass-through.js';
import { describeError } from './stream-outcome.js';
import { StreamSession } from './stream-session.js';
import { createEnvironment, type SuiteContext } from './suite-context.js';

const RUNS = 40;
const RUN_ID = 'run-conformance';

/** fast-check arbitrary of output streams mixing every chunk kind, framed by start and finish. */
function chunkStreamArbitrary(texts: readonly string[]): fc.Arbitrary<ChunkType[]> {
  const text = fc.oneof(fc.constantFrom(...texts, ''), fc.string({ unit: 'grapheme', maxLength: 30 }));
  const middle = fc.oneof(
    { weight: 6, arbitrary: text.map((t) => makeChunk('text-delta', { id: 'text-0', text: t }, RUN_ID)) },
    { weight: 1, arbitrary: text.map((t) => makeChunk('reasoning-delta', { id: 'r0', text: t }, RUN_ID)) },
    { weight: 1, arbitrary: text.map((t) => makeChunk('tool-call', { toolCallId: 'c1', toolName: 'lookup', args: { q: t } }, RUN_ID)) },
    { weight: 1, arbitrary: fc.nat(9).map((n) => unknownChunk(n)) },
    { weight: 1, arbitrary: fc.nat(9).map((n) => dataChunk(n)) },
  );
  const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
  return fc.array(middle, { maxLength: 25 }).map((chunks) => [
    makeChunk('start', {}, RUN_ID),
    makeChunk('step-start', { stepNumber: 0 }, RUN_ID),
    makeChunk('text-start', { id: 'text-0' }, RUN_ID),
    ...chunks,
    makeChunk('text-end', { id: 'text-0' }, RUN_ID),
    makeChunk('step-finish', { stepNumber: 0, stepResult: { reason: 'stop', isContinued: false }, output: { text: '', toolCalls: [], usage } }, RUN_ID),
    makeChunk('finish', { stepResult: { reason: 'stop' }, output: { usage } }, RUN_ID),
  ]);
}

/** Why an emitted chunk is malformed, or undefined when it is well formed. */
export function chunkProblem(chunk: ChunkType): string | undefined {
  const c = chunk as { type: unknown; payload?: unknown; data?: unknown };
  if (typeof c.type !== 'string') return 'a chunk without a string type';
  if (c.type.startsWith('data-')) return 'data' in c ? undefined : `a ${c.type} chunk without data`;
  if (typeof c.payload !== 'object' || c.payload === null) return `a ${c.type} chunk without a payload object`;
  if (c.type === 'text-delta' || c.type === 'reasoning-delta') {
    const payload = c.payload as { id?: unknown; text?: unknown };
    if (typeof payload.text !== 'string') return `a ${c.type} chunk whose payload.text is ${typeof payload.text}, not a string`;
    if (typeof payload.id !== 'string') return `a ${c.type} chunk without a string payload.id`;
  }
  return undefined;
}

function registerStreamShapes(ctx: SuiteContext): void {
  const hook = 'processOutputStream';
  if (!ctx.mayImplement(hook)) return;
  const title = `${hook}() returns an accepted shape for generated chunk streams`;
  ctx.check(title, async () => {
    const probe = await ctx.create();
    ctx.requireHook(probe, hook);
    const details = await fc.check(
      fc.asyncProperty(chunkStreamArbitrary(ctx.texts), fc.integer({ min: 0, max: 3 }), async (chunks, retryCount) => {
        const session = new StreamSession(await ctx.create());
        session.runner.retryCount = retryCount;
        try {
          await session.pushAll(chunks);
        } catch (error) {
          if (TripWire.isInstance(error)) return;
          throw error;
        }
        for (const [index, chunk] of session.output.entries()) {
          const problem = chunkProblem(chunk);
          if (problem !== undefined) throw new Error(`emitted ${problem} at output index ${index}`);
        }
      }),
      { numRuns: RUNS, seed: 1 },
    );
    if (details.failed) {
      const input = (details.counterexample?.[0] ?? []).map((c) => c.type).join(', ');
      ctx.fail(title, `${describeError(details.errorInstance)} (input chunks: ${input})`, details.errorInstance);
    }
  });
}

/** Registers, for every hook the processor may implement, the accepted-shape property check. */
export function registerAcceptedShapes(ctx: SuiteContext): void {
  registerStreamShapes(ctx);
  for (const hook of MESSAGE_HOOKS) {
    if (!ctx.mayImplement(hook)) continue;
    const title = `${hook}() returns an accepted shape over generated inputs`;
    ctx.check(title, async () => {
      const probe = await ctx.create();
      ctx.requireHook(probe, hook);
      const details = await fc.check(
        fc.asyncProperty(hookInputArbitrary(ctx.texts), async (input) => {
          await runTolerated(await ctx.create(), hook, input, ctx);
        }),
        { numRuns: RUNS, seed: 1 },
      );
      if (details.failed) {
        ctx.fail(title, `${describeError(details.errorInstance)} (input: ${preview(details.counterexample?.[0])})`, details.errorInstance);
      }
    });
  }
}

/** Runs a message hook; an `abort()` is an accepted outcome. */
export async function runTolerated(processor: Processor, hook: MessageHookName, input: HookInput, ctx: SuiteContext): Promise<void> {
  try {
    await runMessageHook(processor, hook, input, createEnvironment(ctx.options, ctx.supports).model, buildMessageList(input, hook));
  } catch (error) {
    if (!TripWire.isInstance(error)) throw error;
  }
}
