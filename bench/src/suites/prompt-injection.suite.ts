import { createHookContext, ScriptedModel } from '@sluice/conformance';
import { Agent, MessageList, type ChunkType, type Processor } from '@sluice/core';
import { PromptInjectionDetector, offlineDetector } from '@sluice/processor-prompt-injection';
import type { BenchGroup, CaseResult } from '../harness.js';
import { firstChunkConversation, timeToFirstChunk } from './first-chunk-run.js';
import { streamHookArgs } from './stream-hook-args.js';
import type { BenchSuite } from './suite.js';

/**
 * The prompt-injection guard (issue 22). Throughput of the offline detector on 1 MB of mixed
 * prose (English sentences with trigger words in benign use, code, JSON, some non-ASCII), linear
 * scaling on adversarial input, the time added to the first chunk by a 4 KB input, and the cost
 * per streamed chunk of leak detection against a 2 KB system prompt.
 */
const MB = 1_000_000;

const SENTENCES = [
  'The quarterly report shows revenue growth in every region, and the team will present it on Monday. ',
  'Please ignore the typos in my last message; I was typing on my phone while walking the dog. ',
  'How do I override the toString method in a Java subclass without breaking equals? ',
  '{"city": "Zürich", "temperature": 21, "summary": "sunny with a light breeze"} ',
  'Act as a proofreader and fix the grammar of this paragraph about café culture in Lisbon. ',
  'The system requirements are 8 GB of memory and a recent browser; the rules of the game are simple. ',
  'function add(a, b) { return a + b; } // ignore lint warnings here ',
  'Naïve résumé writers often forget the previous job titles; here are the instructions to fix that. ',
];

function mixedProse(size: number): string {
  let text = '';
  for (let i = 0; text.length < size; i++) text += SENTENCES[(i * 7) % SENTENCES.length] as string;
  return text.slice(0, size);
}

/** A value made on first call and kept. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const adversarial = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

function plainScan(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) | 0;
  return sum;
}

const call = { abortSignal: new AbortController().signal, source: 'user' as const };

function mbPerSecond(results: CaseResult[], name: string, megabytes: number): string {
  const r = results.find((x) => x.name === name);
  return r === undefined ? 'n/a' : (megabytes / (r.medianMs / 1000)).toFixed(1);
}

function ratio(results: CaseResult[], small: string, large: string): string {
  const a = results.find((x) => x.name === small);
  const b = results.find((x) => x.name === large);
  return a === undefined || b === undefined ? 'n/a' : (b.medianMs / a.medianMs).toFixed(2);
}

/** A 2 KB system prompt. */
const SYSTEM_PROMPT = mixedProse(2048);

function streamChunks(count: number): ChunkType[] {
  const base = { runId: 'bench', from: 'AGENT' as const };
  const words = ['your', 'order', 'ships', 'tomorrow', 'from', 'the', 'warehouse', 'in', 'lyon', 'today'];
  const out: ChunkType[] = [{ ...base, type: 'text-start', payload: { id: 't' } }];
  for (let i = 0; i < count; i++) out.push({ ...base, type: 'text-delta', payload: { id: 't', text: ` ${words[i % words.length] ?? 'x'}${i % 7 === 0 ? '.' : ''}` } });
  out.push({ ...base, type: 'text-end', payload: { id: 't' } });
  return out;
}

const passThrough: Processor = { id: 'pass-through', processOutputStream: ({ part }) => part };

async function drive(processor: Processor, parts: readonly ChunkType[], messageList: MessageList): Promise<number> {
  const state: Record<string, unknown> = {};
  const ctx = createHookContext({ state }).context;
  let n = 0;
  for (const part of parts) {
    const out = await processor.processOutputStream?.(streamHookArgs(ctx, part, [], messageList));
    n += Array.isArray(out) ? out.length : out == null ? 0 : 1;
  }
  return n;
}

function inputAgent(guard?: PromptInjectionDetector): Agent {
  const model = new ScriptedModel([{ text: 'Sure, here is the plan for the garden.' }], { loop: true });
  return new Agent({ id: 'bench-injection-input', model, inputProcessors: guard === undefined ? [] : [guard] });
}

