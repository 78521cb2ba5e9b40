import { TripWire, type ChunkType, type Processor } from '@sluice/core';
import { collectText, textStreamChunks } from '../chunks/text-chunks.js';
import { findDifference, preview } from '../compare/find-difference.js';
import { MESSAGE_HOOKS, runMessageHookWithResult, type HookInput, type MessageHookName } from './hook-input.js';
import { StreamSession } from './stream-session.js';
import { streamOutcome, type StreamOutcome } from './stream-outcome.js';
import { createEnvironment, type SuiteContext } from './suite-context.js';

const HOOK = 'processOutputStream';

function requestTexts(ctx: SuiteContext): string[] {
  const texts = [...ctx.texts];
  if (texts.length < 2) texts.push('A second, different request text.');
  if (texts.length < 3) texts.push('Third request: 42 apples and 7 pears.');
  return texts;
}

/** Registers the state-isolation checks: concurrent and consecutive requests share nothing. */
export function registerStateIsolation(ctx: SuiteContext): void {
  if (!ctx.mayImplement(HOOK)) return;
  const skip = ctx.supports.deterministic ? false : 'supports.deterministic is false';

  const concurrent = `${HOOK}() keeps state per request across concurrent runs`;
  ctx.check(
    concurrent,
    async () => {
      const texts = requestTexts(ctx);
      const streams = texts.map((text, i) => textStreamChunks(text, 3, { runId: `run-${i}` }));
      const expected: StreamOutcome[] = [];
      for (const [i, stream] of streams.entries()) expected.push(await streamOutcome(await ctx.create(), stream, `run-${i}`));
      const shared = await ctx.create();
      ctx.requireHook(shared, HOOK);
      const sessions = streams.map((_, i) => new StreamSession(shared, `run-${i}`));
      const aborted = new Set<number>();
      const longest = Math.max(...streams.map((s) => s.length));
      for (let step = 0; step < longest; step++) {
        for (const [i, stream] of streams.entries()) {
          const chunk = stream[step];
          if (chunk === undefined || aborted.has(i)) continue;
          try {
            await (sessions[i] as StreamSession).push(chunk);
          } catch (error) {
            if (!TripWire.isInstance(error)) throw error;
            aborted.add(i);
          }
        }
      }
      for (const [i, session] of sessions.entries()) {
        const want = expected[i] as StreamOutcome;
        if ((want.aborted !== undefined) !== aborted.has(i)) {
          ctx.fail(concurrent, `request ${i} ${aborted.has(i) ? 'aborted' : 'did not abort'} when run concurrently with others, unlike alone`);
        }
        if (want.aborted !== undefined) continue;
        const got = collectText(session.output);
        if (got !== want.text) {
          ctx.fail(
            concurrent,
            `request ${i} produced ${preview(got)} when run concurrently on one processor instance, but ${preview(want.text)} alone: per-request data must live in \`state\`, not on the instance`,
          );
        }
      }
    },
    skip,
  );

  const consecutive = `${HOOK}() starts every request with fresh state`;
  ctx.check(
    consecutive,
    async () => {
      const texts = requestTexts(ctx);
      const shared = await ctx.create();
      ctx.requireHook(shared, HOOK);
      const order = [...texts, ...texts];
      for (const [i, text] of order.entries()) {
        const stream: ChunkType[] = textStreamChunks(text, 3, { runId: `run-${i}` });
        const alone = await streamOutcome(await ctx.create(), stream, `run-${i}`);
        const reused = await streamOutcome(shared, stream, `run-${i}`);
        if ((alone.aborted !== undefined) !== (reused.aborted !== undefined)) {
          ctx.fail(consecutive, `request ${i} ${reused.aborted === undefined ? 'did not abort' : 'aborted'} on a reused instance, unlike on a fresh one`);
        }
        if (alone.aborted === undefined && reused.text !== alone.text) {
          ctx.fail(
            consecutive,
            `request ${i} (${preview(text)}) produced ${preview(reused.text)} on an instance that served earlier requests, but ${preview(alone.text)} on a fresh one: state leaked across requests`,
          );
        }
      }
    },
    skip,
  );
}

/** How one message-hook run ended: its result, messages and system messages, or the abort reason. */
export interface MessageOutcome {
  aborted?: string;
  result?: unknown;
  messages?: unknown;
  system?: unknown;
}

/** Runs `hook` of `processor` for `input` through a fresh runner; an `abort()` is an outcome. */
export async function messageOutcome(ctx: SuiteContext, processor: Processor, hook: MessageHookName, input: HookInput): Promise<MessageOutcome> {
  try {
    const outcome = await runMessageHookWithResult(processor, hook, input, createEnvironment(ctx.options, ctx.supports).model);
    return { result: outcome.result, messages: outcome.messages, system: outcome.system };
  } catch (error) {
    if (TripWire.isInstance(error)) return { aborted: error.reason };
    throw error;
  }
}

/** Registers, for each message hook, the state-isolation check over concurrent and consecutive runs. */
export function registerMessageStateIsolation(ctx: SuiteContext): void {
  const skip = ctx.supports.deterministic ? false : 'supports.deterministic is false';
  for (const hook of MESSAGE_HOOKS) {
    if (!ctx.mayImplement(hook)) continue;
    const title = `${hook}() keeps state per request across concurrent and consecutive runs`;
    ctx.check(
      title,
      async () => {
        const inputs: HookInput[] = requestTexts(ctx).map((text) => ({ turns: [{ role: 'user', text }], response: text, retryCount: 0, statusCode: 400 }));
        const alone: MessageOutcome[] = [];
        for (const input of inputs) alone.push(await messageOutcome(ctx, await ctx.create(), hook, input));
        const shared = await ctx.create();
        ctx.requireHook(shared, hook);
        const concurrent = await Promise.all(inputs.map((input) => messageOutcome(ctx, shared, hook, input)));
        const consecutive: MessageOutcome[] = [];
        for (const input of inputs) consecutive.push(await messageOutcome(ctx, shared, hook, input));
        for (const [label, outcomes] of [['concurrently', concurrent], ['after earlier requests', consecutive]] as const) {
          for (const [i, outcome] of outcomes.entries()) {
            const diff = findDifference(alone[i], outcome);
            if (diff !== undefined) {
              ctx.fail(title, `request ${i} run ${label} on one instance differs from a fresh instance (${diff}): per-request data must live in \`state\``);
            }
          }
        }
      },
      skip,
    );
  }
}
