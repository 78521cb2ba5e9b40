import { createHookContext } from '@sluice/conformance';
import type { ChunkType, ProcessOutputStreamArgs } from '@sluice/core';
import { BatchParts, type BatchPartsState } from '@sluice/processor-batch';
import { LanguageDetector, type LanguageDetectorState } from '@sluice/processor-language';
import type { BenchGroup } from '../harness.js';
import type { BenchSuite } from './suite.js';

const base = { runId: 'bench', from: 'AGENT' as const };

/** A streamed text of `deltas` deltas of a few characters, with text-start and text-end. */
function textStream(deltas: number): ChunkType[] {
  const out: ChunkType[] = [{ ...base, type: 'text-start', payload: { id: 't' } }];
  for (let i = 0; i < deltas; i++) out.push({ ...base, type: 'text-delta', payload: { id: 't', text: `w${String(i % 97)} ` } });
  out.push({ ...base, type: 'text-end', payload: { id: 't' } });
  return out;
}

type StreamHook = (args: ProcessOutputStreamArgs<BatchPartsState>) => ChunkType | ChunkType[] | null | undefined;

/** Pushes every chunk through `hook` as the chain does (one args object per chunk, fresh state per run). */
function drain(hook: StreamHook, parts: readonly ChunkType[]): number {
  const state: BatchPartsState = {};
  const args: ProcessOutputStreamArgs<BatchPartsState> = { ...createHookContext().context, state, part: parts[0] as ChunkType, streamParts: parts, messageList: undefined as never };
  let emitted = 0;
  for (const part of parts) {
    args.part = part;
    const out = hook(args);
    if (out !== null && out !== undefined) emitted += Array.isArray(out) ? out.length : 1;
  }
  return emitted;
}

const passThrough: StreamHook = ({ part }) => part;

const ENGLISH = ['The ', 'train ', 'to ', 'the ', 'coast ', 'was ', 'late ', 'again ', 'this ', 'morning, ', 'and ', 'nobody ', 'knew ', 'why. '];

/** An English answer of `deltas` word deltas (about 5 characters each). */
function wordStream(deltas: number): ChunkType[] {
  const out: ChunkType[] = [{ ...base, type: 'text-start', payload: { id: 't' } }];
  for (let i = 0; i < deltas; i++) out.push({ ...base, type: 'text-delta', payload: { id: 't', text: ENGLISH[i % ENGLISH.length] ?? 'x ' } });
  out.push({ ...base, type: 'text-end', payload: { id: 't' } });
  return out;
}

/** Pushes every chunk through the detector's hook, awaiting when it returns a promise. */
async function drainLanguage(detector: LanguageDetector | undefined, parts: readonly ChunkType[]): Promise<number> {
  const state: LanguageDetectorState = {};
  const args: ProcessOutputStreamArgs<LanguageDetectorState> = { ...createHookContext().context, state, part: parts[0] as ChunkType, streamParts: parts, messageList: undefined as never };
  let emitted = 0;
  for (const part of parts) {
    args.part = part;
    const result = detector === undefined ? part : detector.processOutputStream(args);
    const out = result instanceof Promise ? await result : result;
    emitted += Array.isArray(out) ? out.length : 1;
  }
  return emitted;
}

const suite: BenchSuite = {
  name: 'shelf-b',
  groups: (): BenchGroup[] => {
    const parts = textStream(100_000);
    const bySize = new BatchParts({ batchSize: 8 });
    const byTime = new BatchParts({ batchSize: 8, maxWaitTime: 50 });
    const words = wordStream(20_000);
    const warn = new LanguageDetector({ strategy: 'warn' });
    const block = new LanguageDetector({ strategy: 'block' });
    const blockWide = new LanguageDetector({ strategy: 'block', stream: { windowChars: 480 } });
    return [
      {
        name: 'BatchParts per streamed chunk',
        rounds: 9,
        warmup: 2,
        floor: { name: 'pass-through processOutputStream', run: () => drain(passThrough, parts), units: parts.length, unit: 'chunk' },
        cases: [
          {
            name: 'BatchParts batchSize 8',
            run: () => drain((args) => bySize.processOutputStream(args), parts),
            units: parts.length,
            unit: 'chunk',
            budget: { maxAddedMicrosPerUnit: 1, description: '< 1 µs added per chunk' },
          },
          {
            name: 'BatchParts batchSize 8, maxWaitTime 50 ms',
            run: () => drain((args) => byTime.processOutputStream(args), parts),
            units: parts.length,
            unit: 'chunk',
            budget: { maxAddedMicrosPerUnit: 1, description: '< 1 µs added per chunk' },
          },
        ],
      },
      {
        name: 'LanguageDetector per streamed chunk (judges in windows)',
        rounds: 7,
        warmup: 1,
        floor: { name: 'pass-through processOutputStream', run: () => drainLanguage(undefined, words), units: words.length, unit: 'chunk' },
        cases: [
          { name: 'LanguageDetector warn, 120-char windows', run: () => drainLanguage(warn, words), units: words.length, unit: 'chunk' },
          { name: 'LanguageDetector block, 120-char windows (held until judged)', run: () => drainLanguage(block, words), units: words.length, unit: 'chunk' },
          { name: 'LanguageDetector block, 480-char windows', run: () => drainLanguage(blockWide, words), units: words.length, unit: 'chunk' },
        ],
        notes: (results) => {
          const floor = results.find((r) => r.isFloor);
          return results
            .filter((r) => !r.isFloor && floor !== undefined)
            .map((r) => `${r.name}: +${(((r.medianMs - (floor?.medianMs ?? 0)) * 1000) / words.length).toFixed(2)} µs per ~5-character chunk (one judgement per window, about ${(r.medianMs / (words.length * 5 / 120)).toFixed(3)} ms per 120 characters)`);
        },
      },
    ];
  },
};

export default suite;
