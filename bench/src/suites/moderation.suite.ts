import { createHookContext, ScriptedModel } from '@sluice/conformance';
import {
  Agent,
  type ChunkType,
  type MessageList,
  type Processor,
} from '@sluice/core';
import { ModerationProcessor, lexicon, type ModerationClassifier } from '@sluice/processor-moderation';
import type { BenchGroup } from '../harness.js';
import { firstChunkConversation, timeToFirstChunk } from './first-chunk-run.js';
import { streamHookArgs } from './stream-hook-args.js';
import type { BenchSuite } from './suite.js';

/**
 * Moderation's streaming path (issue 7). Added latency per chunk: the same 10,000-chunk text
 * stream through `ModerationProcessor.processOutputStream` with a zero-cost classifier, next to
 * a pass-through processor driven by the same loop (the floor). So the figure is the cost of the
 * hold-back, windowing, per-run cache and promise plumbing, not of any real classifier. The notes
 * count classifier calls per 1,000 streamed tokens (one chunk ~ one token) against the budget of at
 * most one call per window.
 */
const CHUNKS = 10_000;

/** Token-like deltas (~8 characters, all distinct so the per-run cache never helps) forming sentences of 12 to 20 words. */
function makeChunks(): ChunkType[] {
  const words = ['the', 'model', 'streams', 'a', 'calm', 'answer', 'about', 'gardens', 'and', 'weather'];
  const chunks: ChunkType[] = [
    { type: 'start', runId: 'bench', from: 'AGENT', payload: {} },
    { type: 'text-start', runId: 'bench', from: 'AGENT', payload: { id: 't1' } },
  ];
  let inSentence = 0;
  for (let i = 0; chunks.length < CHUNKS - 2; i++) {
    inSentence++;
    const end = inSentence >= 12 + (i % 9);
    if (end) inSentence = 0;
    const text = ` ${words[i % words.length] ?? 'word'}${i}${end ? '.' : ''}`;
    chunks.push({ type: 'text-delta', runId: 'bench', from: 'AGENT', payload: { id: 't1', text } });
  }
  chunks.push({ type: 'text-end', runId: 'bench', from: 'AGENT', payload: { id: 't1' } });
  chunks.push({
    type: 'finish',
    runId: 'bench',
    from: 'AGENT',
    payload: { stepResult: { reason: 'stop' }, output: { usage: { inputTokens: 1, outputTokens: CHUNKS, totalTokens: CHUNKS + 1 } } },
  });
  return chunks;
}

const chunks = makeChunks();
const textDeltas = chunks.filter((c) => c.type === 'text-delta').length;

/** A classifier that answers at once with a zero score (a clean verdict), counting calls and texts. */
function zeroCostClassifier(): ModerationClassifier & { calls: number; texts: number } {
  const classifier = {
    id: 'zero-cost',
    calls: 0,
    texts: 0,
    classify: (texts: readonly string[]) => {
      classifier.calls++;
      classifier.texts += texts.length;
      return Promise.resolve(texts.map(() => ({ violence: 0 })));
    },
  };
  return classifier;
}

const passThrough: Processor = { id: 'pass-through', processOutputStream: ({ part }) => part };

/** Drives `processor.processOutputStream` over the chunks as one request (what the runner does per chunk). */
async function drive(processor: Processor): Promise<number> {
  const state: Record<string, unknown> = {};
  const streamParts: ChunkType[] = [];
  const ctx = createHookContext({ state }).context;
  const messageList = undefined as unknown as MessageList;
  let emitted = 0;
  for (const part of chunks) {
    streamParts.push(part);
    const out = await processor.processOutputStream?.(streamHookArgs(ctx, part, streamParts, messageList));
    emitted += Array.isArray(out) ? out.length : out == null ? 0 : 1;
  }
  return emitted;
}

/**
 * Moderation's input path with the default `lexicon()`: time to the first chunk of `agent.stream()`
 * on the 20-message conversation of the first-chunk suite (about 4 KB), with the lexicon keeping the
 * history's scores (the default, what an agent gets when each call sends the conversation again)
 * and with `cacheChars: 0` (every text scored in every run: the cost of a new 4 KB conversation).
 */
