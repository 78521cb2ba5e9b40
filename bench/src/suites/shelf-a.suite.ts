import { createHookContext } from '@sluice/conformance';
import { MessageList, type ChunkType, type ModelPrompt, type ProcessLLMRequestArgs, type Processor } from '@sluice/core';
import { ProcessorRunner } from '@sluice/core/host';
import { RegexFilter } from '@sluice/processor-regex';
import { ToolCallFilter } from '@sluice/processor-tool-filter';
import { UnicodeNormalizer } from '@sluice/processor-unicode';
import type { BenchGroup } from '../harness.js';
import type { BenchSuite } from './suite.js';

const WORDS = ['the', 'agent', 'calls', 'a', 'tool,', 'reads', 'https://example.com/docs', 'and', 'answers.', 'Café', 'naïve', '👩‍💻', 'key', 'value', '\n'];

/** Deterministic prose of about `length` characters. */
function prose(length: number): string {
  let out = '';
  let state = 11;
  while (out.length < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out += `${WORDS[state % WORDS.length] ?? 'x'} `;
  }
  return out.slice(0, length);
}

/** A text block streamed in `size`-character deltas. */
function chunks(text: string, size: number): ChunkType[] {
  const base = { runId: 'bench', from: 'AGENT' as const };
  const out: ChunkType[] = [{ ...base, type: 'text-start', payload: { id: 't' } }];
  for (let i = 0; i < text.length; i += size) out.push({ ...base, type: 'text-delta', payload: { id: 't', text: text.slice(i, i + size) } });
  out.push({ ...base, type: 'text-end', payload: { id: 't' } });
  return out;
}

/** The floor: a processor that returns every chunk unchanged, driven the same way. */
const passThrough: Processor = { id: 'pass-through', processOutputStream: ({ part }) => part };

/**
 * Pushes every chunk through core's `OutputStreamChain`, the per-chunk path `Agent.stream()` takes
 * (one fresh runner per run, as each request gets its own state), awaiting only when a hook
 * returned a promise. An earlier version called the hook itself with `{ ...context, part }` and
 * awaited every result: spreading the context cost ~2.5 µs per chunk (the chain builds the hook's
 * arguments as one object literal) and its garbage made each byte the processor allocated
 * dearer, which added ~1 µs per chunk that a real stream never pays.
 */
async function drain(processor: Processor, parts: readonly ChunkType[]): Promise<number> {
  const runner = new ProcessorRunner({ runId: 'bench' });
  let emitted = 0;
  const sink = (): void => {
    emitted++;
  };
  const chain = runner.createOutputStream([processor], { messageList: new MessageList(), sink });
  for (const part of parts) {
    const pending = chain.push(part);
    if (pending !== undefined) await pending;
  }
  return emitted;
}

/** A one-turn prompt with `steps` tool steps, each result ~1,500 characters. */
function toolLoopPrompt(steps: number): ModelPrompt {
  const prompt: ModelPrompt = [{ role: 'system', content: 'Research.' }, { role: 'user', content: [{ type: 'text', text: 'go' }] }];
  for (let i = 0; i < steps; i++) {
    const id = `c${String(i)}`;
    prompt.push({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: id, toolName: 'search', input: { q: `topic ${String(i)}` } }] });
    prompt.push({ role: 'tool', content: [{ type: 'tool-result', toolCallId: id, toolName: 'search', output: { type: 'text', value: prose(1500) } }] });
  }
  return prompt;
}

function requestArgs(prompt: ModelPrompt): ProcessLLMRequestArgs {
  return {
    prompt,
    model: { specificationVersion: 'v3', provider: 'bench', modelId: 'bench', supportedUrls: {}, doGenerate: () => Promise.reject(new Error('unused')), doStream: () => Promise.reject(new Error('unused')) },
    stepNumber: 0,
    steps: [],
    messageList: new MessageList(),
    callOptions: { tools: [], toolChoice: undefined, settings: {}, responseFormat: undefined, providerOptions: undefined },
    ...createHookContext().context,
  };
}

const suite: BenchSuite = {
  name: 'shelf-a',
  groups: (): BenchGroup[] => {
    const parts = chunks(prose(40_000), 4);
    const unicode = new UnicodeNormalizer({ applyTo: { outputStream: true } });
    const unicodeFolding = new UnicodeNormalizer({ applyTo: { outputStream: true }, foldConfusables: 'mixed-script' });
    const regex = new RegexFilter({ presets: ['secrets', 'urls', 'profanity'] });
    const regexSecrets = new RegexFilter({ presets: ['secrets'] });
    const prompt = toolLoopPrompt(200);
    const toolFilter = new ToolCallFilter({ filterAfterToolSteps: 3, summarize: true });
    const perChunk = { maxAddedMicrosPerUnit: 1, description: '< 1 µs/chunk added' };
    return [
      {
        name: 'shelf-a streaming (4-char chunks)',
        // a run takes ~10 ms: 15 rounds keep the median steady on a shared machine
        rounds: 15,
        warmup: 3,
        floor: { name: 'pass-through processor through the chain, 10k chunks', run: () => drain(passThrough, parts), units: parts.length, unit: 'chunk' },
        cases: [
          { name: 'UnicodeNormalizer (NFKC, strip, collapse, trim)', run: () => drain(unicode, parts), units: parts.length, unit: 'chunk', budget: perChunk },
          { name: 'UnicodeNormalizer + confusable folding', run: () => drain(unicodeFolding, parts), units: parts.length, unit: 'chunk', budget: perChunk },
          { name: 'RegexFilter secrets + urls + profanity (redact)', run: () => drain(regex, parts), units: parts.length, unit: 'chunk', budget: perChunk },
          { name: 'RegexFilter secrets (redact)', run: () => drain(regexSecrets, parts), units: parts.length, unit: 'chunk', budget: perChunk },
        ],
        notes: () => ['ToolCallFilter has no processOutputStream: it adds nothing per streamed chunk (see the request group).'],
      },
      {
        name: 'shelf-a tool-call filter (200-step prompt, per model call)',
        rounds: 9,
        warmup: 2,
        floor: { name: 'copy the prompt array', run: () => prompt.slice(), units: 1, unit: 'call' },
        cases: [{ name: 'ToolCallFilter filterAfterToolSteps 3 + summarize', run: () => toolFilter.processLLMRequest(requestArgs(prompt)), units: 1, unit: 'call' }],
      },
    ];
  },
};

export default suite;