const suite: BenchSuite = {
  name: 'prompt-injection',
  groups: (): BenchGroup[] => {
    const detector = offlineDetector();
    // The large inputs (about 60 MB of strings) are made on first use, by the groups that run last:
    // the latency groups before them run on a small heap, as a server's requests do.
    const prose1 = lazy(() => mixedProse(MB));
    const prose10 = lazy(() => mixedProse(10 * MB));
    const a1 = lazy(() => adversarial('A', MB));
    const a10 = lazy(() => adversarial('A', 10 * MB));
    const spaced1 = lazy(() => adversarial('a ', MB));
    const spaced10 = lazy(() => adversarial('a ', 10 * MB));
    const ent1 = lazy(() => adversarial('&lt;%41', MB));
    const ent10 = lazy(() => adversarial('&lt;%41', 10 * MB));
    const ignore1 = lazy(() => adversarial('ignore all the the the ', MB));
    const ignore10 = lazy(() => adversarial('ignore all the the the ', 10 * MB));
    const conversation = firstChunkConversation();
    let variant = 0;
    const bare = inputAgent();
    const guarded = inputAgent(new PromptInjectionDetector());
    const parts = streamChunks(10_000);
    const withSystem = new MessageList();
    withSystem.addSystem(SYSTEM_PROMPT);
    return [
      {
        // A run takes ~0.3 ms: 200 warm-up runs let V8 optimize both agents' code (after 20, the
        // guarded agent still ran partly unoptimized and measured ~0.08 ms slower than in steady state).
        name: 'prompt-injection input (20 messages, ~4 KB)',
        rounds: 300,
        warmup: 200,
        floor: { name: 'agent, no processors', run: () => timeToFirstChunk(bare, conversation), units: 1, unit: 'run' },
        cases: [
          {
            name: 'PromptInjectionDetector, offline, conversation seen before',
            run: () => timeToFirstChunk(guarded, conversation),
            units: 1,
            unit: 'run',
            budget: { maxAddedMicrosPerUnit: 200, description: '< 0.2 ms added to first chunk' },
          },
        ],
      },
      {
        // Every run sends texts never judged before: the detector's cache of recent verdicts misses.
        name: 'prompt-injection input, never-seen texts (20 messages, ~4 KB)',
        rounds: 300,
        warmup: 200,
        floor: { name: 'agent, no processors, new texts', run: () => timeToFirstChunk(bare, firstChunkConversation(++variant)), units: 1, unit: 'run' },
        cases: [
          {
            name: 'PromptInjectionDetector, offline, new texts',
            run: () => timeToFirstChunk(guarded, firstChunkConversation(++variant)),
            units: 1,
            unit: 'run',
            budget: { maxAddedMicrosPerUnit: 200, description: '< 0.2 ms added to first chunk' },
          },
        ],
      },
      {
        name: 'prompt-injection leak detection (10k chunks, 2 KB system prompt)',
        rounds: 9,
        warmup: 2,
        floor: { name: 'pass-through processor', run: () => drive(passThrough, parts, withSystem), units: parts.length, unit: 'chunk' },
        cases: [
          {
            name: 'leak detection (n-grams + hold-back)',
            run: () => drive(new PromptInjectionDetector(), parts, withSystem),
            units: parts.length,
            unit: 'chunk',
            budget: { maxAddedMicrosPerUnit: 1, description: '< 1 µs/chunk added' },
          },
        ],
      },
      {
        name: 'prompt-injection throughput',
        rounds: 9,
        warmup: 2,
        floor: { name: 'plain scan 1 MB', run: () => plainScan(prose1()), units: 1, unit: 'MB' },
        cases: [
          {
            name: 'offline detector, mixed prose 1 MB',
            run: () => detector.detect(prose1(), call),
            units: 1,
            unit: 'MB',
            budget: { maxMicrosPerUnit: 50_000, description: '>= 20 MB/s' },
          },
        ],
        notes: (results) => [
          `prompt-injection: offline detector ${mbPerSecond(results, 'offline detector, mixed prose 1 MB', 1)} MB/s on mixed prose (plain scan ${mbPerSecond(results, 'plain scan 1 MB', 1)} MB/s)`,
        ],
      },
      {
        name: 'prompt-injection linear scaling',
        rounds: 5,
        // Two warm-up rounds: the first makes the inputs (lazily) and compiles the patterns.
        warmup: 2,
        floor: { name: 'plain scan 10 MB', run: () => plainScan(prose10()) },
        cases: [
          { name: 'prose 1 MB', run: () => detector.detect(prose1(), call) },
          { name: 'prose 10 MB', run: () => detector.detect(prose10(), call) },
          { name: 'base64-like run 1 MB', run: () => detector.detect(a1(), call) },
          { name: 'base64-like run 10 MB', run: () => detector.detect(a10(), call) },
          { name: 'spaced letters 1 MB', run: () => detector.detect(spaced1(), call) },
          { name: 'spaced letters 10 MB', run: () => detector.detect(spaced10(), call) },
          { name: 'escapes 1 MB', run: () => detector.detect(ent1(), call) },
          { name: 'escapes 10 MB', run: () => detector.detect(ent10(), call) },
          { name: 'near-miss override 1 MB', run: () => detector.detect(ignore1(), call) },
          { name: 'near-miss override 10 MB', run: () => detector.detect(ignore10(), call) },
        ],
        notes: (results) => [
          `prompt-injection: 10 MB / 1 MB time ratio (10 = linear): prose ${ratio(results, 'prose 1 MB', 'prose 10 MB')}, base64-like ${ratio(results, 'base64-like run 1 MB', 'base64-like run 10 MB')}, spaced ${ratio(results, 'spaced letters 1 MB', 'spaced letters 10 MB')}, escapes ${ratio(results, 'escapes 1 MB', 'escapes 10 MB')}, near-miss ${ratio(results, 'near-miss override 1 MB', 'near-miss override 10 MB')}`,
        ],
      },
    ];
  },
};

export default suite;