const conversation = firstChunkConversation();

function inputAgent(moderation?: ModerationProcessor): Agent {
  const model = new ScriptedModel([{ text: 'Sure, here is the plan for the garden.' }], { loop: true });
  return new Agent({ id: 'bench-moderation-input', model, inputProcessors: moderation === undefined ? [] : [moderation] });
}

function inputGroup(): BenchGroup {
  const bare = inputAgent();
  const kept = inputAgent(new ModerationProcessor());
  const scored = inputAgent(new ModerationProcessor({ classifier: lexicon({ cacheChars: 0 }) }));
  const budget = { maxAddedMicrosPerUnit: 1000, description: '< 1 ms added to first chunk' };
  return {
    name: 'moderation input (20 messages, ~4 KB)',
    floor: { name: 'agent, no processors', run: () => timeToFirstChunk(bare, conversation), units: 1, unit: 'run' },
    cases: [
      { name: 'lexicon, history scores kept (default)', run: () => timeToFirstChunk(kept, conversation), units: 1, unit: 'run', budget },
      // No budget: the budget is per run in steady state; this is the cost of a new conversation.
      { name: 'lexicon, every text scored (cacheChars: 0)', run: () => timeToFirstChunk(scored, conversation), units: 1, unit: 'run' },
    ],
    rounds: 100,
    warmup: 20,
  };
}

const sentenceCounter = zeroCostClassifier();
const charsCounter = zeroCostClassifier();

const suite: BenchSuite = {
  name: 'moderation',
  groups: (): BenchGroup[] => [
    inputGroup(),
    {
      name: 'moderation stream (10k chunks)',
      floor: { name: 'pass-through processor', run: () => drive(passThrough), units: CHUNKS, unit: 'chunk' },
      cases: [
        {
          name: 'moderation, sentence windows, zero-cost classifier',
          run: () => drive(new ModerationProcessor({ classifier: zeroCostClassifier() })),
          units: CHUNKS,
          unit: 'chunk',
          budget: { maxAddedMicrosPerUnit: 10, description: '< 10 µs/chunk added' },
        },
        {
          name: 'moderation, 200-char windows, zero-cost classifier',
          run: () => drive(new ModerationProcessor({ classifier: zeroCostClassifier(), window: { mode: 'chars', maxChars: 200 } })),
          units: CHUNKS,
          unit: 'chunk',
          budget: { maxAddedMicrosPerUnit: 10, description: '< 10 µs/chunk added' },
        },
      ],
      rounds: 9,
      notes: () => [],
    },
    {
      name: 'moderation classifier calls',
      floor: { name: 'pass-through processor', run: () => drive(passThrough), units: CHUNKS, unit: 'chunk' },
      cases: [
        { name: 'sentence windows (counted)', run: () => drive(new ModerationProcessor({ classifier: sentenceCounter })), units: CHUNKS, unit: 'chunk' },
        {
          name: '200-char windows (counted)',
          run: () => drive(new ModerationProcessor({ classifier: charsCounter, window: { mode: 'chars', maxChars: 200 } })),
          units: CHUNKS,
          unit: 'chunk',
        },
      ],
      rounds: 1,
      warmup: 0,
      notes: () => [
        callsNote('sentence windows', sentenceCounter),
        callsNote('200-char windows', charsCounter),
      ],
    },
  ],
};

function callsNote(label: string, counter: { calls: number; texts: number }): string {
  // One measured run (warmup 0, rounds 1): the floor is not counted, so the counters cover one stream.
  const perThousand = (counter.calls / textDeltas) * 1000;
  const windowsPerThousand = (counter.texts / textDeltas) * 1000;
  const verdict = counter.calls <= counter.texts ? 'ok' : 'OVER';
  return `moderation ${label}: ${perThousand.toFixed(1)} classifier calls per 1,000 streamed tokens for ${windowsPerThousand.toFixed(1)} windows (budget: at most one call per window: ${verdict})`;
}

export default suite;
