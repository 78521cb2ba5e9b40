import type { ChunkType } from '@sluice/core';
import { makeChunk } from '../chunks/make-chunk.js';
import { textStreamChunks } from '../chunks/text-chunks.js';
import { findDifference, preview } from '../compare/find-difference.js';
import { streamOutcome } from './stream-outcome.js';
import type { SuiteContext } from './suite-context.js';

const HOOK = 'processOutputStream';

/** A chunk of a type Sluice does not know (a future or provider-specific chunk). */
export function unknownChunk(n: number): ChunkType {
  return {
    type: `x-conformance-unknown-${n}`,
    runId: 'run-conformance',
    from: 'AGENT',
    payload: { n, nested: { list: [1, 'two', null] } },
  } as unknown as ChunkType;
}

/** A `data-*` chunk as `writer.custom()` emits it. */
export function dataChunk(n: number): ChunkType {
  return { type: `data-conformance-${n}`, id: `d${n}`, data: { n, text: 'data text 555-0100 a@b.co' }, runId: 'run-conformance', from: 'AGENT' };
}

/** Inserts `extras` into a text stream: after `start`, between deltas and before `finish`. */
function interleave(base: readonly ChunkType[], extras: readonly ChunkType[]): ChunkType[] {
  const positions = [1, 4, base.length - 1];
  const out = [...base];
  extras.forEach((extra, i) => out.splice(Math.min(positions[i % positions.length] ?? 1, out.length) + i, 0, extra));
  return out;
}

function checkPassedUntouched(
  ctx: SuiteContext,
  title: string,
  extras: readonly ChunkType[],
  output: readonly ChunkType[],
): void {
  const found = output.filter((c) => extras.some((e) => e.type === c.type));
  for (const extra of extras) {
    const copies = output.filter((c) => c.type === extra.type);
    if (copies.length === 0) ctx.fail(title, `the ${extra.type} chunk was dropped; chunks the processor does not handle must pass through`);
    if (copies.length > 1) ctx.fail(title, `the ${extra.type} chunk came out ${copies.length} times`);
    const diff = findDifference(extra, copies[0]);
    if (diff !== undefined) ctx.fail(title, `the ${extra.type} chunk was changed (${diff}); it must pass untouched`);
  }
  const order = found.map((c) => c.type);
  const expected = extras.map((c) => c.type);
  if (order.join() !== expected.join()) {
    ctx.fail(title, `pass-through chunks came out in the order [${order.join(', ')}] instead of [${expected.join(', ')}]`);
  }
}

/** Registers the pass-through checks: unknown chunk types and data chunks. */
export function registerPassThrough(ctx: SuiteContext): void {
  if (!ctx.mayImplement(HOOK)) return;
  const unknownTitle = `${HOOK}() passes unknown chunk types through untouched`;
  ctx.check(unknownTitle, async () => {
    const processor = await ctx.create();
    ctx.requireHook(processor, HOOK);
    const extras = [unknownChunk(1), unknownChunk(2), unknownChunk(3)];
    const input = interleave(textStreamChunks(ctx.texts[0] ?? 'hello world', 4), extras);
    const outcome = await streamOutcome(processor, input);
    if (outcome.aborted !== undefined) ctx.fail(unknownTitle, `aborted (${preview(outcome.aborted)}) on a stream with unknown chunk types`);
    checkPassedUntouched(ctx, unknownTitle, extras, outcome.chunks);
  });

  const dataTitle = `${HOOK}() lets data-* chunks pass untouched unless it sets processDataParts`;
  ctx.check(dataTitle, async () => {
    const processor = await ctx.create();
    ctx.requireHook(processor, HOOK);
    const extras = [dataChunk(1), dataChunk(2)];
    const input = interleave(textStreamChunks(ctx.texts[0] ?? 'hello world', 4), extras);
    const seen = { data: false };
    const original = processor.processOutputStream?.bind(processor);
    if (original !== undefined) {
      processor.processOutputStream = (args) => {
        if (args.part.type.startsWith('data-')) seen.data = true;
        return original(args);
      };
    }
    const outcome = await streamOutcome(processor, input);
    if (outcome.aborted !== undefined) ctx.fail(dataTitle, `aborted (${preview(outcome.aborted)}) on a stream with data-* chunks`);
    if (processor.processDataParts !== true) {
      if (seen.data) ctx.fail(dataTitle, 'the hook received data-* chunks without processDataParts');
      checkPassedUntouched(ctx, dataTitle, extras, outcome.chunks);
    } else if (!seen.data) {
      ctx.fail(dataTitle, 'processDataParts is true but the hook never received the data-* chunks');
    }
  });

  const metaTitle = `${HOOK}() passes non-text chunks untouched (reasoning, tools, sources)`;
  ctx.check(
    metaTitle,
    async () => {
      const processor = await ctx.create();
      ctx.requireHook(processor, HOOK);
      const extras: ChunkType[] = [
        makeChunk('source', { id: 's1', sourceType: 'url', url: 'https://example.com/a', title: 'A' }, 'run-conformance'),
        makeChunk('tool-call', { toolCallId: 'c1', toolName: 'lookup', args: { q: 'x' } }, 'run-conformance'),
        makeChunk('file', { mediaType: 'image/png', data: 'iVBORw0KGgo=' }, 'run-conformance'),
      ];
      const input = interleave(textStreamChunks(ctx.texts[0] ?? 'hello world', 4), extras);
      const outcome = await streamOutcome(processor, input);
      if (outcome.aborted !== undefined) return;
      checkPassedUntouched(ctx, metaTitle, extras, outcome.chunks);
    },
    ctx.supports.transformsText ? 'supports.transformsText is true' : false,
  );
}
