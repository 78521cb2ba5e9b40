import { collectText, createHookContext, makeChunk, runOutputStream, textStreamChunks } from '@sluice/conformance';
import type { MessageList } from '@sluice/core';
import { ProcessorError, TripWire, type ChunkType } from '@sluice/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ModerationProcessor } from '../moderation-processor.js';
import type { ModerationOptions } from '../options.js';
import { markerClassifier } from '../test/fixtures.js';
import { findWindows } from './find-windows.js';

const CLEAN = 'The weather is nice today. We walked to the park. ';
const TEXT = `${CLEAN}Then FLAG happened here. After that we went home. The end.`;

function processor(options: ModerationOptions = {}, classifier = markerClassifier()) {
  return { moderation: new ModerationProcessor({ classifier, ...options }), classifier };
}

/** Drives the stream and returns what was emitted, even when the run aborted. */
async function drive(moderation: ModerationProcessor, chunks: ChunkType[]) {
  const emitted: ChunkType[] = [];
  let error: unknown;
  const result = await runOutputStream(
    {
      id: moderation.id,
      processOutputStream: async (args) => {
        const out = await moderation.processOutputStream(args);
        emitted.push(...(Array.isArray(out) ? out : [out]));
        return out;
      },
    },
    chunks,
  ).catch((e: unknown) => {
    error = e;
    return undefined;
  });
  return { emitted, error, result };
}

