import { createHookContext } from '@sluice/conformance';
import type { ChunkType, HookContext } from '@sluice/core';
import { PIIDetector } from '@sluice/processor-pii';
// The labelled mixed-text generator is a test fixture of the package, not part of its API.
import { mixedText } from '../../../packages/processor-pii/src/fixtures/mixed-text.js';
import type { BenchGroup, CaseResult } from '../harness.js';
import { streamHookArgs, textChunk } from './stream-hook-args.js';
import type { BenchSuite } from './suite.js';

const MB = 1_000_000;
const DETECT_MIXED = 'detect, default types, mixed 1 MB';
const DETECT_ALL = "detect, locales: 'all', mixed 1 MB";
const STREAM_MIXED = 'processOutputStream, 20-char deltas, mask, mixed 1 MB';

/** The floor: one plain pass over the text (a char-code checksum), the cheapest possible scan. */
function plainScan(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) | 0;
  return sum;
}

function mbPerSecond(results: CaseResult[], name: string, megabytes: number): string {
  const r = results.find((x) => x.name === name);
  return r === undefined ? 'n/a' : (megabytes / (r.medianMs / 1000)).toFixed(1);
}

function scaling(results: CaseResult[], small: string, large: string): string {
  const a = results.find((x) => x.name === small);
  const b = results.find((x) => x.name === large);
  return a === undefined || b === undefined ? 'n/a' : (b.medianMs / a.medianMs).toFixed(2);
}

function chunks(text: string, size: number): ChunkType[] {
  const out: ChunkType[] = [textChunk('text-start', 't')];
  for (let i = 0; i < text.length; i += size) out.push(textChunk('text-delta', 't', text.slice(i, i + size)));
  out.push(textChunk('text-end', 't'));
  return out;
}

/** How many chunks a `processOutputStream` result emits. */
function emitted(out: ChunkType | ChunkType[]): number {
  return Array.isArray(out) ? out.length : 1;
}

/**
 * Runs one chunk the way core's stream chain does: a fresh argument object (see
 * `streamHookArgs`), a synchronous result used as is and only a promise awaited. Returns how many
 * chunks came out.
 */
function sendPart(detector: PIIDetector | undefined, ctx: HookContext, streamParts: ChunkType[], part: ChunkType): number | Promise<number> {
  if (detector === undefined) return 1;
  const result = detector.processOutputStream(streamHookArgs(ctx, part, streamParts, undefined as never));
  return result instanceof Promise ? result.then(emitted) : emitted(result);
}

async function drain(detector: PIIDetector | undefined, parts: readonly ChunkType[]): Promise<number> {
  const ctx = createHookContext().context;
  const streamParts: ChunkType[] = [];
  let n = 0;
  for (const part of parts) {
    const sent = sendPart(detector, ctx, streamParts, part);
    n += typeof sent === 'number' ? sent : await sent;
  }
  return n;
}

/**
 * Streams `text` through `detector` in `size`-character deltas made as they are sent, the way a
 * model stream makes each chunk just before the chain reads it (a prebuilt array of 50,000
 * chunks would measure cache misses on cold chunks instead of the processor).
 */
async function streamText(detector: PIIDetector, text: string, size: number): Promise<number> {
  const ctx = createHookContext().context;
  const streamParts: ChunkType[] = [];
  let n = await sendPart(detector, ctx, streamParts, textChunk('text-start', 't'));
  for (let i = 0; i < text.length; i += size) {
    const sent = sendPart(detector, ctx, streamParts, textChunk('text-delta', 't', text.slice(i, i + size)));
    n += typeof sent === 'number' ? sent : await sent;
  }
  n += await sendPart(detector, ctx, streamParts, textChunk('text-end', 't'));
  return n;
}

