import type { ChunkType } from '@sluice/core';
import { makeChunk } from '../chunks/make-chunk.js';
import { textChunks, textStreamChunks } from '../chunks/text-chunks.js';
import { preview } from '../compare/find-difference.js';
import { describeError, streamOutcome } from './stream-outcome.js';
import type { SuiteContext } from './suite-context.js';

const HOOK = 'processOutputStream';
const RUN = { runId: 'run-conformance' };

/** Texts that break naive string handling. */
export const UNUSUAL_TEXTS: readonly string[] = [
  '👩‍👩‍👧‍👦 family, 🇫🇷 flag, 👍🏽 thumbs',
  'e\u0301 combining, Z\u0335\u0317a\u0336lgo',
  'مرحبا بالعالم שלום עולם',
  'zero\u200bwidth\u200d joiner\ufeffbom',
  'nul\u0000char and \u0007 bell',
  'lone \ud800 high and \udc00 low surrogates',
  '漢字かなカナ한국어',
  '\r\n\t  \u00a0\u2028\u2029',
];

/** A stream for `text` with `id`'s deltas framed like a real step. */
function stream(deltas: readonly ChunkType[]): ChunkType[] {
  const base = textStreamChunks('', 1, RUN);
  const textEnd = base.findIndex((c) => c.type === 'text-end');
  return [...base.slice(0, textEnd), ...deltas, ...base.slice(textEnd)];
}

async function mustNotThrow(ctx: SuiteContext, title: string, label: string, input: readonly ChunkType[], exact?: string): Promise<void> {
  const processor = await ctx.create();
  ctx.requireHook(processor, HOOK);
  let outcome;
  try {
    outcome = await streamOutcome(processor, input);
  } catch (error) {
    ctx.fail(title, `threw on ${label}: ${describeError(error)}`, error);
  }
  if (exact !== undefined && outcome.aborted === undefined && !ctx.supports.transformsText && outcome.text !== exact) {
    ctx.fail(title, `changed ${label}: ${preview(exact)} came out as ${preview(outcome.text)}`);
  }
}

/** Registers the robustness checks: empty, very large and unusual unicode input. */
export function registerRobustInputs(ctx: SuiteContext): void {
  if (!ctx.mayImplement(HOOK)) return;

  const empty = `${HOOK}() does not throw on empty input`;
  ctx.check(empty, async () => {
    await mustNotThrow(ctx, empty, 'an empty text-delta', stream([makeChunk('text-delta', { id: 'text-0', text: '' }, RUN.runId)]), '');
    await mustNotThrow(ctx, empty, 'a step without text', textStreamChunks('', 1, RUN).filter((c) => !c.type.startsWith('text-')));
    await mustNotThrow(ctx, empty, 'a finish chunk alone', [makeChunk('finish', { stepResult: { reason: 'stop' }, output: { usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 } } }, RUN.runId)]);
  });

  const large = `${HOOK}() does not throw on very large input`;
  ctx.check(large, async () => {
    const word = 'lorem ipsum dolor sit amet ';
    const big = word.repeat(Math.ceil(1_000_000 / word.length));
    await mustNotThrow(ctx, large, 'a 1 MB text in one delta', stream(textChunks(big, [], RUN)), big);
    const many = word.repeat(2_000);
    await mustNotThrow(ctx, large, 'a text in 20,000 deltas', stream(textChunks(many, Math.ceil(many.length / 20_000), RUN)), many);
  });

  const unicode = `${HOOK}() does not throw on unusual unicode`;
  ctx.check(unicode, async () => {
    for (const text of UNUSUAL_TEXTS) {
      await mustNotThrow(ctx, unicode, `unicode text ${preview(text)}`, textStreamChunks(text, 1, RUN), text);
    }
    const pair = 'split 😀 pair';
    const cut = pair.indexOf('😀') + 1;
    await mustNotThrow(ctx, unicode, 'a surrogate pair split across two deltas', textStreamChunks(pair, [cut], RUN), pair);
  });
}