describe('ModerationProcessor processOutputStream()', () => {
  it('releases clean text exactly, only after judging it, and everything by text-end', async () => {
    const { moderation, classifier } = processor();
    const { result } = await drive(moderation, textStreamChunks(CLEAN, 3));
    expect(collectText(result!.chunks)).toBe(CLEAN);
    expect(result!.chunks.at(-1)?.type).toBe('finish');
    const windows = findWindows(CLEAN, true, { mode: 'sentence', maxChars: 400, minChars: 0 });
    expect(classifier.calls.flat().length).toBeLessThanOrEqual(windows.length);
    expect(classifier.calls.length).toBeLessThanOrEqual(windows.length);
  });

  it('block: ends with a tripwire and never emits the flagged window', async () => {
    const { moderation } = processor();
    const { emitted, error } = await drive(moderation, textStreamChunks(TEXT, 5));
    expect(TripWire.isInstance(error)).toBe(true);
    expect((error as TripWire).metadata).toMatchObject({ phase: 'output-stream', flags: [{ category: 'violence' }] });
    const text = collectText(emitted);
    expect(text).not.toContain('FLAG');
    expect(CLEAN.startsWith(text)).toBe(true);
  });

  it('warn: releases everything and reports the window', async () => {
    const { moderation } = processor({ strategy: 'warn', window: { overlap: 0 } });
    const { result } = await drive(moderation, textStreamChunks(TEXT, 4));
    expect(collectText(result!.chunks)).toBe(TEXT);
    expect(result!.violations).toHaveLength(1);
    expect(result!.violations[0]).toMatchObject({ action: 'warn', detail: { phase: 'output-stream', length: 25 } });
  });

  it.each(['filter', 'warn'] as const)('%s: the window after a flagged one is not flagged for its context alone', async (strategy) => {
    const { moderation, classifier } = processor({ strategy, window: { overlap: 48 } });
    const { result } = await drive(moderation, textStreamChunks(TEXT, 4));
    expect(result!.violations).toHaveLength(1);
    const expected = strategy === 'filter' ? `${CLEAN}After that we went home. The end.` : TEXT;
    expect(collectText(result!.chunks)).toBe(expected);
    expect(classifier.calls.length).toBeLessThanOrEqual(findWindows(TEXT, true, { mode: 'sentence', maxChars: 400, minChars: 0 }).length);
  });

  it('filter: drops only the flagged window (overlap 0)', async () => {
    const { moderation } = processor({ strategy: 'filter', window: { overlap: 0 } });
    const { result } = await drive(moderation, textStreamChunks(TEXT, 4));
    expect(collectText(result!.chunks)).toBe(`${CLEAN}After that we went home. The end.`);
    expect(result!.violations[0]).toMatchObject({ action: 'filter' });
  });

  it('fail-closed: a failing classifier throws and releases nothing unjudged', async () => {
    const { moderation } = processor({}, markerClassifier('FLAG', new Error('down')));
    const { emitted, error } = await drive(moderation, textStreamChunks(TEXT, 4));
    // Under the runner the throw is wrapped in a ProcessorError naming the processor and hook.
    const cause = ProcessorError.isInstance(error) ? error.cause : error;
    expect(cause).toMatchObject({ code: 'MODERATION_CLASSIFIER_ERROR' });
    expect(collectText(emitted)).toBe('');
  });

  it('fail-open: a failing classifier releases the text with a warning', async () => {
    const { moderation } = processor({ errorStrategy: 'fail-open' }, markerClassifier('FLAG', new Error('down')));
    const { result } = await drive(moderation, textStreamChunks(TEXT, 4));
    expect(collectText(result!.chunks)).toBe(TEXT);
    expect(result!.violations.every((v) => v.action === 'warn')).toBe(true);
    expect(result!.violations.length).toBeGreaterThan(0);
  });

  it('sends up to `overlap` characters of earlier text as context', async () => {
    const { moderation, classifier } = processor({ window: { overlap: 10 } });
    await drive(moderation, textStreamChunks(CLEAN, 100));
    const second = classifier.calls.flat()[1];
    expect(second).toBe('ce today. We walked to the park. ');
  });

  it('passes other chunks through in order and leaves reasoning alone', async () => {
    const { moderation } = processor();
    const chunks = [
      makeChunk('reasoning-delta', { id: 'r', text: 'FLAG thinking' }),
      ...textStreamChunks('Hi. ', 2),
    ];
    const { result } = await drive(moderation, chunks);
    expect(result!.chunks.map((c) => c.type)).toEqual([
      'reasoning-delta', 'start', 'step-start', 'text-start', 'text-delta', 'text-end', 'step-finish', 'finish',
    ]);
  });

  it('never classifies the same window text twice in a run', async () => {
    const { moderation, classifier } = processor({ window: { overlap: 0 } });
    await drive(moderation, textStreamChunks('Same. Same. Same. ', 3));
    expect(classifier.calls.flat()).toEqual(['Same. ']);
  });

  it('property: no flagged window is ever emitted and calls stay within one per window, for any chunking', async () => {
    const sentence = fc.constantFrom('All good here. ', 'Nothing to see! ', 'Fine? ', 'A longer calm sentence about gardens and trees. ', '\n');
    await fc.assert(
      fc.asyncProperty(
        fc.array(sentence, { maxLength: 8 }),
        fc.array(sentence, { maxLength: 8 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 40 }),
        fc.constantFrom<'sentence' | 'chars'>('sentence', 'chars'),
        fc.integer({ min: 16, max: 120 }),
        async (before, after, flagged, cuts, mode, maxChars) => {
          const head = before.join('');
          const text = head + (flagged ? 'Now FLAG it. ' : '') + after.join('');
          const options = { window: { mode, maxChars, overlap: Math.min(12, maxChars - 1) } };
          const { moderation, classifier } = processor(options);
          const { emitted, error } = await drive(moderation, textStreamChunks(text, cuts));
          const out = collectText(emitted);
          expect(out).not.toContain('FLAG');
          if (flagged) {
            expect(TripWire.isInstance(error)).toBe(true);
            expect(head.startsWith(out) || out.length <= head.length + 'Now '.length).toBe(true);
          } else {
            expect(error).toBeUndefined();
            expect(out).toBe(text);
          }
          const windows = findWindows(text, true, { mode, maxChars, minChars: 0 }).length;
          expect(classifier.calls.length).toBeLessThanOrEqual(Math.max(windows, 0));
          expect(classifier.calls.flat().length).toBeLessThanOrEqual(windows);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('property (filter, with context overlap): exactly the flagged sentences are dropped, for any chunking', async () => {
    const sentence = fc.constantFrom('All good here. ', 'Nothing to see! ', 'Now FLAG it. ', 'A calm sentence about trees. ');
    await fc.assert(
      fc.asyncProperty(fc.array(sentence, { maxLength: 10 }), fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 30 }), async (sentences, cuts) => {
        const text = sentences.join('');
        const { moderation } = processor({ strategy: 'filter', window: { overlap: 24 } });
        const { result, error } = await drive(moderation, textStreamChunks(text, cuts));
        expect(error).toBeUndefined();
        expect(collectText(result!.chunks)).toBe(sentences.filter((s) => !s.includes('FLAG')).join(''));
        expect(result!.violations).toHaveLength(sentences.filter((s) => s.includes('FLAG')).length);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps streaming while a slow classification runs, and waits once about 4 windows are held', async () => {
    let release: (() => void) | undefined;
    const calls: string[][] = [];
    const classifier = {
      id: 'slow',
      classify: (texts: readonly string[]) => {
        calls.push([...texts]);
        return new Promise<Record<string, number>[]>((resolve) => {
          release = () => {
            resolve(texts.map(() => ({ violence: 0 })));
          };
        });
      },
    };
    const moderation = new ModerationProcessor({ classifier, window: { mode: 'chars', maxChars: 20, overlap: 0 } });
    const hc = createHookContext({ processorId: 'moderation' });
    const send = (text: string) =>
      moderation.processOutputStream({
        ...hc.context,
        part: makeChunk('text-delta', { id: 't', text }),
        streamParts: [],
        messageList: undefined as unknown as MessageList,
      });
    const first = await send('a'.repeat(20));
    expect(first).toEqual([]);
    expect(calls).toHaveLength(1);
    // Three more windows while the first is judged: the stream goes on, nothing is released yet.
    for (const letter of ['b', 'c', 'd']) expect(await send(letter.repeat(20))).toEqual([]);
    expect(calls).toHaveLength(1);
    // The next delta makes the backlog 4 windows: this call waits for the verdict.
    let settled = false;
    const waiting = Promise.resolve(send('e'.repeat(20))).then((out) => {
      settled = true;
      return out;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    release?.();
    const out = await waiting;
    expect(collectText(Array.isArray(out) ? out : [])).toBe('a'.repeat(20));
    // The four waiting windows went out together in one call: at most one call per window.
    expect(calls).toHaveLength(2);
    expect(calls[1]).toHaveLength(4);
  });
});
