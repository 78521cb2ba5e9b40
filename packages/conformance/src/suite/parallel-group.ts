import { parallel, ParallelGroupError, type Processor } from '@sluice/core';
import { collectText, textStreamChunks } from '../chunks/text-chunks.js';
import { findDifference, preview } from '../compare/find-difference.js';
import { MESSAGE_HOOKS, type HookInput, type MessageHookName } from './hook-input.js';
import { messageOutcome } from './state-isolation.js';
import { streamOutcome, describeError, type StreamOutcome } from './stream-outcome.js';
import { SkipCheck, type SuiteContext } from './suite-context.js';

const STREAM = 'processOutputStream';

/** A read-only sibling that passes every call of `hook` after a tick, so the group really runs concurrently. */
function passingSibling(hook: MessageHookName | typeof STREAM): Processor {
  return {
    id: 'conformance-sibling',
    readOnly: true,
    [hook]: async (args: { part?: unknown }) => {
      await Promise.resolve();
      return hook === STREAM ? args.part : undefined;
    },
  };
}

function requireReadOnly(processor: Processor): void {
  if (processor.readOnly !== true) throw new SkipCheck('does not declare readOnly');
}

/** Runs `run` on the processor inside a group, turning a group error into a check failure that says why. */
async function inGroup<T>(ctx: SuiteContext, title: string, label: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    ctx.fail(
      title,
      `inside ${label} it failed with ${describeError(error)}, unlike alone: a processor declaring readOnly may only pass, abort or report`,
      error,
    );
  }
}

/**
 * Registers the parallel-group checks: `parallel()` accepts the processor exactly when it declares
 * `readOnly` (refusing it with a `ParallelGroupError` otherwise), and a read-only processor gives,
 * for every hook it implements, the same outcome alone, as `parallel(p)` and beside a passing
 * read-only sibling.
 */
export function registerParallelGroup(ctx: SuiteContext): void {
  const refusal = 'parallel() accepts the processor exactly when it declares readOnly';
  ctx.check(refusal, async () => {
    const processor = await ctx.create();
    let error: unknown;
    try {
      parallel(processor);
    } catch (caught) {
      error = caught;
    }
    if (processor.readOnly === true) {
      if (error !== undefined) ctx.fail(refusal, `parallel() refused a processor declaring readOnly: ${describeError(error)}`, error);
      return;
    }
    if (!ParallelGroupError.isInstance(error) || error.code !== 'PARALLEL_MEMBER_NOT_READ_ONLY' || error.processorId !== processor.id) {
      ctx.fail(refusal, `parallel() should refuse a processor without readOnly with a ParallelGroupError (PARALLEL_MEMBER_NOT_READ_ONLY) naming ${processor.id}; got ${error === undefined ? 'no error' : describeError(error)}`);
    }
  });

  const skip = ctx.supports.deterministic ? false : 'supports.deterministic is false';
  const inputs = (): HookInput[] => ctx.texts.map((text) => ({ turns: [{ role: 'user', text }], response: text, retryCount: 0, statusCode: 400 }));

  for (const hook of MESSAGE_HOOKS) {
    if (!ctx.mayImplement(hook)) continue;
    const title = `${hook}() behaves the same alone and inside a parallel() group`;
    ctx.check(
      title,
      async () => {
        const probe = await ctx.create();
        ctx.requireHook(probe, hook);
        requireReadOnly(probe);
        for (const [i, input] of inputs().entries()) {
          const alone = await messageOutcome(ctx, await ctx.create(), hook, input);
          const groups: [string, () => Promise<Processor>][] = [
            ['parallel(p)', async () => parallel(await ctx.create())],
            ['parallel(p, sibling)', async () => parallel(await ctx.create(), passingSibling(hook))],
          ];
          for (const [label, build] of groups) {
            const group = await build();
            const grouped = await inGroup(ctx, title, label, () => messageOutcome(ctx, group, hook, input));
            const diff = findDifference(alone, grouped);
            if (diff !== undefined) ctx.fail(title, `request ${String(i)} run inside ${label} differs from the processor alone (${diff})`);
          }
        }
      },
      skip,
    );
  }

  if (!ctx.mayImplement(STREAM)) return;
  const stream = `${STREAM}() behaves the same alone and inside a parallel() group`;
  ctx.check(
    stream,
    async () => {
      const probe = await ctx.create();
      ctx.requireHook(probe, STREAM);
      requireReadOnly(probe);
      for (const [i, text] of ctx.texts.entries()) {
        const chunks = textStreamChunks(text, 3, { runId: `run-${String(i)}` });
        const alone = await streamOutcome(await ctx.create(), chunks, `run-${String(i)}`);
        const groups: [string, () => Promise<Processor>][] = [
          ['parallel(p)', async () => parallel(await ctx.create())],
          ['parallel(p, sibling)', async () => parallel(await ctx.create(), passingSibling(STREAM))],
        ];
        for (const [label, build] of groups) {
          const group = await build();
          const grouped: StreamOutcome = await inGroup(ctx, stream, label, () => streamOutcome(group, chunks, `run-${String(i)}`));
          if (grouped.aborted !== alone.aborted || collectText(grouped.chunks) !== alone.text) {
            ctx.fail(
              stream,
              `request ${String(i)} inside ${label} gave ${grouped.aborted === undefined ? preview(grouped.text) : `abort ${preview(grouped.aborted)}`}, alone ${alone.aborted === undefined ? preview(alone.text) : `abort ${preview(alone.aborted)}`}`,
            );
          }
        }
      }
    },
    skip,
  );
}