const suite: BenchSuite = {
  name: 'pii',
  groups: (): BenchGroup[] => {
    const detector = new PIIDetector();
    const national = new PIIDetector({ locales: 'all' });
    const mixed1 = mixedText(MB, 1);
    const sparse1 = mixedText(MB, 4, 4000);
    const mixed10 = mixedText(10 * MB, 2);
    const adversarial = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
    const digits1 = adversarial('1', MB);
    const digits10 = adversarial('1', 10 * MB);
    const at1 = adversarial('a@', MB);
    const at10 = adversarial('a@', 10 * MB);
    const b58a = adversarial('1A2b3C', MB);
    const b58b = adversarial('1A2b3C', 10 * MB);
    const streamParts = chunks(mixedText(40_000, 3), 4);
    return [
      {
        name: 'pii throughput',
        rounds: 9,
        warmup: 2,
        floor: { name: 'plain scan 1 MB', run: () => plainScan(mixed1), units: 1, unit: 'MB' },
        cases: [
          {
            name: DETECT_MIXED,
            run: () => detector.detect(mixed1),
            units: 1,
            unit: 'MB',
            budget: { maxMicrosPerUnit: 10_000, description: '>= 100 MB/s' },
          },
          {
            name: 'detect, default types, sparse 1 MB',
            run: () => detector.detect(sparse1),
            units: 1,
            unit: 'MB',
            budget: { maxMicrosPerUnit: 10_000, description: '>= 100 MB/s' },
          },
          {
            name: DETECT_ALL,
            run: () => national.detect(mixed1),
            units: 1,
            unit: 'MB',
            budget: { maxMicrosPerUnit: 20_000, description: '>= 50 MB/s' },
          },
          {
            name: STREAM_MIXED,
            run: () => streamText(detector, mixed1, 20),
            units: 1,
            unit: 'MB',
            budget: { maxRatio: 1.5, relativeTo: DETECT_MIXED, description: '<= 1.5x detect on the same text' },
          },
        ],
        notes: (results) => [
          `pii: default types ${mbPerSecond(results, DETECT_MIXED, 1)} MB/s with an entity every 400 chars, ${mbPerSecond(results, 'detect, default types, sparse 1 MB', 1)} MB/s with one every 4,000; locales 'all' ${mbPerSecond(results, DETECT_ALL, 1)} MB/s; stream of 20-char deltas ${mbPerSecond(results, STREAM_MIXED, 1)} MB/s (plain scan ${mbPerSecond(results, 'plain scan 1 MB', 1)} MB/s)`,
        ],
      },
      {
        name: 'pii linear scaling',
        rounds: 3,
        warmup: 1,
        floor: { name: 'plain scan 10 MB', run: () => plainScan(mixed10) },
        cases: [
          { name: 'mixed 1 MB', run: () => detector.detect(mixed1) },
          { name: 'mixed 10 MB', run: () => detector.detect(mixed10) },
          { name: 'digits 1 MB', run: () => detector.detect(digits1) },
          { name: 'digits 10 MB', run: () => detector.detect(digits10) },
          { name: 'a@ 1 MB', run: () => detector.detect(at1) },
          { name: 'a@ 10 MB', run: () => detector.detect(at10) },
          { name: 'base58 1 MB', run: () => detector.detect(b58a) },
          { name: 'base58 10 MB', run: () => detector.detect(b58b) },
        ],
        notes: (results) => [
          `pii: 10 MB / 1 MB time ratio (10 = linear): mixed ${scaling(results, 'mixed 1 MB', 'mixed 10 MB')}, digits ${scaling(results, 'digits 1 MB', 'digits 10 MB')}, a@ ${scaling(results, 'a@ 1 MB', 'a@ 10 MB')}, base58 ${scaling(results, 'base58 1 MB', 'base58 10 MB')}`,
        ],
      },
      {
        name: 'pii streaming',
        rounds: 9,
        warmup: 2,
        floor: { name: 'pass-through 10k chunks', run: () => drain(undefined, streamParts), units: streamParts.length, unit: 'chunk' },
        cases: [
          {
            name: 'processOutputStream, mask',
            run: () => drain(detector, streamParts),
            units: streamParts.length,
            unit: 'chunk',
            budget: { maxAddedMicrosPerUnit: 50, description: 'reported; < 50 µs/chunk added' },
          },
        ],
      },
    ];
  },
};

export default suite;
